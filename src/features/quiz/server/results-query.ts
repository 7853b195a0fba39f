import { and, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { quizResults } from '@/db/schema/quiz';
import type { ResultsQuery } from '../schemas';
import { placementsIn } from './sync-roster';
import { escapeLike } from '@/server/sql';

/** The filters of a results list over the roster (quiz_results); users only joins for search and display. */
export function resultFilters(placementIds: number[], q: ResultsQuery, extra?: SQL): { where: SQL; needsUsers: boolean } {
  const filters: SQL[] = [placementsIn(placementIds)];
  if (extra) filters.push(extra);
  if (q.status) filters.push(eq(quizResults.status, q.status));
  if (q.min_score !== undefined) filters.push(gte(quizResults.score, q.min_score));
  if (q.max_score !== undefined) filters.push(lte(quizResults.score, q.max_score));
  let needsUsers = false;
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    filters.push(or(ilike(users.fullName, like), ilike(users.email, like), ilike(users.nik, like), ilike(users.position, like))!);
    needsUsers = true;
  }
  return { where: and(...filters)!, needsUsers };
}

export function resultsFrom(db: DbOrTx, fields: Record<string, unknown>) {
  return db
    .select(fields as never)
    .from(quizResults)
    .innerJoin(users, eq(users.id, quizResults.userId));
}
