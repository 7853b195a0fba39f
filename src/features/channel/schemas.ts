import { z } from 'zod';
import { StoredFileSchema } from '@/lib/file-ref';
import { idRef, optionalText, requiredText } from '@/lib/field-schemas';
import { ListQuerySchema, pageSizeSchema } from '@/lib/list';
import { channelMessages as M } from './messages';

export const CHANNEL_PAGE_SIZE = 10;
export const PICKER_PAGE_SIZE = 10;
export const TITLE_MAX = 120;
const DESCRIPTION_MAX = 20000;
const ITEMS_MAX = 200;
export const VISIBILITIES = ['public', 'private', 'hidden'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const VISIBILITY_LABELS: Record<Visibility, string> = { public: 'Public', private: 'Private', hidden: 'Hidden' };
export const CHANNEL_SORT_COLUMNS = ['title', 'visibility', 'items', 'created_at', 'updated_at'] as const;

/** The stored cover file as the upload answered it (the file field's value; the merger's MediaUploadField keeps it). */

/** One item of the channel: a content type of the registry and the content's id. */
const ChannelItemRefSchema = z.object({ type: z.string().trim().min(1).max(40), id: z.number().int().positive() });

const ids = z.array(z.number().int().positive()).max(500);

const ChannelFields = z.strictObject({
  title: requiredText(M, 'Title', TITLE_MAX),
  description: optionalText(M, 'Description', DESCRIPTION_MAX),
  cover: StoredFileSchema.nullable().default(null),
  /** Optional (docs/decisions/0120): a category of the organisation's /categories tree, or none. */
  category_id: idRef.nullable().default(null),
  visibility: z.enum(VISIBILITIES).default('hidden'),
  division_ids: ids.default([]),
  company_ids: ids.default([]),
  items: z
    .array(ChannelItemRefSchema)
    .max(ITEMS_MAX, M.tooManyItems(ITEMS_MAX))
    .refine((items) => new Set(items.map((i) => `${i.type}:${i.id}`)).size === items.length, M.duplicateItem)
    .default([]),
});

/** A private channel names its audience (at least one division or company). */
const audienceGiven = (v: { visibility: Visibility; division_ids: number[]; company_ids: number[] }, ctx: z.RefinementCtx) => {
  if (v.visibility === 'private' && !v.division_ids.length && !v.company_ids.length) {
    ctx.addIssue({ code: 'custom', path: ['division_ids'], message: M.audienceRequired });
  }
};

export const ChannelInputSchema = ChannelFields.superRefine(audienceGiven);
export type ChannelValues = z.output<typeof ChannelInputSchema>;

/** PATCH carries the updated_at it started from; a stale one is a 409. */
export const ChannelUpdateSchema = ChannelFields.extend({ updated_at: z.iso.datetime({ offset: true }).optional() }).superRefine(audienceGiven);

export const ChannelListQuerySchema = ListQuerySchema.extend({ visibility: z.enum(VISIBILITIES).optional(), category_id: idRef.optional() });
export type ChannelListQuery = z.infer<typeof ChannelListQuerySchema>;

const person = z.object({ full_name: z.string() });

export const ChannelRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  visibility: z.enum(VISIBILITIES),
  items: z.number(),
  cover: z.string().nullable(),
  created_by: person,
  updated_by: person,
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type ChannelRow = z.infer<typeof ChannelRowSchema>;

/** An item as the console shows it: its content's title and status, or removed when the content is gone. */
export const ChannelItemSchema = z.object({
  type: z.string(),
  type_label: z.string(),
  id: z.number(),
  title: z.string(),
  status: z.string().nullable(),
  removed: z.boolean(),
});
export type ChannelItem = z.infer<typeof ChannelItemSchema>;

export const ChannelDetailSchema = ChannelRowSchema.omit({ cover: true }).extend({
  description: z.string(),
  cover: StoredFileSchema.nullable(),
  division_ids: z.array(z.number()),
  company_ids: z.array(z.number()),
  audience: z.array(z.object({ kind: z.enum(['division', 'company']), id: z.number(), name: z.string() })),
  content: z.array(ChannelItemSchema),
});
export type ChannelDetail = z.infer<typeof ChannelDetailSchema>;

export const ChannelSavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });

/** The content picker: one type of the registry, a keyword, 10 per page. */
export const PickerQuerySchema = ListQuerySchema.extend({ type: z.string().trim().min(1).max(40), page_size: pageSizeSchema(PICKER_PAGE_SIZE, 50) });
export type PickerQuery = z.infer<typeof PickerQuerySchema>;

export const PickerRowSchema = z.object({ type: z.string(), id: z.number(), title: z.string(), status: z.string().nullable() });
export type PickerRow = z.infer<typeof PickerRowSchema>;

export const OptionSchema = z.object({ value: z.string(), label: z.string() });

/** The form's choices read on the server: the content types, divisions and companies. */
export interface ChannelFormOptions {
  types: { value: string; label: string }[];
  divisions: { value: number; label: string }[];
  companies: { value: number; label: string }[];
}
