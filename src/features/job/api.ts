import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { JOB_STATUS_PATH } from '@/lib/platform-paths';

const JobStatusSchema = z.object({
  id: z.number(),
  kind: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number().int().min(0).max(100),
  progress_text: z.string().nullable(),
  /** What the job made, once done (e.g. { file_url, name, size } of an export). */
  result: z.unknown(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});

/** The status of a background job, which the screen that started it polls for its progress bar. */
export const jobApi = endpoints({
  status: endpoint({
    method: 'GET',
    path: JOB_STATUS_PATH,
    access: 'signed-in',
    summary: 'A background job you started: state, progress, and its result or error',
    response: JobStatusSchema,
  }),
});
