/** An ISBN as typed ('978-602-03-1234-5', '0 306 40615 2') reduced to its digits (and a final X); '' when empty. */
export const normalizeIsbn = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

/**
 * Whether a normalised ISBN is a valid ISBN-10 (weights 10..1, the last digit may be X = 10, sum divisible by 11)
 * or ISBN-13 (weights 1 and 3 alternating, sum divisible by 10).
 */
export function isValidIsbn(isbn: string): boolean {
  if (/^\d{9}[\dX]$/.test(isbn)) {
    const sum = [...isbn].reduce((s, c, i) => s + (c === 'X' ? 10 : Number(c)) * (10 - i), 0);
    return sum % 11 === 0;
  }
  if (/^\d{13}$/.test(isbn)) {
    const sum = [...isbn].reduce((s, c, i) => s + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
    return sum % 10 === 0;
  }
  return false;
}
