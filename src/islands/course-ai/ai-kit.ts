import type { GenerationStatus } from '@/features/course/ai/schemas';
import { courseAiClient } from '@/features/course/ai/client';

export interface GenerationIds {
  generation_id: number;
  job_id: number;
}

/** Polls a generation job every second, reporting each status, until it is done or failed. */
export async function pollGeneration(ids: GenerationIds, onStatus: (s: GenerationStatus) => void, signal: AbortSignal): Promise<GenerationStatus> {
  for (;;) {
    const status = await courseAiClient.status({ params: { generationId: ids.generation_id, jobId: ids.job_id } });
    onStatus(status);
    if (status.state === 'done' || status.state === 'failed' || signal.aborted) return status;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
