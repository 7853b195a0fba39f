import { z } from 'zod';
import { ListQuerySchema } from '@/lib/list';
import { feedMessages as M } from './messages';

export const FEED_PAGE_SIZE = 10;
export const POST_TYPES = ['text', 'image', 'link'] as const;
export const POST_STATES = ['visible', 'hidden', 'deleted'] as const;
const REPORT_REASONS = ['spam', 'harassment', 'misinformation', 'inappropriate', 'other'] as const;
export const MODERATION_ACTIONS = ['hide', 'restore', 'delete'] as const;
export type PostType = (typeof POST_TYPES)[number];
export type PostState = (typeof POST_STATES)[number];
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const FEED_SORT_COLUMNS = ['reported', 'created_at', 'likes_count', 'comments_count', 'reports'] as const;
const BODY_MAX = 3000;
const REASON_MIN = 3;
const REASON_MAX = 500;

export const TYPE_LABELS: Record<PostType, string> = { text: 'Text', image: 'Image', link: 'Link' };
export const STATE_LABELS: Record<PostState, string> = { visible: 'Visible', hidden: 'Hidden', deleted: 'Deleted' };
export const REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  misinformation: 'False information',
  inappropriate: 'Inappropriate content',
  other: 'Something else',
};

/** Which moderation each state allows (docs/decisions/0085): deleted is soft, so it can be restored. */
export const ALLOWED: Record<PostState, readonly ModerationAction[]> = {
  visible: ['hide', 'delete'],
  hidden: ['restore', 'delete'],
  deleted: ['restore'],
};

const isoDate = z.iso.date().optional();

/** The list contract plus state, type, reported only and a created date range (Jakarta days). */
export const FeedListQuerySchema = ListQuerySchema.extend({
  state: z.enum(POST_STATES).optional(),
  type: z.enum(POST_TYPES).optional(),
  reported: z.enum(['true', 'false']).optional(),
  start_date: isoDate,
  end_date: isoDate,
});
export type FeedListQuery = z.infer<typeof FeedListQuerySchema>;

const person = z.object({ full_name: z.string() });

export const FeedRowSchema = z.object({
  id: z.number(),
  type: z.enum(POST_TYPES),
  /** The post's first words (or its link's title): the row's title. */
  excerpt: z.string(),
  author: person,
  likes_count: z.number(),
  comments_count: z.number(),
  /** Reports no moderator has acted on yet. */
  open_reports: z.number(),
  reports_count: z.number(),
  state: z.enum(POST_STATES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FeedRow = z.infer<typeof FeedRowSchema>;

export const FeedDetailSchema = FeedRowSchema.extend({
  body: z.string(),
  image: z.object({ url: z.string(), width: z.number().nullable(), height: z.number().nullable(), name: z.string() }).nullable(),
  link_url: z.string().nullable(),
  link_title: z.string().nullable(),
  moderation_reason: z.string().nullable(),
  moderated_by: person.nullable(),
  moderated_at: z.string().nullable(),
  reports: z.array(
    z.object({
      id: z.number(),
      reporter: person,
      reason: z.enum(REPORT_REASONS),
      note: z.string(),
      created_at: z.string(),
      resolved_at: z.string().nullable(),
    }),
  ),
  history: z.array(z.object({ action: z.string(), user: z.string(), reason: z.string().nullable(), created_at: z.string() })),
});
export type FeedDetail = z.infer<typeof FeedDetailSchema>;

/** A moderation: the action, its reason (required for every action) and the post's updated_at it started from. */
export const ModerationInputSchema = z.strictObject({
  action: z.enum(MODERATION_ACTIONS),
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    // An empty reason says only that it is required (abort: the length rule would say it too).
    .min(1, { message: M.reasonRequired, abort: true })
    .min(REASON_MIN, M.reasonTooShort)
    .max(REASON_MAX, M.reasonTooLong),
  updated_at: z.iso.datetime({ offset: true }),
});
export type ModerationInput = z.infer<typeof ModerationInputSchema>;

export const ModerationResultSchema = z.object({ id: z.number(), state: z.enum(POST_STATES), updated_at: z.string() });

const httpUrl = z
  .string()
  .trim()
  .max(1000, M.linkInvalid)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.');
    } catch {
      return false;
    }
  }, M.linkInvalid);

/** What a learner shares (the learner app's write path; the seed uses it). */
export const LearnerPostInputSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('text'), body: z.string().trim().min(1, M.bodyRequired).max(BODY_MAX) }),
  z.strictObject({ type: z.literal('image'), body: z.string().trim().max(BODY_MAX).default('') }),
  z.strictObject({
    type: z.literal('link'),
    body: z.string().trim().max(BODY_MAX).default(''),
    link_url: httpUrl,
    link_title: z.string().trim().max(200).default(''),
  }),
]);
export type LearnerPostInput = z.input<typeof LearnerPostInputSchema>;

export const LearnerReportInputSchema = z.strictObject({ reason: z.enum(REPORT_REASONS), note: z.string().trim().max(500).default('') });
export type LearnerReportInput = z.input<typeof LearnerReportInputSchema>;
