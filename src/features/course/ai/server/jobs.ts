import { eq } from 'drizzle-orm';
import { aiGenerations } from '@/db/schema/course-ai';
import type { JobContext, JobHandlers } from '@/server/jobs/runner';
import { aiMessages as M } from '../messages';
import { OutlineSchema as OutlineInput, type GeneratedCourse, type Outline } from '../schemas';
import type { LEVEL_LABELS } from '@/features/course/schemas';
import { completeJson } from './chat-client';
import { OUTLINE_JSON_SCHEMA, OutlineSchema, SECTION_JSON_SCHEMA, SectionAnswerSchema, outlinePrompt, sectionPrompt } from './prompts';
import { endpointOf } from './settings';

export const OUTLINE_JOB = 'course-ai-outline';
export const CONTENT_JOB = 'course-ai-content';

type Level = keyof typeof LEVEL_LABELS;
const payloadOf = (ctx: JobContext) => ctx.job.payload as { generation_id?: number; outline?: unknown };

async function generationOf(ctx: JobContext) {
  const id = Number(payloadOf(ctx).generation_id);
  const [gen] = await ctx.db.select().from(aiGenerations).where(eq(aiGenerations.id, id));
  if (!gen || gen.organizationId !== ctx.job.organizationId) throw new Error(M.generationNotFound);
  return gen;
}

/** The outline: one completion, checked against the outline schema; the section count is the one asked for. */
async function generateOutline(ctx: JobContext): Promise<Outline> {
  const gen = await generationOf(ctx);
  const endpoint = await endpointOf(ctx.db, gen.organizationId);
  await ctx.progress(10, 'Asking the AI endpoint for an outline');
  const outline = await completeJson(endpoint, {
    ...outlinePrompt({ topic: gen.topic, level: gen.level as Level, language: gen.language, sections: gen.sectionCount }),
    name: 'course_outline',
    jsonSchema: OUTLINE_JSON_SCHEMA,
    schema: OutlineSchema,
  });
  return { ...outline, sections: outline.sections.slice(0, gen.sectionCount) };
}

/**
 * The contents: one completion per section of the edited outline (progress per section). Each answer must bring the
 * outline's contents in order with their types; the admin's titles are kept.
 */
async function generateContent(ctx: JobContext): Promise<GeneratedCourse> {
  const gen = await generationOf(ctx);
  const outline = OutlineInput.parse(payloadOf(ctx).outline);
  const endpoint = await endpointOf(ctx.db, gen.organizationId);
  const sections: GeneratedCourse['sections'] = [];
  for (const [index, section] of outline.sections.entries()) {
    await ctx.progress((index / outline.sections.length) * 100, `Section ${index + 1} of ${outline.sections.length}: ${section.title}`);
    const answer = await completeJson(endpoint, {
      ...sectionPrompt({ outline, index, level: gen.level as Level, language: gen.language }),
      name: 'section_contents',
      jsonSchema: SECTION_JSON_SCHEMA,
      schema: SectionAnswerSchema,
    });
    const asked = section.contents;
    if (answer.contents.length !== asked.length || answer.contents.some((c, i) => c.type !== asked[i].type)) throw new Error(M.contentMismatch(section.title));
    sections.push({ title: section.title, contents: answer.contents.map((c, i) => ({ ...c, title: asked[i].title })) });
  }
  return { title: outline.title, description: outline.description, sections };
}

/** The AI course's background jobs (decision 0009's runner); a failed try is retried once after the back-off. */
export const courseAiJobs: JobHandlers = { [OUTLINE_JOB]: generateOutline, [CONTENT_JOB]: generateContent };
