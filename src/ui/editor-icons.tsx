import { base } from './icons';

/** The rich-text toolbar's icons (loaded with the editor, not with every island). */
export const LinkIcon = () => (
  <svg {...base}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </svg>
);

export const ImageIcon = () => (
  <svg {...base}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </svg>
);

/** Numbered list: three lines with 1, 2, 3 drawn as strokes (a digit in the button would be text its name lacks). */
export const OrderedListIcon = () => (
  <svg {...base}>
    <path d="M10 6h11M10 12h11M10 18h11" />
    <path d="M4 4.5 5.5 4v4" />
    <path d="M4 10.5c.6-.7 2.2-.6 2.2.4 0 .8-2.2 1.6-2.2 2.6h2.2" />
    <path d="M4 16.2h2.1l-1 1.3c.9 0 1.3.5 1.2 1.1-.2.9-1.6 1.1-2.3.5" />
  </svg>
);
