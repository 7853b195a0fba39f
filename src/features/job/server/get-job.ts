import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { jobs } from '@/db/schema/jobs';
import { AppError } from '@/server/http/app-error';
import { jobStatus, type JobStatus } from '@/server/jobs/runner';

/** A job of the caller's organisation that the caller started; anyone else's is a 404. */
export async function getJob(options: { db: DbOrTx; organizationId: number; userId: number; id: number }): Promise<JobStatus> {
  const [job] = await options.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, options.id), eq(jobs.organizationId, options.organizationId), eq(jobs.createdBy, options.userId)));
  if (!job) throw new AppError('NOT_FOUND', 'Job not found');
  return jobStatus(job);
}
