/**
 * Spreadsheet formula injection: user text that starts with = + - @ or a control character would be read as a
 * formula by Excel and LibreOffice when it arrives in a CSV. Such text is written with a leading apostrophe. An xlsx
 * string cell is never evaluated, so xlsx exports write strings as they are (write-xlsx.ts).
 */
export function neutralise<T>(value: T): T | string {
  // '-' alone (the screens' "no value") is no formula: never '-.
  if (typeof value !== 'string' || value === '-') return value;
  return /^[=+\-@\t\r\n\u0000-\u001f]/.test(value) ? `'${value}` : value;
}

/** The text `neutralise` wrote, read back: one leading apostrophe before a formula character is dropped. */
export function unneutralise(value: string): string {
  return /^'[=+\-@\t\r\n\u0000-\u001f]/.test(value) ? value.slice(1) : value;
}
