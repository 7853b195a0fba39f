import { z } from 'zod';

/**
 * The field rules every area's form says the same way (areaTexts' `required` and `tooLong`), in one place: a
 * required trimmed text, an optional text, a reference to a row by id, an https link. Isomorphic: the islands
 * validate with them as the server parses.
 */
export interface FieldTexts {
  required: (field: string) => string;
  tooLong: (field: string, max: number) => string;
}

/** The largest id a path or a reference may carry (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** A reference to a row by its id, as a form or a query sends it (text or number). */
export const idRef = z.coerce.number().int().positive().max(MAX_ID);

/** A required text: trimmed, '<field> is required' when empty, '<field> must be at most N characters' when long. */
export const requiredText = (M: FieldTexts, field: string, max: number) =>
  z
    .string({ error: M.required(field) })
    .trim()
    .min(1, M.required(field))
    .max(max, M.tooLong(field, max));

/** An optional text, '' when absent (a description; rich text keeps its spacing, so trimming is the caller's choice). */
export const optionalText = (M: FieldTexts, field: string, max: number, { trim = false }: { trim?: boolean } = {}) =>
  (trim ? z.string().trim() : z.string()).max(max, M.tooLong(field, max)).default('');

/** An https link with a dotted host name, or '' for none. */
export const httpsLink = (M: FieldTexts, field: string, max: number, invalid: string) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong(field, max))
    .refine((v) => {
      if (v === '') return true;
      try {
        const u = new URL(v);
        return u.protocol === 'https:' && u.hostname.includes('.');
      } catch {
        return false;
      }
    }, invalid);
