import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { showErrorMessage } from '@/stores/error-dialog';
import { EDITOR_IMAGE_ACCEPT, EDITOR_IMAGE_FOLDER, EDITOR_IMAGE_TYPES, NEW_TABLE, normalizeLink, type EditorBoot, type RichTextEditorProps } from './rich-text';
import { RichTextLinkDialog } from './RichTextLinkDialog';
import { RequiredMark } from './RequiredMark';
import { uploadFile } from './upload';
import { FILE_TEXT } from './file-messages';
import './ui.css';
import './RichTextEditor.css';
import { GLYPH } from './RichTextEditorToolbar';

const SAFE_LINK = /^(https?:|mailto:|\/\/|\/|#)/i;

/** The editor's HTML; '' for a blank document so that 'Description is required' can apply. */
const htmlOf = (ed: Editor) => {
  const html = ed.getHTML();
  return html === '<p></p>' ? '' : html;
};

function ToolButton({
  label,
  onClick,
  active,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Arrow keys move between toolbar buttons (ARIA toolbar pattern). */
function onToolbarKeyDown(e: KeyboardEvent<HTMLDivElement>) {
  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
  const buttons = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
  const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (i < 0) return;
  e.preventDefault();
  buttons[(i + (e.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length].focus();
}

/** Puts the caret where the placeholder was clicked (same layout, same place), else at the end, and types what was typed. */
function takeOver(ed: Editor, { focus, text, at }: ReturnType<EditorBoot['take']>) {
  if (!focus && !text) return;
  // Focus now, in the commit that removes the placeholder: tiptap's focus command waits for the next animation frame,
  // and a key typed in that frame went to the page instead (a lost letter in a clean-clone e2e run).
  ed.view.focus();
  let pos: number | 'end' = 'end';
  try {
    if (at) pos = ed.view.posAtCoords({ left: at.x, top: at.y })?.pos ?? 'end';
  } catch {
    // no layout to ask (a test's DOM): the end will do
  }
  let chain = ed.chain().focus(pos);
  text.split('\n').forEach((line, i) => {
    if (i > 0) chain = chain.splitBlock();
    if (line) chain = chain.insertContent({ type: 'text', text: line });
  });
  chain.run();
}

/** The tiptap editor; import it through RichTextEditor (lazy) so tiptap stays in its own chunk. */
export default function RichTextEditorImpl({
  value,
  onChange,
  label,
  id,
  required,
  error,
  disabled = false,
  placeholder,
  imageFolder = EDITOR_IMAGE_FOLDER,
  onBlur,
  boot,
}: RichTextEditorProps & { boot?: EditorBoot }) {
  const fallbackId = useId();
  const baseId = id ?? fallbackId;
  const fileRef = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    // tiptap would inject a <style> element, which the CSP refuses; its rules live in RichTextEditor.css instead.
    injectCSS: false,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          isAllowedUri: (url, ctx) => ctx.defaultValidate(url) && SAFE_LINK.test(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
        },
      }),
      Image.configure({ allowBase64: false }),
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
    ],
    content: value,
    editorProps: {
      attributes: {
        id: baseId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${baseId}-label`,
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${baseId}-error` } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
      },
    },
    onUpdate: ({ editor: ed }) => onChangeRef.current(htmlOf(ed)),
    onBlur: () => onBlur?.(),
  });

  // Mounted hidden behind the placeholder: say when tiptap exists, then take over its focus and keys in the commit
  // that removes it (a layout effect, so no key can fall between the two).
  const bootRef = useRef(boot);
  bootRef.current = boot;
  const hidden = boot?.hidden ?? false;
  const booted = useRef(false);
  useEffect(() => {
    if (editor && hidden) bootRef.current?.onReady();
  }, [editor, hidden]);
  useLayoutEffect(() => {
    if (!editor || hidden || booted.current || !bootRef.current) return;
    booted.current = true;
    takeOver(editor, bootRef.current.take());
  }, [editor, hidden]);

  // Follow outside changes (a loaded quiz, a reset) but never while the user is typing.
  useEffect(() => {
    if (!editor || editor.isFocused) return;
    const current = htmlOf(editor);
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  // Not an edit: tiptap's setEditable emits an update by default, which made a form show 'Instruction is required'
  // before anything was typed (issue 13 item 11).
  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const saveLink = (ed: Editor, input: string) => {
    const href = normalizeLink(input);
    const chain = ed.chain().focus().extendMarkRange('link');
    if (href === null) chain.unsetLink().run();
    else chain.setLink({ href }).run();
    setLinkOpen(false);
  };

  const insertImage = async (file: File | undefined) => {
    if (!editor) return;
    if (!file) {
      showErrorMessage(FILE_TEXT.noFileSelected);
      return;
    }
    if (!EDITOR_IMAGE_TYPES.includes(file.type)) {
      showErrorMessage(FILE_TEXT.mimeNotAccepted);
      return;
    }
    setUploading(true);
    try {
      const src = await uploadFile(file, imageFolder);
      editor.chain().focus().setImage({ src }).run();
    } catch {
      showErrorMessage(FILE_TEXT.editorUploadFailed, FILE_TEXT.failed);
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const off = !editor || disabled;
  const inTable = editor?.isActive('table') ?? false;
  const run = (fn: (ed: Editor) => void) => () => editor && fn(editor);

  return (
    <div className="field" hidden={hidden || undefined}>
      <span className="field-label" id={`${baseId}-label`} onClick={() => editor?.commands.focus()}>
        {label}
        <RequiredMark required={required} />
      </span>
      <div className="rte" data-invalid={error ? 'true' : undefined}>
        <div className="rte-toolbar" role="toolbar" aria-label={`${label} formatting`} aria-controls={baseId} onKeyDown={onToolbarKeyDown}>
          <ToolButton label="Bold" active={editor?.isActive('bold')} disabled={off} onClick={run((e) => e.chain().focus().toggleBold().run())}>
            {GLYPH.bold}
          </ToolButton>
          <ToolButton label="Italic" active={editor?.isActive('italic')} disabled={off} onClick={run((e) => e.chain().focus().toggleItalic().run())}>
            {GLYPH.italic}
          </ToolButton>
          <ToolButton label="Underline" active={editor?.isActive('underline')} disabled={off} onClick={run((e) => e.chain().focus().toggleUnderline().run())}>
            {GLYPH.underline}
          </ToolButton>
          <span className="sep" aria-hidden="true" />
          <ToolButton
            label="Bulleted list"
            active={editor?.isActive('bulletList')}
            disabled={off}
            onClick={run((e) => e.chain().focus().toggleBulletList().run())}
          >
            {GLYPH.bulletList}
          </ToolButton>
          <ToolButton
            label="Numbered list"
            active={editor?.isActive('orderedList')}
            disabled={off}
            onClick={run((e) => e.chain().focus().toggleOrderedList().run())}
          >
            {GLYPH.orderedList}
          </ToolButton>
          <span className="sep" aria-hidden="true" />
          <ToolButton label="Link" active={editor?.isActive('link')} disabled={off} onClick={() => setLinkOpen(true)}>
            {GLYPH.link}
          </ToolButton>
          <ToolButton label="Insert table" disabled={off} onClick={run((e) => e.chain().focus().insertTable(NEW_TABLE).run())}>
            {GLYPH.table}
          </ToolButton>
          <ToolButton label="Insert image" disabled={off || uploading} onClick={() => fileRef.current?.click()}>
            {GLYPH.image}
          </ToolButton>
          {inTable && (
            <>
              <span className="sep" aria-hidden="true" />
              <ToolButton label="Add row" disabled={off} onClick={run((e) => e.chain().focus().addRowAfter().run())}>
                +Row
              </ToolButton>
              <ToolButton label="Add column" disabled={off} onClick={run((e) => e.chain().focus().addColumnAfter().run())}>
                +Col
              </ToolButton>
              <ToolButton label="Delete row" disabled={off} onClick={run((e) => e.chain().focus().deleteRow().run())}>
                −Row
              </ToolButton>
              <ToolButton label="Delete column" disabled={off} onClick={run((e) => e.chain().focus().deleteColumn().run())}>
                −Col
              </ToolButton>
              <ToolButton label="Delete table" disabled={off} onClick={run((e) => e.chain().focus().deleteTable().run())}>
                ✕▦
              </ToolButton>
            </>
          )}
        </div>
        <input ref={fileRef} type="file" accept={EDITOR_IMAGE_ACCEPT} hidden data-testid="rte-image" onChange={(e) => insertImage(e.target.files?.[0])} />
        <div className="rte-body">
          <EditorContent editor={editor} />
        </div>
      </div>
      {error && (
        <p className="field-error" id={`${baseId}-error`}>
          {error}
        </p>
      )}
      {editor && (
        <RichTextLinkDialog
          open={linkOpen}
          initialUrl={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onSave={(url) => saveLink(editor, url)}
          onClose={() => setLinkOpen(false)}
        />
      )}
    </div>
  );
}
