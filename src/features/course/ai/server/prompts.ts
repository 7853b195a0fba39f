import { z } from 'zod';
import { LEVEL_LABELS } from '@/features/course/schemas';
import { AI_CONTENT_TYPE_IDS, AI_CONTENT_TYPES, OutlineSchema, AiContentSchema, type Outline } from '../schemas';

/** What the model is asked for (docs/decisions/0091): strict JSON, in the course's language, at its level. */
const languageOf = (l: 'english' | 'bahasa') => (l === 'bahasa' ? 'Bahasa Indonesia' : 'English');
const TYPES = AI_CONTENT_TYPES.map((t) => `${t.id} (${t.label})`).join(', ');

const str = { type: 'string' } as const;
const obj = (properties: Record<string, unknown>) => ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties });

export const OUTLINE_JSON_SCHEMA = obj({
  title: str,
  description: str,
  sections: {
    type: 'array',
    items: obj({ title: str, summary: str, contents: { type: 'array', items: obj({ type: { type: 'string', enum: AI_CONTENT_TYPE_IDS }, title: str }) } }),
  },
});

export const SECTION_JSON_SCHEMA = obj({
  contents: {
    type: 'array',
    items: obj({
      type: { type: 'string', enum: AI_CONTENT_TYPE_IDS },
      title: str,
      text: str,
      items: { type: 'array', items: obj({ prompt: str, answer: str, options: { type: 'array', items: str } }) },
    }),
  },
});
export const SectionAnswerSchema = z.object({ contents: z.array(AiContentSchema) });
export { OutlineSchema };

const SYSTEM = (language: 'english' | 'bahasa') =>
  `You are an instructional designer writing corporate e-learning. Write everything in ${languageOf(language)}. ` +
  'Answer with one JSON object only, exactly in the requested schema, without commentary.';

export function outlinePrompt(input: { topic: string; level: keyof typeof LEVEL_LABELS; language: 'english' | 'bahasa'; sections: number }) {
  return {
    system: SYSTEM(input.language),
    user:
      `Plan a course about: ${input.topic}\nLevel: ${LEVEL_LABELS[input.level]}\nNumber of sections: exactly ${input.sections}\n` +
      `Give the course a title and a two-sentence description. For each section give a title, a one-sentence summary and ` +
      `2 to 4 contents, each with a title and a type from: ${TYPES}. Mix reading (pdf, ppt, video, audio) with practice.`,
  };
}

const ITEM_GUIDE =
  'For each content write `text` (the reading, slide outline, or audio/video script; for practice types the instructions or scenario) ' +
  'and `items`: questions for multiple_choice (options and the correct option as answer), true_false (answer "true" or "false"), ' +
  'fill_in_blanks (a sentence with ___ and the missing word as answer), flashcard (front as prompt, back as answer), ' +
  'self_assessment and linear_scale (statements rated 1 to 5; options empty), case_study, essay and roleplay (questions or tasks, ' +
  'with a model answer). Reading types may have no items.';

export function sectionPrompt(input: { outline: Outline; index: number; level: keyof typeof LEVEL_LABELS; language: 'english' | 'bahasa' }) {
  const section = input.outline.sections[input.index];
  const list = section.contents.map((c, i) => `${i + 1}. ${c.type}: ${c.title}`).join('\n');
  return {
    system: SYSTEM(input.language),
    user:
      `Course: ${input.outline.title} (${LEVEL_LABELS[input.level]})\nSection ${input.index + 1}: ${section.title}\n${section.summary}\n` +
      `Write these contents, in this order, keeping each type and title:\n${list}\n${ITEM_GUIDE}`,
  };
}
