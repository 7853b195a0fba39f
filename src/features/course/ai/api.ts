import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { StepSavedSchema } from '../schemas';
import {
  AiCourseSaveSchema,
  AiCourseSchema,
  AiSettingsInputSchema,
  AiSettingsSchema,
  AiTestResultSchema,
  ContentRequestSchema,
  GenerationIdsSchema,
  GenerationStatusSchema,
  OutlineRequestSchema,
} from './schemas';

const key = { access: 'key', key: 'content-course_ai' } as const;
/** The endpoint settings are also the AI Chat settings' (/setting/chatai, setting-chatai): either key will do. */
const settingsKey = { access: 'key', key: ['content-course_ai', 'setting-chatai'] } as const;

/**
 * The AI course calls (spec 002 §7 "AI": POST /cms/generate-course-outline, POST /cms/generate-course-content, GET by
 * two ids for the status), the organisation's endpoint settings, and the save of the edited result (decision 0091).
 */
export const courseAiApi = endpoints({
  settings: endpoint({
    method: 'GET',
    path: '/api/cms/course-ai/settings',
    ...settingsKey,
    summary: "The organisation's AI endpoint (the key is never answered)",
    response: AiSettingsSchema,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/cms/course-ai/settings',
    ...settingsKey,
    summary: 'Set the OpenAI-compatible endpoint, model, API key (blank keeps it), language, and the ai_course flag (URL and model blank: no endpoint)',
    body: AiSettingsInputSchema,
    response: z.object({ updated_at: z.string().nullable() }),
  }),
  testSettings: endpoint({
    method: 'POST',
    path: '/api/cms/course-ai/settings/test',
    ...settingsKey,
    summary: 'Test connection: one short completion with these values (a blank key uses the stored one)',
    body: AiSettingsInputSchema,
    response: AiTestResultSchema,
  }),
  outline: endpoint({
    method: 'POST',
    path: '/api/cms/generate-course-outline',
    ...key,
    summary: 'Start generating an outline (a background job); 409 when no endpoint is configured',
    body: OutlineRequestSchema,
    response: GenerationIdsSchema,
  }),
  content: endpoint({
    method: 'POST',
    path: '/api/cms/generate-course-content',
    ...key,
    summary: "Start generating the contents of the admin's edited outline (a background job)",
    body: ContentRequestSchema,
    maxBodyBytes: 200_000,
    response: GenerationIdsSchema,
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/cms/generate-course/:generationId/:jobId',
    ...key,
    summary: 'A generation job: state, progress, error, and its outline or contents once done',
    response: GenerationStatusSchema,
  }),
  get: endpoint({ method: 'GET', path: '/api/cms/v2/course-ai/:id', ...key, summary: 'An AI course with its generated contents', response: AiCourseSchema }),
  create: endpoint({
    method: 'POST',
    path: '/api/cms/v2/course-ai',
    ...key,
    summary: "Save the edited result as a course (the wizard's three steps in one transaction)",
    body: AiCourseSaveSchema,
    maxBodyBytes: 2_000_000,
    response: StepSavedSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/cms/v2/course-ai/:id',
    ...key,
    summary: 'Save an AI course again (a stale updated_at is 409)',
    body: AiCourseSaveSchema,
    maxBodyBytes: 2_000_000,
    response: StepSavedSchema,
  }),
});
