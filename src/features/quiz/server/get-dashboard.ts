import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchParticipants, batchStaff, placements, users } from '@/db/schema';
import { quizResults } from '@/db/schema/quiz';
import type { QuizDashboard, ResultsQuery } from '../schemas';
import { reportScope } from './report-scope';
import { allQueries } from '@/db/all-queries';

/** The report's summary, read from the maintained per-participant results (never from attempts). */
export async function getDashboard(options: { db: DbOrTx; organizationId: number; quizId: number; query: ResultsQuery }): Promise<QuizDashboard> {
  const { db, organizationId, quizId, query } = options;
  const { quiz, placementIds, moduleTypes } = await reportScope(db, organizationId, quizId, query);
  const ids = placementIds.length ? placementIds : [-1];
  const batchIds = sql`(select ${placements.batchId} from ${placements} where ${inArray(placements.id, ids)})`;
  const [[{ total }], statuses, experts] = await allQueries(
    db,
    () =>
      db
        .select({ total: count() })
        .from(batchParticipants)
        .where(sql`${batchParticipants.batchId} in ${batchIds}`),
    () => db.select({ status: quizResults.status, n: count() }).from(quizResults).where(inArray(quizResults.placementId, ids)).groupBy(quizResults.status),
    () =>
      db
        .selectDistinct({ id: users.id, name: users.fullName, avatar: users.picture })
        .from(batchStaff)
        .innerJoin(users, eq(users.id, batchStaff.userId))
        .where(and(eq(batchStaff.role, 'expert'), sql`${batchStaff.batchId} in ${batchIds}`))
        .orderBy(users.fullName),
  );
  const by = (s: string) => Number(statuses.find((x) => x.status === s)?.n ?? 0);
  return {
    title: quiz.title,
    module_type: moduleTypes.length === 1 ? moduleTypes[0] : null,
    experts,
    total_participants: Number(total),
    retake: quiz.maxRetake,
    graduation_determined_by: quiz.type === 'lim' ? 'completion' : 'pass_grade',
    pass_grade: quiz.passGrade,
    score_selection_type: quiz.scoreSelectionType,
    waiting_review: by('waiting_review'),
    not_passed: by('not_passed'),
    passed: by('passed'),
    quiz_version: quiz.version,
  };
}
