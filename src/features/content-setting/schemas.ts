import { z } from 'zod';
import { contentSettingMessages as M } from './messages';

/** The six default thumbnails of spec 002 §3 (§9: 'Six default thumbnails for courses, programs and journeys'). */
export const DEFAULT_THUMBNAIL_COUNT = 6;
export const LEARNING_ORDERS = ['sequential', 'random'] as const;
/** The course wizard's own words for the two orders: 'random' is a free order. */
export const LEARNING_ORDER_LABELS: Record<(typeof LEARNING_ORDERS)[number], string> = { sequential: 'Sequential', random: 'Free (any order)' };

/** The certificate defaults, one per template type of spec 002 §3 (live event 1, course 2, program 3, classroom 24). */
export const CERTIFICATE_DEFAULTS = [
  { field: 'certificate_course_id', type: 2, label: 'Course' },
  { field: 'certificate_classroom_id', type: 24, label: 'Classroom' },
  { field: 'certificate_program_id', type: 3, label: 'Program' },
  { field: 'certificate_live_event_id', type: 1, label: 'Live Event' },
] as const;

const ref = z.number().int().positive().nullable().default(null);

const shape = {
  thumbnail_default: z.number().int().min(1, M.thumbnailRequired).max(DEFAULT_THUMBNAIL_COUNT, M.thumbnailRequired).nullable().default(null),
  thumbnail_file_id: ref,
  certificate_course_id: ref,
  certificate_classroom_id: ref,
  certificate_program_id: ref,
  certificate_live_event_id: ref,
  learning_order: z.enum(LEARNING_ORDERS, { error: M.required('Learning order') }),
  allow_download: z.boolean({ error: M.required('File download') }),
  review_required: z.boolean({ error: M.required('Review before publish') }),
  review_role_id: ref,
};
type Shape = { thumbnail_default: number | null; thumbnail_file_id: number | null; review_required: boolean; review_role_id: number | null };
const rule = (v: Shape, ctx: z.RefinementCtx) => {
  if ((v.thumbnail_default === null) === (v.thumbnail_file_id === null))
    ctx.addIssue({ code: 'custom', path: ['thumbnail_default'], message: M.thumbnailRequired });
  if (v.review_required && v.review_role_id === null) ctx.addIssue({ code: 'custom', path: ['review_role_id'], message: M.reviewRoleRequired });
};

/** What /setting/content edits (the island validates with it). */
export const ContentSettingInputSchema = z.strictObject(shape).superRefine(rule);
export type ContentSettingValues = z.input<typeof ContentSettingInputSchema>;
/** PUT /api/setting/content: the values and the updated_at the screen started from (stale: 409). */
export const ContentSettingUpdateSchema = z.strictObject({ ...shape, updated_at: z.iso.datetime({ offset: true }).nullable().optional() }).superRefine(rule);
export type ContentSettingUpdate = z.output<typeof ContentSettingUpdateSchema>;

const option = z.object({ id: z.number(), title: z.string() });

export const ContentSettingSchema = z.object({
  thumbnail_default: z.number().nullable(),
  thumbnail_file_id: z.number().nullable(),
  thumbnail_url: z.string().nullable(),
  certificate_course_id: z.number().nullable(),
  certificate_classroom_id: z.number().nullable(),
  certificate_program_id: z.number().nullable(),
  certificate_live_event_id: z.number().nullable(),
  learning_order: z.enum(LEARNING_ORDERS),
  allow_download: z.boolean(),
  review_required: z.boolean(),
  review_role_id: z.number().nullable(),
  /** Null until the organisation first saves the screen (the console's own defaults apply). */
  updated_at: z.string().nullable(),
  /** What the pickers offer: the organisation's certificate templates of each type and its roles. */
  options: z.object({
    certificates: z.object({ 1: z.array(option), 2: z.array(option), 3: z.array(option), 24: z.array(option) }),
    roles: z.array(option),
  }),
});
export type ContentSetting = z.infer<typeof ContentSettingSchema>;

/** What the learner site reads: whether it offers files for download, and the order new content starts with. */
export const LearnerContentRulesSchema = z.object({ allow_download: z.boolean(), learning_order: z.enum(LEARNING_ORDERS) });

export const SavedSchema = z.object({ changed: z.boolean(), updated_at: z.string() });
