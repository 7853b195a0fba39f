import { z } from 'zod';
import { PlacementRowSchema } from '@/lib/associates-schema';
import { ListQuerySchema, pageSizeSchema } from '@/lib/list';

/** The file types an assignment may accept, grouped as the form shows them (spec 002 §3; docs/decisions/0030). */
export const EXTENSION_GROUPS = {
  documents: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'jpg', 'png'],
  videos: ['mp4'],
  audios: ['mp3', 'wav'],
  others: ['pbix', 'zip'],
} as const;
export type ExtensionGroup = keyof typeof EXTENSION_GROUPS;

const ASSIGNMENT_TYPES = ['individual', 'group'] as const;
export const RESULT_STATUSES = ['not_done', 'waiting_for_review', 'not_passed', 'passed'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

const groupList = <G extends ExtensionGroup>(g: G) =>
  z
    .array(z.enum(EXTENSION_GROUPS[g] as unknown as [string, ...string[]]))
    .max(20)
    .default([])
    .transform((v) => [...new Set(v)]);

export const AllowedExtensionsSchema = z.strictObject({
  documents: groupList('documents'),
  videos: groupList('videos'),
  audios: groupList('audios'),
  others: groupList('others'),
});
export type AllowedExtensions = z.infer<typeof AllowedExtensionsSchema>;

/** Rich text shows something: text other than whitespace, or an image (the server re-checks after sanitising). */
export function hasVisibleInstruction(html: string): boolean {
  if (/<img\s[^>]*src=/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/[\s\u00a0\u200b\ufeff]+/g, '');
  return text.length > 0;
}

export const AssignmentInputSchema = z
  .strictObject({
    title: z.string({ message: 'Title is required' }).trim().min(1, 'Title is required').max(255),
    instruction: z.string({ message: 'Instruction is required' }).max(500_000).refine(hasVisibleInstruction, 'Instruction is required'),
    grading_status: z.enum(['graded', 'ungraded']).default('graded'),
    assignment_type: z.enum(ASSIGNMENT_TYPES).default('individual'),
    upload_condition: z.enum(['required', 'optional', 'disallowed']).default('required'),
    submit_condition: z.enum(['resubmit', 'no_resubmit']).default('resubmit'),
    display_result: z.boolean().default(false),
    allowed_upload_extensions: AllowedExtensionsSchema.default({ documents: [], videos: [], audios: [], others: [] }),
  })
  .superRefine((v, ctx) => {
    const chosen = Object.values(v.allowed_upload_extensions).flat().length;
    if (v.upload_condition !== 'disallowed' && chosen === 0) {
      ctx.addIssue({ code: 'custom', path: ['allowed_upload_extensions'], message: 'Choose at least one file type' });
    }
  })
  .transform((v) => (v.upload_condition === 'disallowed' ? { ...v, allowed_upload_extensions: { documents: [], videos: [], audios: [], others: [] } } : v));
export type AssignmentInput = z.input<typeof AssignmentInputSchema>;
export type AssignmentData = z.output<typeof AssignmentInputSchema>;

/** An edit carries the updated_at it started from; a stale one is a 409 (DESIGN.md). */
export const AssignmentUpdateSchema = z.intersection(AssignmentInputSchema, z.object({ updated_at: z.iso.datetime({ offset: true }).optional() }));

export const AssignmentListQuerySchema = ListQuerySchema.extend({
  assignment_type: z.enum(ASSIGNMENT_TYPES).optional(),
  start_date: z.iso.date().optional(),
  end_date: z.iso.date().optional(),
});
export type AssignmentListQuery = z.infer<typeof AssignmentListQuerySchema>;
export const ASSIGNMENT_SORT_COLUMNS = ['title', 'submitted', 'assignment_type', 'created_by', 'created_at', 'updated_at'] as const;

// What the calls answer (api.ts declares them as the endpoints' outputs; the islands' types come from them).

export const AssignmentRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  instruction: z.string(),
  grading_status: z.enum(['graded', 'ungraded']),
  assignment_type: z.enum(ASSIGNMENT_TYPES),
  upload_condition: z.enum(['required', 'optional', 'disallowed']),
  submit_condition: z.enum(['resubmit', 'no_resubmit']),
  display_result: z.boolean(),
  allowed_upload_extensions: z.object({
    documents: z.array(z.string()),
    videos: z.array(z.string()),
    audios: z.array(z.string()),
    others: z.array(z.string()),
  }),
  submitted: z.number(),
  is_associated: z.boolean(),
  created_by: z.object({ id: z.number().nullable(), full_name: z.string().nullable() }),
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type AssignmentRow = z.infer<typeof AssignmentRowSchema>;

export const HistoryEntrySchema = z.object({ action: z.string(), user: z.string().nullable(), created_at: z.string() });
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const AssignmentDetailSchema = AssignmentRowSchema.extend({ history: z.array(HistoryEntrySchema) });
export type AssignmentDetail = z.infer<typeof AssignmentDetailSchema>;

/** A batch the assignment is placed in, as the report's filter offers it. */
export const FilterOptionSchema = z.object({ value: z.number(), label: z.string(), module_type: z.string(), module_title: z.string() });
export type FilterOption = z.infer<typeof FilterOptionSchema>;

export const AssociatesQuerySchema = ListQuerySchema.extend({
  module_type: z.string().trim().max(30).optional(),
  batch_id: z.coerce.number().int().positive().optional(),
});
export type AssociatesQuery = z.infer<typeof AssociatesQuerySchema>;

export const AssociateRowSchema = PlacementRowSchema.extend({
  /** The encrypted report parameter for 'View Detail'. */
  detail: z.string(),
});
export type AssociateRow = z.infer<typeof AssociateRowSchema>;

/** The filters a report link carries (encrypted). */
export const ReportFilterSchema = z.object({
  batch_id: z.coerce.number().int().positive().nullish(),
  section_id: z.coerce.number().int().positive().nullish(),
  content_id: z.coerce.number().int().positive().nullish(),
  relation_id: z.coerce.number().int().positive().nullish(),
});
export type ReportFilter = z.infer<typeof ReportFilterSchema>;

export const FilterOptionsQuerySchema = ListQuerySchema.extend({ page_size: pageSizeSchema(20) });

export const ResultsQuerySchema = ListQuerySchema.extend({
  batch_id: z.coerce.number().int().positive().optional(),
  section_id: z.coerce.number().int().positive().optional(),
  content_id: z.coerce.number().int().positive().optional(),
  relation_id: z.coerce.number().int().positive().optional(),
  status: z.enum(RESULT_STATUSES).optional(),
  start_date: z.iso.date().optional(),
  end_date: z.iso.date().optional(),
  except_status: z.enum(RESULT_STATUSES).optional(),
  tz: z.string().max(60).optional(),
});
export type ResultsQuery = z.infer<typeof ResultsQuerySchema>;
export const RESULT_SORT_COLUMNS = ['nik', 'name', 'email', 'position', 'finished_at', 'updated_at', 'score', 'status'] as const;

const ResultFileSchema = z.object({ url: z.string(), type: z.string(), size: z.number(), name: z.string() });
const ResultMemberSchema = z.object({ name: z.string().nullable(), email: z.string().nullable(), nik: z.string().nullable(), picture: z.string().nullable() });
export type ResultMember = z.infer<typeof ResultMemberSchema>;
export const ResultRowSchema = z.object({
  /** The result's id (null while not_done: nothing to grade yet). */
  id: z.number().nullable(),
  user_id: z.number(),
  placement_id: z.number(),
  nik: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  position: z.string().nullable(),
  picture: z.string().nullable(),
  finished_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  score: z.number().nullable(),
  status: z.enum(RESULT_STATUSES),
  notes: z.string().nullable(),
  pass_grade: z.number(),
  files: z.array(ResultFileSchema),
  members: z.array(ResultMemberSchema),
  version: z.number().nullable(),
});
export type ResultRow = z.infer<typeof ResultRowSchema>;

export const AssignmentDashboardSchema = z.object({
  title: z.string(),
  assignment_type: z.enum(ASSIGNMENT_TYPES),
  participants: z.number(),
  waiting_review: z.number(),
  not_passed: z.number(),
  passed: z.number(),
  instruction: z.string(),
  experts: z.array(z.object({ id: z.number(), name: z.string(), avatar: z.string().nullable() })),
  conditions: z.array(z.object({ key: z.string(), value: z.union([z.string(), z.number()]) })),
});
export type AssignmentDashboard = z.infer<typeof AssignmentDashboardSchema>;

/** Scores: 0 to 100 (docs/decisions/0032); a single grade must not be 0 (spec 002 §5). */
const ScoreSchema = z.number({ message: 'Score must be a number' }).min(0, 'Score must be between 0 and 100').max(100, 'Score must be between 0 and 100');

export const GradeInputSchema = z.strictObject({
  data: z
    .array(
      z.strictObject({
        id: z.number().int().positive(),
        score: ScoreSchema,
        /** The version the grader saw; when given and stale, the grade is refused (409) unless overwrite is set. */
        version: z.number().int().positive().optional(),
        overwrite: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(20_000),
});
export type GradeInput = z.infer<typeof GradeInputSchema>;

export const ImportPreviewRowSchema = z.object({
  id: z.number(),
  nik: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  score: z.number(),
  previous_score: z.number().nullable(),
  version: z.number(),
  /** True when the grade changed after the template was downloaded: needs an explicit choice. Never true for an unchanged row. */
  stale: z.boolean(),
  /** 'unchanged' when the score equals the stored one: nothing will be written for it (issue 13 item 6). */
  status: z.enum(['changed', 'unchanged']),
});
export type ImportPreviewRow = z.infer<typeof ImportPreviewRowSchema>;
/** The grade-import preview: the rows read from the file and how many are stale, skipped, changed and unchanged. */
export const ImportPreviewSchema = z.object({
  results: z.array(ImportPreviewRowSchema),
  stale: z.number(),
  skipped: z.number(),
  changed: z.number(),
  unchanged: z.number(),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;
export interface ImportRowError {
  row: number;
  message: string;
}

export const SubmissionNotesSchema = z.string().max(10_000).optional();
