import { z } from 'zod';

/**
 * One placement of a content in the organisation's learning structure (batch, day, section), as the associates
 * lists of the assignment and quiz reports answer it; each area adds its `detail` (the encrypted report parameter).
 */
export const PlacementRowSchema = z.object({
  title: z.string(),
  module_type: z.string(),
  batch_id: z.number().nullable(),
  batch_title: z.string().nullable(),
  day_id: z.number().nullable(),
  day_title: z.string().nullable(),
  section_id: z.number().nullable(),
  section_title: z.string().nullable(),
  content_id: z.number(),
  content_title: z.string(),
  relation_id: z.number(),
});
