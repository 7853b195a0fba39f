import { z } from 'zod';
import type { AssociateRowData } from '@/lib/associates-screen';
import { ListQuerySchema, pageSizeSchema } from '@/lib/list';

/** The file types an assignment may accept, grouped as the form shows them (spec 002 §3; docs/decisions/0030). */
export const EXTENSION_GROUPS = {
  documents: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'jpg', 'png'],
  videos: ['mp4'],
  audios: ['mp3', 'wav'],
  others: ['pbix', 'zip'],
} as const;
export type ExtensionGroup = keyof typeof EXTENSION_GROUPS;
export const ALL_EXTENSIONS: string[] = Object.values(EXTENSION_GROUPS).flat();

export const ASSIGNMENT_TYPES = ['individual', 'group'] as const;
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

export interface AssignmentRow {
  id: number;
  title: string;
  instruction: string;
  grading_status: 'graded' | 'ungraded';
  assignment_type: 'individual' | 'group';
  upload_condition: 'required' | 'optional' | 'disallowed';
  submit_condition: 'resubmit' | 'no_resubmit';
  display_result: boolean;
  allowed_upload_extensions: AllowedExtensions;
  submitted: number;
  is_associated: boolean;
  created_by: { id: number | null; full_name: string | null };
  created_at: string;
  updated_at: string;
  can_delete: boolean;
}

export interface HistoryEntry {
  action: string;
  user: string | null;
  created_at: string;
}

export const AssociatesQuerySchema = ListQuerySchema.extend({
  module_type: z.string().trim().max(30).optional(),
  batch_id: z.coerce.number().int().positive().optional(),
});
export type AssociatesQuery = z.infer<typeof AssociatesQuerySchema>;
export const ASSOCIATE_SORT_COLUMNS = ['title', 'module_type', 'batch_title', 'day_title', 'section_title', 'content_title'] as const;

/** A row of 'Associate Assignment List' (the shared associates row). */
export type AssociateRow = AssociateRowData;

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

export interface ResultFile {
  url: string;
  type: string;
  size: number;
  name: string;
}
export interface ResultMember {
  name: string | null;
  email: string | null;
  nik: string | null;
  picture: string | null;
}
export interface ResultRow {
  /** The result's id (null while not_done: nothing to grade yet). */
  id: number | null;
  user_id: number;
  placement_id: number;
  nik: string | null;
  name: string;
  email: string;
  position: string | null;
  picture: string | null;
  finished_at: string | null;
  updated_at: string | null;
  score: number | null;
  status: ResultStatus;
  notes: string | null;
  pass_grade: number;
  files: ResultFile[];
  members: ResultMember[];
  version: number | null;
}

export interface AssignmentDashboard {
  title: string;
  assignment_type: 'individual' | 'group';
  participants: number;
  waiting_review: number;
  not_passed: number;
  passed: number;
  instruction: string;
  experts: { id: number; name: string; avatar: string | null }[];
  conditions: { key: string; value: string | number }[];
}

/** Scores: 0 to 100 (docs/decisions/0032); a single grade must not be 0 (spec 002 §5). */
export const ScoreSchema = z
  .number({ message: 'Score must be a number' })
  .min(0, 'Score must be between 0 and 100')
  .max(100, 'Score must be between 0 and 100');

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

export interface ImportPreviewRow {
  id: number;
  nik: string | null;
  name: string;
  email: string;
  score: number;
  previous_score: number | null;
  version: number;
  /** True when the grade changed after the template was downloaded: needs an explicit choice. Never true for an unchanged row. */
  stale: boolean;
  /** 'unchanged' when the score equals the stored one: nothing will be written for it (issue 13 item 6). */
  status: 'changed' | 'unchanged';
}
export interface ImportRowError {
  row: number;
  message: string;
}

export const SubmissionNotesSchema = z.string().max(10_000).optional();
