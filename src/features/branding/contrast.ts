/**
 * WCAG 2.x contrast of the organisation's colours (docs/decisions/0126), isomorphic: the colour screen checks as the
 * user types and the server refuses with the same verdicts. Each colour is judged against the text the console and
 * the learner site draw with it: white text on the primary colour (buttons, the header's accent, badges) and on the
 * secondary colour (the sidebar), and the text colour on the white page.
 */

export const DEFAULT_COLORS = { primary_color: '#0f766e', secondary_color: '#134e4a', text_color: '#1f2328' } as const;
export type ColorField = keyof typeof DEFAULT_COLORS;

/** AA for normal text, and for large text (18.66 px bold or 24 px and over). */
const AA_NORMAL = 4.5;
const AA_LARGE = 3;

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The contrast ratio of two #rrggbb colours, 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A ratio as shown: two decimals, rounded down so that a ratio just under a threshold never reads as meeting it. */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

const WHITE = '#ffffff';

/** What each field is checked as: the text drawn on it (or, for the text colour, what it is drawn on). */
const PAIRS: Record<ColorField, { label: string; text: (c: string) => string; on: (c: string) => string; what: string }> = {
  primary_color: { label: 'Primary Color', text: () => WHITE, on: (c) => c, what: 'White text on the primary color' },
  secondary_color: { label: 'Secondary Color', text: () => WHITE, on: (c) => c, what: 'White text on the secondary color' },
  text_color: { label: 'Text Color', text: (c) => c, on: () => WHITE, what: 'The text color on a white page' },
};

export interface ContrastVerdict {
  field: ColorField;
  ratio: number;
  /** 'pass': AA for any text; 'large': only large text passes (a warning); 'fail': refused. */
  level: 'pass' | 'large' | 'fail';
  message: string | null;
}

/** The verdict on one colour (a #rrggbb value). */
export function judgeColor(field: ColorField, color: string): ContrastVerdict {
  const pair = PAIRS[field];
  const ratio = contrastRatio(pair.text(color), pair.on(color));
  const shown = formatRatio(ratio);
  if (ratio >= AA_NORMAL) return { field, ratio, level: 'pass', message: null };
  if (ratio >= AA_LARGE)
    return {
      field,
      ratio,
      level: 'large',
      message: `${pair.what} has a contrast of ${shown}: enough for large text only (WCAG AA asks ${AA_NORMAL}:1 for normal text).`,
    };
  return {
    field,
    ratio,
    level: 'fail',
    message: `${pair.what} has a contrast of ${shown}; WCAG AA needs at least ${AA_NORMAL}:1 (${AA_LARGE}:1 for large text). Choose a darker ${pair.label.toLowerCase()}.`,
  };
}

/** The verdicts on the three colours, in the form's order. */
export const judgeColors = (colors: Record<ColorField, string>): ContrastVerdict[] =>
  (Object.keys(DEFAULT_COLORS) as ColorField[]).map((field) => judgeColor(field, colors[field]));
