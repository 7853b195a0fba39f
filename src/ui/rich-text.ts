/** Pure rules of the rich-text editor (spec 001 §5), kept out of the tiptap chunk so they are cheap to import and test. */

/**
 * What the link dialog's text becomes: an empty text removes the link (null); a link without http(s)
 * (or mailto) gets a '//' prefix, so 'example.com' opens https://example.com rather than a relative path.
 */
export function normalizeLink(input: string | null | undefined): string | null {
  const url = (input ?? '').trim();
  if (!url) return null;
  if (/^https?:\/\//i.test(url) || /^mailto:/i.test(url) || url.startsWith('//')) return url;
  return `//${url.replace(/^\/+/, '')}`;
}

/** A new table is 3x3 with a header row. */
export const NEW_TABLE = { rows: 3, cols: 3, withHeaderRow: true } as const;

/** Image button: jpeg, png, jpg (spec 001 §5); uploads go to the 'image' folder. */
export const EDITOR_IMAGE_ACCEPT = 'image/jpeg,image/png,image/jpg,.jpeg,.png,.jpg';
export const EDITOR_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/jpg'];
export const EDITOR_IMAGE_FOLDER = 'image';

export interface RichTextEditorProps {
  value: string;
  /** The editor's HTML, or '' when it is empty. */
  onChange: (html: string) => void;
  label: string;
  id?: string;
  /** Shows the required asterisk beside the label, as the other fields do. */
  required?: boolean;
  error?: string | null;
  disabled?: boolean;
  placeholder?: string;
  imageFolder?: string;
  onBlur?: () => void;
}

/** What the placeholder collected before the editor was ready: whether it had focus, where it was clicked, what was typed. */
export interface EditorBootInput {
  focus: boolean;
  /** Typed or pasted text; '\n' starts a new paragraph. */
  text: string;
  /** The click that focused the placeholder (viewport coordinates), so the caret lands where the user pointed. */
  at?: { x: number; y: number };
}

/** How RichTextEditor mounts the implementation: hidden until tiptap exists, then swapped in for the placeholder. */
export interface EditorBoot {
  hidden: boolean;
  onReady: () => void;
  take: () => EditorBootInput;
}
