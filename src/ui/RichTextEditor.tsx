import { lazy, Suspense, useEffect, useState } from 'react';
import type { RichTextEditorProps } from './rich-text';
import { UI_TEXT } from './messages';
import { RequiredMark } from './RequiredMark';
import './ui.css';
import './RichTextEditor.css';

export type { RichTextEditorProps };
export { normalizeLink } from './rich-text';

// tiptap lives in its own chunk, fetched only by pages that render an editor (DESIGN.md convention 9).
const Impl = lazy(() => import('./RichTextEditorImpl'));

function Placeholder({ label, required }: { label: string; required?: boolean }) {
  return (
    <div className="field">
      <span className="field-label">
        {label}
        <RequiredMark required={required} />
      </span>
      <div className="rte" aria-busy="true">
        <div className="rte-toolbar" aria-hidden="true" />
        <div className="rte-placeholder">{UI_TEXT.loading}</div>
      </div>
    </div>
  );
}

/** Rich-text editor (bold, italic, lists, links, tables, images); renders a placeholder on the server and loads tiptap after hydration. */
export function RichTextEditor(props: RichTextEditorProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <Placeholder label={props.label} required={props.required} />;
  return (
    <Suspense fallback={<Placeholder label={props.label} required={props.required} />}>
      <Impl {...props} />
    </Suspense>
  );
}
