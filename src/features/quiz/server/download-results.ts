import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batches, learningModules, placements, users } from '@/db/schema';
import { quizAttempts, quizResults } from '@/db/schema/quiz';
import { formatDate, validTimeZone } from '@/lib/format';
import { xlsxResponse } from '@/server/spreadsheet/write-xlsx';
import { RESULT_STATUS_LABELS, type ResultStatus } from '../constants';
import type { ResultsQuery } from '../schemas';
import { reportScope } from './report-scope';
import { resultFilters, resultsFrom } from './results-query';

const CHUNK = 1000;

interface Row {
  userId: number;
  placementId: number;
  name: string;
  email: string;
  nik: string | null;
  position: string | null;
  module: string;
  batch: string | null;
  score: number;
  scored: boolean;
  retake: number;
  status: string;
  last: Date | string | null;
}

/** The report as a streamed .xlsx (Quiz_report_….xlsx): rows are read in keyset chunks, so memory stays flat. */
export async function downloadResults(options: {
  db: DbOrTx;
  organizationId: number;
  quizId: number;
  query: ResultsQuery;
  now?: Date;
  /** Told the rows written so far after each chunk (the background export's progress). */
  onRows?: (written: number) => Promise<void> | void;
}): Promise<Response> {
  const { db, organizationId, quizId, query } = options;
  const { quiz, placementIds } = await reportScope(db, organizationId, quizId, query);
  const tz = validTimeZone(query.timezone);
  const fields = {
    userId: quizResults.userId,
    placementId: quizResults.placementId,
    name: users.fullName,
    email: users.email,
    nik: users.nik,
    position: users.position,
    module: sql<string>`(select ${learningModules.title} from ${placements} join ${learningModules} on ${learningModules.id} = ${placements.moduleId} where ${placements.id} = ${quizResults.placementId})`,
    batch: sql<
      string | null
    >`(select ${batches.title} from ${placements} join ${batches} on ${batches.id} = ${placements.batchId} where ${placements.id} = ${quizResults.placementId})`,
    score: quizResults.score,
    // As the screen: no scored attempt yet (not done, or only attempts waiting for a grader) is no score, not 0.
    scored: sql<boolean>`exists (select 1 from ${quizAttempts} where ${quizAttempts.placementId} = ${quizResults.placementId} and ${quizAttempts.userId} = ${quizResults.userId} and ${quizAttempts.status} <> 'in_progress' and ${quizAttempts.score} is not null)`,
    retake: quizResults.attempts,
    status: quizResults.status,
    last: quizResults.lastAttemptAt,
  };
  async function* rows() {
    let after: { p: number; u: number } | null = null;
    let written = 0;
    for (;;) {
      // A row comparison is an index condition on the (placement_id, user_id) key: each chunk starts where the last
      // ended. The equivalent `p > a or (p = a and u > b)` is only a filter, so every chunk rescanned the rows before it.
      const keyset = after ? sql`(${quizResults.placementId}, ${quizResults.userId}) > (${after.p}, ${after.u})` : undefined;
      const { where } = resultFilters(placementIds, query, keyset);
      const page = (await resultsFrom(db, fields).where(where).orderBy(asc(quizResults.placementId), asc(quizResults.userId)).limit(CHUNK)) as unknown as Row[];
      for (const r of page) {
        yield {
          name: r.name,
          email: r.email,
          nik: r.nik,
          position: r.position,
          module: r.module,
          batch: r.batch,
          score: r.scored === true || String(r.scored) === 'true' ? Number(r.score) : null,
          retake: Number(r.retake),
          status: RESULT_STATUS_LABELS[r.status as ResultStatus] ?? r.status,
          last: r.last,
        };
      }
      written += page.length;
      await options.onRows?.(written);
      if (page.length < CHUNK) return;
      const end = page[page.length - 1];
      after = { p: end.placementId, u: end.userId };
    }
  }
  const stamp = formatDate(options.now ?? new Date(), 'YYYYMMDD_HHmmss', tz);
  return xlsxResponse(`Quiz_report_${quiz.id}_${stamp}.xlsx`, [
    {
      name: 'Quiz Report',
      columns: [
        { header: 'Name', key: 'name', width: 28 },
        { header: 'Email', key: 'email', width: 32 },
        { header: 'NIK', key: 'nik', text: true },
        { header: 'Job Position', key: 'position', width: 24 },
        { header: 'Module', key: 'module', width: 30 },
        { header: 'Batch', key: 'batch', width: 30 },
        { header: 'Score', key: 'score', width: 10 },
        { header: 'Retake', key: 'retake', width: 10 },
        { header: 'Status', key: 'status', width: 20 },
        { header: `Last Attempt (${tz})`, key: 'last', width: 28, date: { tz } },
      ],
      rows: rows(),
    },
  ]);
}
