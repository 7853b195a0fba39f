import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { aiGenerations } from '@/db/schema/course-ai';
import { jobs } from '@/db/schema/jobs';
import { AppError } from '@/server/http/app-error';
import { enqueueJob } from '@/server/jobs/runner';
import { aiMessages as M } from '../messages';
import type { GenerationStatus, Outline } from '../schemas';
import type { LEVELS } from '@/features/course/schemas';
import { CONTENT_JOB, OUTLINE_JOB } from './jobs';
import { endpointOf } from './settings';

interface Caller {
  db: Db;
  organizationId: number;
  userId: number;
}
/** A paid call is retried once: a second malformed answer is rarely followed by a good third. */
const MAX_ATTEMPTS = 2;

/** POST /cms/generate-course-outline: a generation and its outline job (409 when no endpoint is configured). */
export async function startOutline(
  options: Caller & { input: { topic: string; level: (typeof LEVELS)[number]; language: 'english' | 'bahasa'; sections: number } },
): Promise<{ generation_id: number; job_id: number }> {
  const { db, organizationId, userId, input } = options;
  await endpointOf(db, organizationId);
  return db.transaction(async (tx) => {
    const [gen] = await tx
      .insert(aiGenerations)
      .values({ organizationId, createdBy: userId, topic: input.topic, level: input.level, language: input.language, sectionCount: input.sections })
      .returning();
    const job = await enqueueJob(tx as unknown as Db, {
      organizationId,
      userId,
      kind: OUTLINE_JOB,
      payload: { generation_id: gen.id },
      maxAttempts: MAX_ATTEMPTS,
    });
    await tx.update(aiGenerations).set({ outlineJobId: job.id }).where(eq(aiGenerations.id, gen.id));
    return { generation_id: gen.id, job_id: job.id };
  });
}

async function loadGeneration(db: Db, organizationId: number, userId: number, id: number) {
  const [gen] = await db
    .select()
    .from(aiGenerations)
    .where(and(eq(aiGenerations.id, id), eq(aiGenerations.organizationId, organizationId), eq(aiGenerations.createdBy, userId)));
  if (!gen) throw new AppError('NOT_FOUND', M.generationNotFound);
  return gen;
}

/** POST /cms/generate-course-content: the edited outline's contents, as a second job of the same generation. */
export async function startContent(options: Caller & { generationId: number; outline: Outline }): Promise<{ generation_id: number; job_id: number }> {
  const { db, organizationId, userId } = options;
  const gen = await loadGeneration(db, organizationId, userId, options.generationId);
  await endpointOf(db, organizationId);
  return db.transaction(async (tx) => {
    const job = await enqueueJob(tx as unknown as Db, {
      organizationId,
      userId,
      kind: CONTENT_JOB,
      payload: { generation_id: gen.id, outline: options.outline },
      maxAttempts: MAX_ATTEMPTS,
    });
    await tx.update(aiGenerations).set({ contentJobId: job.id }).where(eq(aiGenerations.id, gen.id));
    return { generation_id: gen.id, job_id: job.id };
  });
}

/**
 * GET /cms/generate-course/{generationId}/{jobId} (spec 002 §7: "GET by two ids"): the job of that generation,
 * started by the caller in the caller's organisation; anything else is a 404.
 */
export async function generationStatus(options: Caller & { generationId: number; jobId: number }): Promise<GenerationStatus> {
  const { db, organizationId, userId, generationId, jobId } = options;
  const gen = await loadGeneration(db, organizationId, userId, generationId);
  if (jobId !== gen.outlineJobId && jobId !== gen.contentJobId) throw new AppError('NOT_FOUND', M.generationNotFound);
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.organizationId, organizationId)));
  if (!job) throw new AppError('NOT_FOUND', M.generationNotFound);
  return {
    generation_id: gen.id,
    job_id: job.id,
    kind: job.kind === CONTENT_JOB ? 'content' : 'outline',
    state: job.state,
    progress: job.progress,
    progress_text: job.progressText,
    error: job.error,
    result: job.state === 'done' ? job.result : null,
  };
}
