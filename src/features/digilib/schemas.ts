import { z } from 'zod';
import { httpsLink, idRef, requiredText } from '@/lib/field-schemas';
import { ListQuerySchema } from '@/lib/list';
import { fileRefInput, StoredFileSchema } from '@/lib/file-ref';
import { digilibMessages as M } from './messages';
import { isValidIsbn, normalizeIsbn } from './isbn';

export const DIGILIB_PAGE_SIZE = 10;
export const TITLE_MAX = 255;
export const TEXT_MAX = 150;
export const DESCRIPTION_MAX = 2000;
export const LOCATION_MAX = 200;
export const LINK_MAX = 1000;
export const STOCK_MAX = 100_000;
/** Spec 000 §3: 1 E-Book Digital, 2 Fisik, 3 E-Book Digital Partner. */
export const DIGILIB_TYPES = [1, 2, 3] as const;
export type DigilibType = (typeof DIGILIB_TYPES)[number];
export const TYPE_LABELS: Record<DigilibType, string> = { 1: 'E-Book Digital', 2: 'Fisik', 3: 'E-Book Digital Partner' };
export const DIGILIB_SORT_COLUMNS = ['title', 'type', 'created_by', 'created_at', 'updated_at'] as const;

const text = (field: string, max = TEXT_MAX) => z.string().trim().max(max, M.tooLong(field, max)).default('');
const https = httpsLink(M, 'Partner Link', LINK_MAX, M.linkInvalid);
const count = (message: string) => z.number({ error: message }).int(message).min(0, message).max(STOCK_MAX, message).nullable().default(null);

/**
 * Create and edit. The type decides which of its own fields are required: an e-book's file, a physical book's
 * location and stock (borrowed at most the stock), a partner e-book's https link; the other types' fields are
 * dropped. The ISBN is optional, stored without hyphens and must pass its ISBN-10 or ISBN-13 checksum.
 */
export const DigilibInputSchema = z
  .strictObject({
    type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: M.required('Type') }),
    title: requiredText(M, 'Title', TITLE_MAX),
    description: text('Description', DESCRIPTION_MAX),
    author: text('Author'),
    publisher: text('Publisher'),
    isbn: z
      .string()
      .trim()
      .max(20, M.isbnInvalid)
      .transform(normalizeIsbn)
      .refine((v) => v === '' || isValidIsbn(v), M.isbnInvalid)
      .default(''),
    category_id: idRef.nullable().refine((v) => v !== null, M.required('Category')),
    cover: fileRefInput(M.coverInvalid).nullable().default(null),
    ebook: fileRefInput(M.fileInvalid).nullable().default(null),
    location: text('Location', LOCATION_MAX),
    stock: count(M.stockInvalid),
    borrowed: count(M.borrowedInvalid),
    partner_url: https.default(''),
  })
  .superRefine((v, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.type === 1 && !v.ebook) need('ebook', M.fileRequired);
    if (v.type === 2) {
      if (!v.location) need('location', M.required('Location'));
      if (v.stock === null) need('stock', M.required('Stock'));
      if (v.stock !== null && v.borrowed !== null && v.borrowed > v.stock) need('borrowed', M.borrowedInvalid);
    }
    if (v.type === 3 && !v.partner_url) need('partner_url', M.required('Partner Link'));
  })
  .transform((v) => ({
    ...v,
    ebook: v.type === 1 ? v.ebook : null,
    location: v.type === 2 ? v.location : '',
    stock: v.type === 2 ? v.stock : null,
    borrowed: v.type === 2 ? (v.borrowed ?? 0) : null,
    partner_url: v.type === 3 ? v.partner_url : '',
  }));
export type DigilibValues = z.output<typeof DigilibInputSchema>;

export const DigilibUpdateSchema = z.intersection(DigilibInputSchema, z.object({ updated_at: z.iso.datetime({ offset: true }).optional() }));

export const DigilibListQuerySchema = ListQuerySchema.extend({
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .optional(),
});
export type DigilibListQuery = z.infer<typeof DigilibListQuerySchema>;

const person = z.object({ id: z.number().nullable(), full_name: z.string() });

export const DigilibRowSchema = z.object({
  id: z.number(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  type_name: z.string(),
  title: z.string(),
  author: z.string(),
  publisher: z.string(),
  isbn: z.string(),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** Fisik: copies on the shelf (stock minus borrowed); other types null. */
  available: z.number().nullable(),
  created_by: person,
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type DigilibRow = z.infer<typeof DigilibRowSchema>;

export const DigilibDetailSchema = DigilibRowSchema.extend({
  description: z.string(),
  cover: StoredFileSchema.nullable(),
  ebook: StoredFileSchema.nullable(),
  location: z.string(),
  stock: z.number().nullable(),
  borrowed: z.number().nullable(),
  partner_url: z.string(),
  updated_by: person,
});
export type DigilibDetail = z.infer<typeof DigilibDetailSchema>;

export const DigilibSavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });
