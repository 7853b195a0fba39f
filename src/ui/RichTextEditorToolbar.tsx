import { Fragment, type MouseEvent } from 'react';
import { ImageIcon, LinkIcon, OrderedListIcon } from './editor-icons';

/** The toolbar's glyphs, shared by the editor and its placeholder so that both draw the same toolbar (no layout shift). */
export const GLYPH = {
  bold: <b>B</b>,
  italic: <i>I</i>,
  underline: <u>U</u>,
  bulletList: '•≡',
  // A drawing, not '1≡': a digit is visible text that the button's name ('Numbered list') lacks (axe's
  // label-content-name-mismatch).
  orderedList: <OrderedListIcon />,
  link: <LinkIcon />,
  table: '▦',
  image: <ImageIcon />,
};

// The editor's toolbar outside a table, group by group (a separator between groups).
const GROUPS = [
  [
    ['Bold', GLYPH.bold],
    ['Italic', GLYPH.italic],
    ['Underline', GLYPH.underline],
  ],
  [
    ['Bulleted list', GLYPH.bulletList],
    ['Numbered list', GLYPH.orderedList],
  ],
  [
    ['Link', GLYPH.link],
    ['Insert table', GLYPH.table],
    ['Insert image', GLYPH.image],
  ],
] as const;

/**
 * A picture of the toolbar for the placeholder: hidden from assistive technology and out of the Tab order (the
 * textbox is the one control); pressing it only puts the caret in the field, which loads the editor.
 */
export function ToolbarPicture({ disabled, onPress }: { disabled?: boolean; onPress: () => void }) {
  const press = (e: MouseEvent) => {
    e.preventDefault();
    onPress();
  };
  return (
    <div className="rte-toolbar" aria-hidden="true" onMouseDown={press}>
      {GROUPS.map((group, i) => (
        <Fragment key={i}>
          {i > 0 && <span className="sep" />}
          {group.map(([label, glyph]) => (
            <button key={label} type="button" tabIndex={-1} title={label} disabled={disabled}>
              {glyph}
            </button>
          ))}
        </Fragment>
      ))}
    </div>
  );
}
