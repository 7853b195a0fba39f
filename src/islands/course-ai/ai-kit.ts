import { call } from '@/islands/course/wizard-kit';
import type { GenerationStatus } from '@/features/course/ai/schemas';

/** The AI course calls (paths of features/course/ai/api.ts). */
export const AI_PATHS = {
  settings: '/api/cms/course-ai/settings',
  testSettings: '/api/cms/course-ai/settings/test',
  outline: '/api/cms/generate-course-outline',
  content: '/api/cms/generate-course-content',
  status: '/api/cms/generate-course/:generationId/:jobId',
  create: '/api/cms/v2/course-ai',
  update: '/api/cms/v2/course-ai/:id',
} as const;

/** The course wizard's call (a path pattern with its :params filled). */
export { call };

export interface GenerationIds {
  generation_id: number;
  job_id: number;
}

/** Polls a generation job every second, reporting each status, until it is done or failed. */
export async function pollGeneration(ids: GenerationIds, onStatus: (s: GenerationStatus) => void, signal: AbortSignal): Promise<GenerationStatus> {
  for (;;) {
    const status = await call<GenerationStatus>(AI_PATHS.status, { generationId: ids.generation_id, jobId: ids.job_id });
    onStatus(status);
    if (status.state === 'done' || status.state === 'failed' || signal.aborted) return status;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
