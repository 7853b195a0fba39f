import { z } from 'zod';
import { ListQuerySchema } from '@/lib/list';
import { documentMessages as M } from './messages';

export const DOCUMENT_PAGE_SIZE = 10;
export const TITLE_MAX = 255;
/** Rich-text HTML as sent (sanitised on the server before it is stored). */
const DESCRIPTION_MAX = 50_000;
const DOCUMENT_TYPES = ['pdf', 'ppt'] as const;
const DOCUMENT_STATUSES = ['draft', 'publish'] as const;
export const STATUS_LABELS: Record<(typeof DOCUMENT_STATUSES)[number], string> = { draft: 'Draft', publish: 'Publish' };
export const DOCUMENT_SORT_COLUMNS = ['title', 'status', 'page_count', 'created_by', 'created_at', 'updated_at'] as const;

const idRef = (field: string) =>
  z.coerce
    .number({ error: M.required(field) })
    .int()
    .positive(M.required(field))
    .max(2_147_483_647);

/** Create and edit (the type comes from the screen: /pdf is always pdf, /content-document/{type}). */
export const DocumentInputSchema = z.strictObject({
  type: z.enum(DOCUMENT_TYPES).default('pdf'),
  title: z
    .string({ error: M.required('Title') })
    .trim()
    .min(1, M.required('Title'))
    .max(TITLE_MAX, M.titleMax(TITLE_MAX)),
  description: z.string().max(DESCRIPTION_MAX, M.descriptionMax).default(''),
  category_id: idRef('Category')
    .nullable()
    .refine((v) => v !== null, M.required('Category')),
  file_id: z.coerce
    .number({ error: M.fileRequired })
    .int()
    .positive(M.fileRequired)
    .max(2_147_483_647)
    .nullable()
    .refine((v) => v !== null, M.fileRequired),
  status: z.enum(DOCUMENT_STATUSES).default('draft'),
});
/** @public The form's input (kept exported for API clients). */
export type DocumentInput = z.input<typeof DocumentInputSchema>;
export type DocumentValues = z.output<typeof DocumentInputSchema>;

/** PATCH carries the updated_at it started from; a stale one is a 409 (DESIGN.md, concurrent edits). */
export const DocumentUpdateSchema = DocumentInputSchema.extend({ updated_at: z.iso.datetime({ offset: true }).optional() });
export type DocumentUpdate = z.output<typeof DocumentUpdateSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

/** The list contract plus category, status, type and the created_at range (Jakarta days). */
export const DocumentListQuerySchema = ListQuerySchema.extend({
  category_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(DOCUMENT_STATUSES).optional(),
  type: z.enum(DOCUMENT_TYPES).optional(),
  start_date: isoDay.optional(),
  end_date: isoDay.optional(),
});
export type DocumentListQuery = z.infer<typeof DocumentListQuerySchema>;

const person = z.object({ full_name: z.string() });
const storedFile = z.object({ id: z.number(), name: z.string(), url: z.string(), mime_type: z.string(), size: z.number() });

export const DocumentRowSchema = z.object({
  id: z.number(),
  type: z.enum(DOCUMENT_TYPES),
  title: z.string(),
  description: z.string(),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  file: storedFile,
  page_count: z.number().nullable(),
  thumbnail_url: z.string().nullable(),
  /** The file as a download behind the area's key (GET …/{id}/download). */
  download_url: z.string(),
  preview_url: z.string().nullable(),
  processing: z.enum(['queued', 'running', 'done', 'failed']),
  preview: z.enum(['pending', 'ready', 'unavailable', 'failed']),
  processing_error: z.string().nullable(),
  created_by: person,
  updated_by: person,
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type DocumentRowData = z.infer<typeof DocumentRowSchema>;

/** The background work on a document's file, which the detail page polls while it runs. */
export const DocumentProcessingSchema = z.object({
  processing: DocumentRowSchema.shape.processing,
  preview: DocumentRowSchema.shape.preview,
  progress: z.number(),
  progress_text: z.string().nullable(),
  page_count: z.number().nullable(),
  error: z.string().nullable(),
});
export type DocumentProcessing = z.infer<typeof DocumentProcessingSchema>;

export const DocumentSavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });

/** GET /api/files/upload (spec 002 §7): the content picker's rows. */
export const FilePickerQuerySchema = ListQuerySchema.extend({ type: z.enum(DOCUMENT_TYPES).optional() });
export const FilePickerRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  page_count: z.number().nullable(),
  thumbnail_url: z.string().nullable(),
  file_url: z.string(),
  file_name: z.string(),
  updated_at: z.string(),
});

/** One line of the detail page's History tab (from the audit log). */
export interface DocumentHistoryEntry {
  action: string;
  user: string;
  created_at: string;
  fields: string[];
}
