import { z } from 'zod';
import { optionalText, requiredText } from '@/lib/field-schemas';
import { ListQuerySchema, pageSizeSchema } from '@/lib/list';
import { programMessages as M } from './messages';

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
