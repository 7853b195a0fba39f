import { z } from 'zod';

/**
 * One option of a quiz question (spec 001 §3 Option), declared once: the database keeps a question's options in a
 * jsonb column (src/db/schema/quiz.ts, which stands below the areas and so cannot import the quiz area's schemas),
 * every answer of the quiz area shows them, and the form edits them. The quiz area's input schema adds its limits and
 * defaults to these fields (src/features/quiz/schemas.ts).
 */
export const QuizOptionSchema = z.object({
  /** A to E for choices; the scale value ('0' to '10') for a linear scale. */
  code: z.string(),
  no: z.number(),
  label: z.string(),
  is_correct: z.boolean(),
  /** A multiple-answer option's share (0 to 100); null elsewhere. */
  score: z.number().nullable(),
  url_image: z.string().nullable(),
});
export type QuizOption = z.infer<typeof QuizOptionSchema>;
