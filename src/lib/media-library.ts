import { z } from 'zod';
import { optionalText, requiredText } from './field-schemas';
import { areaListScreen, auditColumns, column, filter, type ListScreen } from './list-kit';
import { areaTexts } from './area-texts';
import { ListQuerySchema } from './list';

/**
 * The media library's items (docs/decisions/0082): one set of isomorphic schemas, texts and rules made per kind, so
 * that each media area's schemas.ts, messages.ts and forms stay one line each. Each area describes its kind
 * (`MediaKindInfo`) in its own folder and hands it to the kit (docs/decisions/0107).
 */
export const MEDIA_STATUSES = ['draft', 'review', 'publish'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];
export const STATUS_LABELS: Record<MediaStatus, string> = { draft: 'Draft', review: 'Review', publish: 'Publish' };

/** The workflow: a draft goes to review; a review is published or sent back; a published item may be withdrawn to draft. */
export const STATUS_STEPS: Record<MediaStatus, readonly MediaStatus[]> = { draft: ['review'], review: ['publish', 'draft'], publish: ['draft'] };
export const STATUS_ACTIONS: Record<MediaStatus, string> = { review: 'Submit for Review', publish: 'Publish', draft: 'Back to Draft' };

const MEDIA_PAGE_SIZE = 10;
export const TITLE_MAX = 200;
const DESCRIPTION_MAX = 20_000;
export const MEDIA_SORT_COLUMNS = ['title', 'status_enum', 'duration', 'created_by', 'created_at', 'updated_at'] as const;

/** The built-in thumbnails a form offers (public/media/thumbnails). */
export const DEFAULT_THUMBNAILS = ['/media/thumbnails/classroom.svg', '/media/thumbnails/waves.svg', '/media/thumbnails/spotlight.svg'] as const;

/** One kind of media item as its area describes it: its nouns, screens, calls, upload folder and files. */
export interface MediaKindInfo {
  /** Its content type and audit entity, e.g. the area's name. */
  kind: string;
  noun: string;
  plural: string;
  base: string;
  api: string;
  /** The upload folder of src/features/storage/policies.ts. */
  folder: string;
  accept: string;
  formats: string;
  mimeTypes: readonly string[];
  /** Its files have pictures: a video element plays them and a thumbnail can be taken from a frame (otherwise an audio element). */
  visual: boolean;
  /** A title the form's placeholder offers as an example. */
  example: string;
}

/** The area's texts (spec 000 names the screens through the route table; the rest follow the other areas' wording). */
export function mediaMessages(noun: string, plural: string) {
  return {
    ...areaTexts(noun, plural),
    searchList: 'Search by title',
    statusChanged: (status: string) => `${noun} status changed to ${status}.`,
    statusFailed: 'Failed to change the status',
    statusStep: (from: string, to: string) => `A ${noun.toLowerCase()} in ${from} cannot go to ${to}.`,
    conflict: `Someone else changed this ${noun.toLowerCase()} after you opened it. Reload the page to see their changes.`,
    /** Spec 000 §2/§8: the file input's warning when it is empty. */
    fileRequired: "There's no any file to be uploaded",
    fileWrongKind: (formats: string) => `The file must be an uploaded ${formats} file.`,
    thumbnailInvalid: 'Pick a default thumbnail or upload a JPG, PNG or WebP image.',
    categoryMissing: 'Pick a category of this organisation.',
    publishedNoDelete: `A published ${noun.toLowerCase()} cannot be deleted: move it back to draft first.`,
  };
}
export type MediaMessages = ReturnType<typeof mediaMessages>;

/** The calls a media list uses, from the area's contract. */
export interface MediaListApi {
  list: { path: string };
  remove: { path: string };
  categories: { path: string };
}

/**
 * A media area's '… List' (docs/decisions/0082) as one resource-kit declaration: search, created-date, status and
 * category filters; title, category, duration, status and the audit columns.
 */
export function mediaListScreen(info: MediaKindInfo, api: MediaListApi): ListScreen {
  const { noun, plural, base } = info;
  const M = mediaMessages(noun, plural);
  return areaListScreen({
    base,
    api,
    texts: M,
    pageSize: MEDIA_PAGE_SIZE,
    createLabel: `Create ${noun}`,
    search: { placeholder: M.searchList, label: `Search ${plural}` },
    filters: [filter.dateRange('Created'), filter.status(STATUS_LABELS), filter.category({ path: api.categories.path })],
    columns: [
      column.title({ href: `${base}/detail/:id` }),
      column.category(),
      column.text('duration', 'Duration', { field: 'duration_text', sortable: true }),
      column.status(STATUS_LABELS, { id: 'status', field: 'status_enum' }),
      ...auditColumns(),
    ],
  });
}

const THUMBNAIL = /^(\/media\/thumbnails\/[a-z-]+\.svg|\/api\/storage\/files\/[\w./-]+)$/;

/** Create and edit; the status is not a field (its own call moves it along the workflow). */
export function mediaInputSchema(M: MediaMessages) {
  return z.strictObject({
    title: requiredText(M, 'Title', TITLE_MAX),
    description: optionalText(M, 'Description', DESCRIPTION_MAX),
    category_id: z
      .number({ error: M.required('Category') })
      .int()
      .positive(M.required('Category'))
      .nullable()
      .default(null),
    file_id: z.number({ error: M.fileRequired }).int().positive(M.fileRequired),
    thumbnail: z.string().max(500).regex(THUMBNAIL, M.thumbnailInvalid).nullable().default(null),
  });
}

/** PATCH carries the updated_at it started from; a stale one is a 409. */
export const mediaUpdateSchema = (M: MediaMessages) => mediaInputSchema(M).extend({ updated_at: z.iso.datetime({ offset: true }).optional() });

export const MediaStatusInputSchema = z.strictObject({
  status: z.enum(MEDIA_STATUSES),
  updated_at: z.iso.datetime({ offset: true }).optional(),
});

const isoDay = z.iso.date().optional();

/** The list contract plus status, category and the created date range (Jakarta days). */
export const MediaListQuerySchema = ListQuerySchema.extend({
  status: z.enum(MEDIA_STATUSES).optional(),
  category_id: z.coerce.number().int().positive().optional(),
  start_date: isoDay,
  end_date: isoDay,
});
export type MediaListQuery = z.infer<typeof MediaListQuerySchema>;

const person = z.object({ full_name: z.string() });

export const MediaRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  /** Seconds, read from the file (0 until the job has read it). */
  duration: z.number(),
  /** The duration as the list shows it: '4:05', or '-' until it is read. */
  duration_text: z.string(),
  status_enum: z.enum(MEDIA_STATUSES),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  thumbnail: z.string().nullable(),
  created_by: person,
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type MediaRow = z.infer<typeof MediaRowSchema>;

export const MediaFileSchema = z.object({ id: z.number(), full_path: z.string(), name: z.string(), mime_type: z.string(), size: z.number() });
export type MediaFile = z.infer<typeof MediaFileSchema>;

export const MediaDetailSchema = MediaRowSchema.extend({
  file: MediaFileSchema.nullable(),
  updated_by: person,
  status_changed_by: person.nullable(),
  status_changed_at: z.string().nullable(),
  duration_job: z.object({ id: z.number(), state: z.enum(['queued', 'running', 'done', 'failed']), error: z.string().nullable() }).nullable(),
});
export type MediaDetail = z.infer<typeof MediaDetailSchema>;

export const MediaSavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });
export const MediaCreatedSchema = z.object({ id: z.number() });

/** One entry of an item's History tab, read from the audit log. */
export interface MediaHistoryEntry {
  action: string;
  user: string;
  created_at: string;
  /** For an edit: the fields it changed; for a status change: from and to. */
  detail: string;
}

/** The form's labels of the stored fields (the history names what an edit changed). */
export const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  category_id: 'Category',
  file_id: 'File',
  thumbnail: 'Thumbnail',
};

/** 6 → '0:06', 3725 → '1:02:05'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
