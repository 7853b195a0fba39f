import { z } from 'zod';
import { idRef, optionalText, requiredText } from '@/lib/field-schemas';
import { ListQuerySchema, pageSizeSchema } from '@/lib/list';
import { batchMessages as B, contentMessages as C, programMessages as M } from './messages';

/** Spec 002 §9: lists 10 a page. */
export const PROGRAM_PAGE_SIZE = 10;
export const TITLE_MAX = 200;
const DESCRIPTION_MAX = 20_000;
/** Spec 002 §3 and §9: six default thumbnails for courses, programs and journeys (public/course-thumbnails). */
export const DEFAULT_THUMBNAILS = [1, 2, 3, 4, 5, 6] as const;
export const defaultThumbnailUrl = (n: number) => `/course-thumbnails/default-${n}.svg`;

/** Spec 002 §3: status options draft and publish; level options fundamental, intermediate, advanced. */
export const PROGRAM_STATUSES = ['draft', 'publish'] as const;
export const PROGRAM_LEVELS = ['fundamental', 'intermediate', 'advanced'] as const;
export const STATUS_LABELS: Record<(typeof PROGRAM_STATUSES)[number], string> = { draft: 'Draft', publish: 'Publish' };
export const LEVEL_LABELS: Record<(typeof PROGRAM_LEVELS)[number], string> = {
  fundamental: 'Fundamental',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};
export const PROGRAM_SORT_COLUMNS = ['title', 'status', 'level', 'created_by', 'created_at', 'updated_at'] as const;

const id = z.number().int().positive().max(2_147_483_647);

/** The program's general data. The thumbnail is one of the six defaults or an uploaded image (files.id), never both. */
export const ProgramInputSchema = z
  .strictObject({
    title: requiredText(M, 'Title', TITLE_MAX),
    description: optionalText(M, 'Description', DESCRIPTION_MAX),
    category_id: z
      .number({ error: M.required('Category') })
      .int()
      .positive(M.required('Category'))
      .max(2_147_483_647),
    level: z.enum(PROGRAM_LEVELS, { error: M.required('Level') }),
    thumbnail_default: z.number().int().min(1, M.thumbnailRequired).max(DEFAULT_THUMBNAILS.length, M.thumbnailRequired).nullable().default(null),
    thumbnail_file_id: id.nullable().default(null),
    status: z.enum(PROGRAM_STATUSES, { error: M.required('Status') }).default('draft'),
  })
  .superRefine((v, ctx) => {
    if ((v.thumbnail_default === null) === (v.thumbnail_file_id === null))
      ctx.addIssue({ code: 'custom', path: ['thumbnail_default'], message: M.thumbnailRequired });
  });
export type ProgramInput = z.input<typeof ProgramInputSchema>;
export type ProgramValues = z.output<typeof ProgramInputSchema>;
export const ProgramUpdateSchema = z.intersection(ProgramInputSchema, z.object({ updated_at: z.iso.datetime({ offset: true }).optional() }));

const day = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' });
export const ProgramListQuerySchema = ListQuerySchema.extend({
  page_size: pageSizeSchema(PROGRAM_PAGE_SIZE),
  status: z.enum(PROGRAM_STATUSES).optional(),
  level: z.enum(PROGRAM_LEVELS).optional(),
  category_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  start_date: day.optional(),
  end_date: day.optional(),
});
export type ProgramListQuery = z.infer<typeof ProgramListQuerySchema>;

export const ProgramRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(PROGRAM_STATUSES),
  level: z.enum(PROGRAM_LEVELS),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  thumbnail_url: z.string().nullable(),
  created_by: z.object({ full_name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type ProgramRow = z.infer<typeof ProgramRowSchema>;

export const ProgramDetailSchema = ProgramRowSchema.extend({
  description: z.string(),
  category_id: z.number().nullable(),
  thumbnail_default: z.number().nullable(),
  thumbnail_file_id: z.number().nullable(),
  updated_by: z.object({ full_name: z.string() }),
});
export type ProgramDetail = z.infer<typeof ProgramDetailSchema>;

export const ProgramSavedSchema = z.object({ id: z.number(), changed: z.boolean(), updated_at: z.string() });

/** Spec 002 §9: program batch default 10 a page; batch options page size -1 (all), titles cut to 25 characters plus an ellipsis. */
const BATCH_PAGE_SIZE = 10;
const BATCH_OPTION_TITLE_MAX = 25;
export const shortTitle = (title: string) => (title.length > BATCH_OPTION_TITLE_MAX ? `${title.slice(0, BATCH_OPTION_TITLE_MAX)}...` : title);
/** Spec 002 §9: invite and waiting lists 10 a page. */
const MEMBER_PAGE_SIZE = 10;

const batchDay = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' });
/** A batch for one organisation of the group (company_id), its dates (WIB days) and capacity (null: no limit). */
export const BatchInputSchema = z
  .strictObject({
    title: requiredText(B, 'Batch title', TITLE_MAX),
    company_id: z
      .number({ error: B.required('Organisation') })
      .int()
      .positive(B.required('Organisation'))
      .max(2_147_483_647),
    start_date: batchDay,
    end_date: batchDay,
    capacity: z.number({ error: B.capacityInvalid }).int(B.capacityInvalid).min(1, B.capacityInvalid).max(100_000, B.capacityInvalid).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.end_date < v.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: B.endBeforeStart });
  });
export type BatchInput = z.output<typeof BatchInputSchema>;

export const BatchQuerySchema = ListQuerySchema.extend({
  page_size: z.coerce
    .number()
    .int()
    .min(-1)
    .max(100)
    .refine((n) => n !== 0, 'page_size must be -1 (all) or 1 to 100')
    .default(BATCH_PAGE_SIZE),
});
export type BatchQuery = z.infer<typeof BatchQuerySchema>;

export const BatchRowSchema = z.object({
  id: z.number(),
  program_id: z.number(),
  title: z.string(),
  short_title: z.string(),
  organization: z.object({ id: z.number(), title: z.string() }).nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  capacity: z.number().nullable(),
  invited: z.number(),
  waiting: z.number(),
});
export type BatchRow = z.infer<typeof BatchRowSchema>;

export const MemberAddSchema = z
  .strictObject({
    user_ids: z.array(id).max(1000).default([]),
    division_ids: z.array(id).max(100).default([]),
    company_ids: z.array(id).max(100).default([]),
  })
  .refine((v) => v.user_ids.length + v.division_ids.length + v.company_ids.length > 0, { message: B.nobody, path: ['user_ids'] });
export type MemberAdd = z.output<typeof MemberAddSchema>;
export const MemberRemoveSchema = z.strictObject({ user_ids: z.array(id).min(1, B.nobody).max(1000) });

export const MemberResultSchema = z.object({
  invited: z.number(),
  waiting: z.number(),
  promoted: z.number(),
  /** Already in another batch of this program (a person takes a program once). */
  in_other_batch: z.number(),
  /** Not of the batch's organisation. */
  other_organization: z.number(),
});

export const MemberQuerySchema = ListQuerySchema.extend({
  page_size: pageSizeSchema(MEMBER_PAGE_SIZE, 100),
  status: z.enum(['invited', 'waiting']).optional(),
});
export type MemberQuery = z.infer<typeof MemberQuerySchema>;
export const MemberRowSchema = z.object({
  user_id: z.number(),
  full_name: z.string(),
  email: z.string(),
  status: z.enum(['invited', 'waiting']),
  /** Place on the waiting list (1 first); null when invited. */
  position: z.number().nullable(),
  added_at: z.string(),
});
export type MemberRow = z.infer<typeof MemberRowSchema>;

/** GET /contents/waiting-list (spec 002 §7): content_id the program, batch_id its batch, relation_id the batch's organisation (optional). */
export const WaitingListQuerySchema = ListQuerySchema.extend({
  page_size: pageSizeSchema(MEMBER_PAGE_SIZE, 100),
  content_id: z.coerce.number().int().positive().max(2_147_483_647),
  batch_id: z.coerce.number().int().positive().max(2_147_483_647),
  relation_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type WaitingListQuery = z.infer<typeof WaitingListQuerySchema>;

/** The Invite Users dialog of a batch (decision 0150): people of the batch's organisation not in a batch of the program, or divisions and companies, 10 a page. */
export const InviteOptionsQuerySchema = ListQuerySchema.extend({
  page_size: pageSizeSchema(MEMBER_PAGE_SIZE, 100),
  by: z.enum(['user', 'division', 'company']).default('user'),
});
export const InviteOptionSchema = z.object({ id: z.number(), label: z.string(), detail: z.string() });

/** What happened to a person in a batch, as its history records it (decision 0150). */
export const HISTORY_EVENTS = ['invited', 'waiting', 'promoted', 'removed'] as const;
export const HISTORY_EVENT_LABELS: Record<(typeof HISTORY_EVENTS)[number], string> = {
  invited: 'Invited',
  waiting: 'Added to the waiting list',
  promoted: 'Promoted from the waiting list',
  removed: 'Removed',
};
export const HistoryQuerySchema = ListQuerySchema.extend({ page_size: pageSizeSchema(MEMBER_PAGE_SIZE, 100) });
export const HistoryRowSchema = z.object({
  at: z.string(),
  event: z.enum(HISTORY_EVENTS),
  user_id: z.number(),
  /** null: the person's account was deleted since. */
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  /** Who made the change; null when their account is gone. */
  by: z.string().nullable(),
});
export type HistoryRow = z.infer<typeof HistoryRowSchema>;

export const ProgramOrganizationSchema = z.object({ id: z.number(), program_id: z.number(), title: z.string() });

/** Manage Content's limits: days of a program, sections of a day, contents of a section. */
const DAYS_MAX = 60;
const SECTIONS_MAX = 20;
const CONTENTS_MAX = 50;
export const PICKER_PAGE_SIZE = 10;

/**
 * PUT /programs/{id}/contents: the program's days (Day 1, Day 2, … by their order), each with its sections and
 * their ordered contents, replaced as a whole; every batch of the program gets them (docs/decisions/0146).
 */
export const ProgramContentsSchema = z.strictObject({
  days: z
    .array(
      z.strictObject({
        sections: z
          .array(
            z.strictObject({
              title: requiredText(C, 'Section title', TITLE_MAX),
              contents: z.array(z.strictObject({ type: z.string().trim().min(1).max(40), id: idRef })).max(CONTENTS_MAX),
            }),
          )
          .max(SECTIONS_MAX),
      }),
    )
    .max(DAYS_MAX),
});
export type ProgramContents = z.output<typeof ProgramContentsSchema>;

export const ProgramContentItemSchema = z.object({ type: z.string(), id: z.number(), title: z.string() });
export type ProgramContentItem = z.infer<typeof ProgramContentItemSchema>;
export const ProgramContentsViewSchema = z.object({
  days: z.array(
    z.object({
      title: z.string(),
      sections: z.array(z.object({ title: z.string(), contents: z.array(ProgramContentItemSchema) })),
    }),
  ),
  batches: z.number(),
});
export type ProgramContentsView = z.infer<typeof ProgramContentsViewSchema>;

/** GET /cms/program-settings: the content pickers (type, keyword), 10 a page. */
export const ProgramPickQuerySchema = ListQuerySchema.extend({
  page_size: pageSizeSchema(PICKER_PAGE_SIZE, 100),
  type: z.string().trim().min(1).max(40),
});

/** The LIM surveys placed in the program with their questions: each question links to its Feedback Detail (decision 0157). */
export const ProgramLimSurveySchema = z.object({
  quiz_id: z.number(),
  title: z.string(),
  questions: z.array(z.object({ id: z.number(), question: z.string(), question_type: z.string(), answers: z.number() })),
});
export type ProgramLimSurvey = z.infer<typeof ProgramLimSurveySchema>;

/** Feedback Detail: one batch of the program, or all (no batch_id); search over name, e-mail and answer; 10 a page. */
export const LimFeedbackQuerySchema = ListQuerySchema.extend({ batch_id: z.coerce.number().int().positive().optional() });
export type LimFeedbackQuery = z.infer<typeof LimFeedbackQuerySchema>;

export const LimFeedbackSchema = z.object({
  program: z.object({ id: z.number(), title: z.string() }),
  survey: z.object({ id: z.number(), title: z.string() }),
  question: z.object({ id: z.number(), question: z.string(), question_type: z.string(), objective: z.string() }),
  /** The program's batches holding the survey (the batch filter). */
  batches: z.array(z.object({ id: z.number(), title: z.string() })),
  batch_id: z.number().nullable(),
  total_answers: z.number(),
  /** A linear scale or a choice: every value or option with its count and share (percent, one decimal); else null. */
  distribution: z.array(z.object({ value: z.string(), label: z.string(), answers: z.number(), percent: z.number() })).nullable(),
  average: z.number().nullable(),
});
export type LimFeedback = z.infer<typeof LimFeedbackSchema>;

export const LimAnswerSchema = z.object({
  user_id: z.number(),
  full_name: z.string(),
  email: z.string(),
  batch: z.string(),
  answer: z.string(),
  submitted_at: z.string().nullable(),
});
export type LimAnswer = z.infer<typeof LimAnswerSchema>;
