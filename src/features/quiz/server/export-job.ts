import { count } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { AppError } from '@/server/http/app-error';
import { enqueueJob, type JobHandler } from '@/server/jobs/runner';
import { storeFile } from '@/server/storage/store-file';
import { organizations } from '@/db/schema';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { ResultsQuerySchema, type ResultsQuery } from '../schemas';
import { downloadResults } from './download-results';
import { reportScope } from './report-scope';
import { resultFilters, resultsFrom } from './results-query';

export const QUIZ_EXPORT_JOB = 'quiz-report-export';

/** Up to this many rows the report streams in the request; past it, the background job builds it (decision 0009). */
export const inlineExportMax = () => Number(process.env.QUIZ_EXPORT_INLINE_MAX ?? 5000);

/** How many rows the download of this scope and filter would write. */
export async function countExportRows(options: { db: DbOrTx; organizationId: number; quizId: number; query: ResultsQuery }): Promise<number> {
  const { placementIds } = await reportScope(options.db, options.organizationId, options.quizId, options.query);
  const { where } = resultFilters(placementIds, options.query);
  const [row] = (await resultsFrom(options.db, { total: count() }).where(where)) as unknown as { total: number }[];
  return Number(row?.total ?? 0);
}

export async function enqueueQuizExport(options: { db: Db; organizationId: number; userId: number; quizId: number; query: ResultsQuery; rows: number }) {
  const job = await enqueueJob(options.db, {
    organizationId: options.organizationId,
    userId: options.userId,
    kind: QUIZ_EXPORT_JOB,
    payload: { quizId: options.quizId, query: options.query, rows: options.rows },
  });
  return { job_id: job.id, state: job.state, rows: options.rows };
}

/** Builds the report file, stores it in the organisation's storage and answers its address. */
export const quizExportJob: JobHandler = async ({ db, job, progress }) => {
  const payload = job.payload as { quizId: number; query: unknown; rows?: number };
  const query = ResultsQuerySchema.parse(payload.query);
  const [org] = await db.select().from(organizations).where(eq(organizations.id, job.organizationId));
  if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
  const total = Math.max(1, payload.rows ?? 1);
  const response = await downloadResults({
    db,
    organizationId: job.organizationId,
    quizId: payload.quizId,
    query,
    onRows: (written) => progress(Math.min(95, (written / total) * 95), `${written} of ${total} rows`),
  });
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'Quiz_report.xlsx';
  const bytes = Buffer.from(await response.arrayBuffer());
  await progress(97, 'Saving the file');
  const stored = await storeFile({
    db,
    organization: org,
    userId: job.createdBy,
    folder: 'exports',
    name,
    bytes,
    policy: { kinds: ['xlsx'], maxBytes: 512 * 1024 * 1024 },
  });
  return { file_url: stored.full_path, name, size: stored.size };
};
