import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { learningModules, placements } from '@/db/schema';
import { type Quiz } from '@/db/schema/quiz';
import { AppError } from '@/server/http/app-error';
import type { ResultsQuery } from '../schemas';
import { loadQuiz } from './load-quiz';
import { syncRoster } from './sync-roster';

/**
 * The quiz and the placements a report covers: one relation_id, or all the quiz's placements matching the filters.
 * Their rosters are reconciled first, so every participant has a row to read.
 */
export async function reportScope(
  db: DbOrTx,
  organizationId: number,
  quizId: number,
  q: ResultsQuery,
): Promise<{ quiz: Quiz; placementIds: number[]; moduleTypes: string[] }> {
  const quiz = await loadQuiz(db, organizationId, quizId);
  const filters: SQL[] = [eq(placements.organizationId, organizationId), eq(placements.contentType, 'quiz'), eq(placements.contentId, quiz.id)];
  const one = q.relation_id ?? q.content_id;
  if (one) filters.push(eq(placements.id, one));
  if (q.batch_id) filters.push(eq(placements.batchId, q.batch_id));
  if (q.section_id) filters.push(eq(placements.sectionId, q.section_id));
  if (q.module_type) filters.push(eq(learningModules.moduleType, q.module_type));
  const rows = await db
    .select({ id: placements.id, batchId: placements.batchId, moduleType: learningModules.moduleType })
    .from(placements)
    .innerJoin(learningModules, eq(learningModules.id, placements.moduleId))
    .where(and(...filters));
  if (one && !rows.length) throw new AppError('NOT_FOUND');
  await syncRoster(
    db,
    rows.map((r) => ({ id: r.id, batchId: r.batchId, quizId: quiz.id })),
  );
  return { quiz, placementIds: rows.map((r) => r.id), moduleTypes: [...new Set(rows.map((r) => r.moduleType))] };
}
