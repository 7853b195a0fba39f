/**
 * The built-in category icons (docs/decisions/0070): a category shows one of these or an uploaded image. Each is
 * an SVG path on a 24x24 grid, stroked, so the list, the form and the detail page draw it without a request.
 */
const BUILTIN_ICONS = {
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5zm2 14h13',
  briefcase: 'M3 8h18v11H3zM8 8V5h8v3M3 13h18',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  lightbulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M18 14a7 7 0 0 1 4 7',
} as const;
export type BuiltinIcon = keyof typeof BUILTIN_ICONS;
export const BUILTIN_ICON_NAMES = Object.keys(BUILTIN_ICONS) as BuiltinIcon[];
export const BUILTIN_PREFIX = 'builtin:';

/** What a stored icon value is: a built-in icon, an uploaded image, or nothing. */
export function readIcon(icon: string | null | undefined): { kind: 'builtin'; name: BuiltinIcon; path: string } | { kind: 'image'; url: string } | null {
  if (!icon) return null;
  if (icon.startsWith(BUILTIN_PREFIX)) {
    const name = icon.slice(BUILTIN_PREFIX.length) as BuiltinIcon;
    return name in BUILTIN_ICONS ? { kind: 'builtin', name, path: BUILTIN_ICONS[name] } : null;
  }
  return { kind: 'image', url: icon };
}
