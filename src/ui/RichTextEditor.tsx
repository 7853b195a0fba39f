import { useEffect, useId, useRef, useState, type ClipboardEvent, type ComponentType, type KeyboardEvent, type MouseEvent } from 'react';
import type { EditorBoot, EditorBootInput, RichTextEditorProps } from './rich-text';
import { RequiredMark } from './RequiredMark';
import { ToolbarPicture } from './RichTextEditorToolbar';
import './ui.css';
import './RichTextEditor.css';

export type { RichTextEditorProps };
export { normalizeLink } from './rich-text';

type Impl = ComponentType<RichTextEditorProps & { boot?: EditorBoot }>;

// tiptap lives in its own chunk, fetched the first time a user puts the caret in an editor (DESIGN.md convention 9,
// issue 12): a form with a description costs a placeholder until someone writes in it.
let loading: Promise<Impl> | null = null;
function loadImpl(): Promise<Impl> {
  loading ??= import('./RichTextEditorImpl').then(
    (m) => m.default,
    (err: unknown) => {
      loading = null; // a failed fetch (offline) is tried again on the next focus
      throw err;
    },
  );
  return loading;
}

/** A key that types a character (not a shortcut, not a dead or composing key). */
const typesText = (e: KeyboardEvent) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && !e.nativeEvent.isComposing;

/**
 * Rich-text editor (bold, italic, lists, links, tables, images). It first renders the value as HTML in a placeholder
 * that looks and measures like the editor and is a focusable textbox; focusing, clicking or typing into it loads
 * tiptap, which replaces it in place with the caret where the user put it and the keys already typed.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { value, label, required, error, disabled, placeholder } = props;
  const fallbackId = useId();
  const baseId = props.id ?? fallbackId;
  const [Editor, setEditor] = useState<Impl | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(true); // until hydration: the field cannot take input yet
  const previewRef = useRef<HTMLDivElement>(null);
  const input = useRef<EditorBootInput>({ focus: false, text: '' });
  const swapping = useRef(false);
  const unmounted = useRef(false);

  useEffect(() => {
    unmounted.current = false;
    setBusy(false);
    return () => {
      unmounted.current = true;
    };
  }, []);

  const load = () => {
    if (Editor || disabled) return;
    setBusy(true);
    loadImpl().then(
      (impl) => !unmounted.current && setEditor(() => impl),
      () => !unmounted.current && setBusy(false),
    );
  };

  const boot: EditorBoot = {
    hidden: !ready,
    onReady: () => {
      swapping.current = true; // the placeholder's removal is not the user leaving the field
      setReady(true);
    },
    take: () => input.current,
  };
  const focusPreview = () => previewRef.current?.focus();
  const onMouseDown = (e: MouseEvent) => {
    input.current.at = { x: e.clientX, y: e.clientY };
  };
  const onKeyDown = (e: KeyboardEvent) => {
    load();
    if (typesText(e)) input.current.text += e.key;
    else if (e.key === 'Enter') input.current.text += '\n';
    else if (e.key === 'Backspace' && input.current.text) input.current.text = input.current.text.slice(0, -1);
    else return;
    e.preventDefault();
  };
  const onPaste = (e: ClipboardEvent) => {
    e.preventDefault();
    input.current.text += e.clipboardData.getData('text/plain').replace(/\r\n?/g, '\n');
    load();
  };
  // While the hidden editor is mounting, the ids belong to it (one element per id); the placeholder keeps its own.
  const own = !Editor;
  const labelId = `${baseId}-preview-label`;
  const errorId = `${baseId}-preview-error`;

  // One tree for both phases, so the editor mounted hidden is the one revealed (not a second instance).
  return (
    <>
      {!(Editor && ready) && (
        <div className="field">
          <span className="field-label" id={labelId} onClick={focusPreview}>
            {label}
            <RequiredMark required={required} />
          </span>
          <div className="rte" data-invalid={error ? 'true' : undefined} aria-busy={busy || undefined}>
            <ToolbarPicture disabled={disabled} onPress={focusPreview} />
            <div className="rte-body">
              <div
                ref={previewRef}
                id={own ? baseId : undefined}
                className="rte-preview"
                role="textbox"
                tabIndex={disabled ? undefined : 0}
                aria-multiline="true"
                aria-labelledby={labelId}
                aria-required={required || undefined}
                aria-invalid={error ? 'true' : undefined}
                aria-describedby={error ? errorId : undefined}
                aria-placeholder={placeholder}
                aria-disabled={disabled || undefined}
                onFocus={() => {
                  input.current.focus = true;
                  load();
                }}
                onBlur={() => {
                  if (swapping.current) return;
                  input.current.focus = false;
                  input.current.at = undefined;
                  props.onBlur?.();
                }}
                onMouseDown={onMouseDown}
                onKeyDown={onKeyDown}
                onPaste={onPaste}
                // The value is the server's sanitised HTML (every write path runs sanitizeRichText) or tiptap's own
                // output; the CSP refuses inline handlers besides.
                dangerouslySetInnerHTML={{ __html: value }}
              />
            </div>
          </div>
          {error && (
            <p className="field-error" id={errorId}>
              {error}
            </p>
          )}
        </div>
      )}
      {Editor && <Editor {...props} id={baseId} boot={boot} />}
    </>
  );
}
