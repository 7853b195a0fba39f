import { describe, expect, it } from 'vitest';
import { isValidIsbn, normalizeIsbn } from './isbn';

describe('ISBN checksums', () => {
  it('accepts valid ISBN-10 and ISBN-13, with hyphens, spaces and a final X', () => {
    for (const isbn of ['0-306-40615-2', '978-0-306-40615-7', '9786020312347', '0 8044 2957 X', '080442957x']) {
      expect(isValidIsbn(normalizeIsbn(isbn)), isbn).toBe(true);
    }
  });

  it('refuses a wrong check digit, a wrong length and an X anywhere but last', () => {
    for (const isbn of ['0-306-40615-3', '978-0-306-40615-8', '12345', '97806064061571', '0X06406152', 'abcdefghij']) {
      expect(isValidIsbn(normalizeIsbn(isbn)), isbn).toBe(false);
    }
  });
});
