import { bind, reply } from '@/server/http/dispatch';
import { AppError } from '@/server/http/app-error';
import { courseAiApi } from '../api';
import { aiMessages as M } from '../messages';
import { pingEndpoint } from './chat-client';
import { generationStatus, startContent, startOutline } from './generate';
import { getAiCourse } from './get-ai-course';
import { createAiCourse, updateAiCourse } from './save-ai-course';
import { checkBaseUrl, endpointOf, getAiSettings, saveAiSettings } from './settings';

/** The AI course endpoints (api.ts) bound to their use cases. */
export const courseAiEndpoints = bind(courseAiApi, {
  settings: ({ caller }) => getAiSettings(caller),
  saveSettings: async ({ caller, body }) => reply(await saveAiSettings({ ...caller, input: body }), M.settingsSaved),
  testSettings: async ({ caller, body }) => {
    if (!body.base_url) throw new AppError('VALIDATION', M.baseUrlToTest, { details: [{ field: 'base_url', message: M.baseUrlToTest }] });
    const stored = body.api_key ? null : await endpointOf(caller.db, caller.organizationId).catch(() => null);
    const endpoint = { baseUrl: checkBaseUrl(body.base_url), model: body.model, apiKey: body.api_key || stored?.apiKey || null, language: body.language };
    try {
      const model = await pingEndpoint(endpoint);
      return { ok: true, message: M.testOk(model) };
    } catch (err) {
      return { ok: false, message: err instanceof Error ? err.message : String(err) };
    }
  },
  outline: async ({ caller, body }) => reply(await startOutline({ ...caller, input: body }), M.outlineQueued, 202),
  content: async ({ caller, body }) => reply(await startContent({ ...caller, generationId: body.generation_id, outline: body.outline }), M.contentQueued, 202),
  status: ({ caller, params }) => generationStatus({ ...caller, generationId: params.generationId, jobId: params.jobId }),
  get: ({ caller, params }) => getAiCourse({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  create: async ({ caller, body }) => reply(await createAiCourse({ ...caller, input: body }), M.saved, 201),
  update: async ({ caller, params, body }) => reply(await updateAiCourse({ ...caller, id: params.id, input: body }), M.saved),
});
