import { z } from 'zod';

export type { ImportHeaders } from './columns';

/** One problem of one row: the sheet's own row number, the column's header (or null for the whole row) and what is wrong. */
export const ImportRowErrorSchema = z.object({ row: z.number(), column: z.string().nullable(), message: z.string() });
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

/** What a row will do: create a user, update one (with the columns that change), or nothing. */
export const ImportRowPlanSchema = z.object({
  row: z.number(),
  action: z.enum(['create', 'update', 'unchanged']),
  full_name: z.string(),
  email: z.string(),
  nik: z.string().nullable(),
  changes: z.array(z.string()),
});
export type ImportRowPlan = z.infer<typeof ImportRowPlanSchema>;

export const ImportCountsSchema = z.object({ total: z.number(), created: z.number(), updated: z.number(), unchanged: z.number() });
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

/**
 * The preview: counts, the first row errors (all of them counted), the first rows' plans, and the headers of the
 * columns the import reads past (an exported list's names, manager, rule, created date); nothing is written.
 */
export const ImportPreviewSchema = ImportCountsSchema.extend({
  ignored_columns: z.array(z.string()),
  error_count: z.number(),
  errors: z.array(ImportRowErrorSchema),
  rows: z.array(ImportRowPlanSchema),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

/** How many row errors and row plans a preview carries at most (the counts are always whole). */
export const PREVIEW_MAX_ERRORS = 200;
export const PREVIEW_MAX_ROWS = 500;
