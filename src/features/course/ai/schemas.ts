import { z } from 'zod';
import { LEVELS, SECTION_TITLE_MAX, TITLE_MAX } from '../schemas';

/** Spec 002 §3: the AI-generated content types and the AI languages. */
export const AI_CONTENT_TYPES = [
  { id: 'case_study', label: 'Case Study' },
  { id: 'essay', label: 'Essay' },
  { id: 'fill_in_blanks', label: 'Fill in Blanks' },
  { id: 'flashcard', label: 'Flashcard' },
  { id: 'multiple_choice', label: 'Multiple Choice' },
  { id: 'roleplay', label: 'Roleplay' },
  { id: 'self_assessment', label: 'Self Assessment' },
  { id: 'true_false', label: 'True/False' },
  { id: 'linear_scale', label: 'Linear Scale' },
  { id: 'pdf', label: 'PDF' },
  { id: 'ppt', label: 'PPT' },
  { id: 'audio', label: 'Audio' },
  { id: 'video', label: 'Video' },
] as const;
export type AiContentType = (typeof AI_CONTENT_TYPES)[number]['id'];
export const AI_CONTENT_TYPE_IDS = AI_CONTENT_TYPES.map((t) => t.id) as [AiContentType, ...AiContentType[]];
export const aiTypeLabel = (id: string) => AI_CONTENT_TYPES.find((t) => t.id === id)?.label ?? id;
export const AI_LANGUAGES = ['english', 'bahasa'] as const;
export const AI_LANGUAGE_LABELS: Record<(typeof AI_LANGUAGES)[number], string> = { english: 'English', bahasa: 'Bahasa' };

const MAX_SECTIONS = 12;
const MAX_CONTENTS_PER_SECTION = 8;
const TEXT_MAX = 20_000;
const ITEMS_MAX = 30;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const URL_HINT = 'Enter the endpoint as an http(s) URL, e.g. https://api.openai.com/v1';

/**
 * The organisation's endpoint and the AI course switch. A blank api_key keeps the stored one; `enabled` is the
 * organisation's ai_course flag. Base URL and model go together: both blank is "no endpoint" (the switch can be saved
 * without one, and the AI course page then says none is configured, decision 0117); one without the other is refused.
 */
export const AiSettingsInputSchema = z
  .strictObject({
    enabled: z.boolean().default(true),
    base_url: z
      .string()
      .trim()
      .max(500)
      .refine((v) => v === '' || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)), URL_HINT)
      .default(''),
    model: z.string().trim().max(200, 'Model must be at most 200 characters').default(''),
    api_key: z.string().max(4000).default(''),
    language: z.enum(AI_LANGUAGES).default('english'),
    updated_at: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.base_url && !v.model) ctx.addIssue({ code: 'custom', path: ['model'], message: 'Model is required with a base URL' });
    if (v.model && !v.base_url) ctx.addIssue({ code: 'custom', path: ['base_url'], message: 'Base URL is required with a model' });
  });

export const AiSettingsSchema = z.object({
  configured: z.boolean(),
  enabled: z.boolean(),
  base_url: z.string(),
  model: z.string(),
  has_api_key: z.boolean(),
  language: z.enum(AI_LANGUAGES),
  updated_at: z.string().nullable(),
});
export type AiSettings = z.infer<typeof AiSettingsSchema>;

export const AiTestResultSchema = z.object({ ok: z.boolean(), message: z.string() });

/** POST /cms/generate-course-outline. */
export const OutlineRequestSchema = z.strictObject({
  topic: text('Topic', TITLE_MAX),
  level: z.enum(LEVELS, { error: 'Level is required' }),
  language: z.enum(AI_LANGUAGES, { error: 'Language is required' }),
  sections: z.number({ error: 'Number of sections is required' }).int().min(1, 'Between 1 and 12 sections').max(MAX_SECTIONS, 'Between 1 and 12 sections'),
});

const OutlineContentSchema = z.strictObject({ type: z.enum(AI_CONTENT_TYPE_IDS), title: text('Content title', TITLE_MAX) });
const OutlineSectionSchema = z.strictObject({
  title: text('Section title', SECTION_TITLE_MAX),
  summary: z.string().max(2000).default(''),
  contents: z.array(OutlineContentSchema).min(1, 'Add at least one content').max(MAX_CONTENTS_PER_SECTION),
});
/** The outline: what the model answers to the outline prompt, and what the admin edits before content generation. */
export const OutlineSchema = z.strictObject({
  title: text('Title', TITLE_MAX),
  description: z.string().max(TEXT_MAX).default(''),
  sections: z.array(OutlineSectionSchema).min(1, 'Add at least one section').max(MAX_SECTIONS),
});
export type Outline = z.output<typeof OutlineSchema>;

/** POST /cms/generate-course-content: the outline the admin edited. */
export const ContentRequestSchema = z.strictObject({ generation_id: z.number().int().positive(), outline: OutlineSchema });

const ItemSchema = z.strictObject({
  prompt: text('Item', 2000),
  answer: z.string().max(2000).default(''),
  options: z.array(z.string().max(500)).max(8).default([]),
});
export const AiContentSchema = z.strictObject({
  type: z.enum(AI_CONTENT_TYPE_IDS),
  title: text('Content title', TITLE_MAX),
  text: z.string().max(TEXT_MAX).default(''),
  items: z.array(ItemSchema).max(ITEMS_MAX).default([]),
});
export type AiContent = z.output<typeof AiContentSchema>;
const AiSectionSchema = z.strictObject({ title: text('Section title', SECTION_TITLE_MAX), contents: z.array(AiContentSchema).max(MAX_CONTENTS_PER_SECTION) });
/** What the content job makes: the outline's sections with their generated contents, for the admin to edit. */
export const GeneratedCourseSchema = z.strictObject({
  title: text('Title', TITLE_MAX),
  description: z.string().max(TEXT_MAX).default(''),
  sections: z.array(AiSectionSchema).min(1, 'Add at least one section').max(MAX_SECTIONS),
});
export type GeneratedCourse = z.output<typeof GeneratedCourseSchema>;

export const GenerationIdsSchema = z.object({ generation_id: z.number(), job_id: z.number() });

/** GET /cms/generate-course/{generationId}/{jobId}: the job's state and, once done, its outline or course. */
export const GenerationStatusSchema = z.object({
  generation_id: z.number(),
  job_id: z.number(),
  kind: z.enum(['outline', 'content']),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number(),
  progress_text: z.string().nullable(),
  /** The last try's error while it is retried, and the final one once failed. */
  error: z.string().nullable(),
  result: z.unknown(),
});
export type GenerationStatus = z.infer<typeof GenerationStatusSchema>;

/** Save: the edited result becomes a course through the wizard's three steps (general values of step 1 here). */
export const AiCourseSaveSchema = z.strictObject({
  generation_id: z.number().int().positive().nullable().default(null),
  category_id: z.number({ error: 'Category is required' }).int().positive('Category is required'),
  level: z.enum(LEVELS, { error: 'Level is required' }),
  thumbnail_default: z.number().int().min(1).max(6).default(1),
  status: z.enum(['draft', 'published', 'trial', 'review']).default('draft'),
  language: z.enum(AI_LANGUAGES).default('english'),
  course: GeneratedCourseSchema,
  updated_at: z.iso.datetime({ offset: true }).optional(),
});

export const AiCourseSchema = z.object({
  id: z.number(),
  language: z.enum(AI_LANGUAGES),
  topic: z.string(),
  category_id: z.number().nullable(),
  level: z.enum(LEVELS),
  thumbnail_default: z.number().nullable(),
  status: z.enum(['draft', 'published', 'trial', 'review']),
  course: GeneratedCourseSchema,
  updated_at: z.string(),
});
export type AiCourse = z.infer<typeof AiCourseSchema>;
