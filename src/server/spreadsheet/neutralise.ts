/**
 * Spreadsheet formula injection: user text that starts with = + - @ or a control character would be read as a
 * formula by Excel and LibreOffice. Such text is written with a leading apostrophe, shown as typed.
 */
export function neutralise<T>(value: T): T | string {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r\n\u0000-\u001f]/.test(value) ? `'${value}` : value;
}

/** The text `neutralise` wrote, read back: one leading apostrophe before a formula character is dropped. */
export function unneutralise(value: string): string {
  return /^'[=+\-@\t\r\n\u0000-\u001f]/.test(value) ? value.slice(1) : value;
}
