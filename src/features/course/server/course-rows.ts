import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { placements } from '@/db/schema';
import { quizAttempts } from '@/db/schema/quiz';
import { assignmentResults } from '@/db/schema/assignment';
import { courses } from '@/db/schema/course';

/**
 * The courses among `ids` whose placements have learner results (quiz attempts, assignment submissions): deleting
 * them would delete that history, so their can_delete is false.
 */
export async function coursesWithResults(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        inArray(courses.id, ids),
        exists(
          db
            .select({ one: sql`1` })
            .from(placements)
            .where(
              and(
                eq(placements.moduleId, courses.moduleId),
                sql`(exists (select 1 from ${quizAttempts} where ${quizAttempts.placementId} = ${placements.id}) or exists (select 1 from ${assignmentResults} where ${assignmentResults.placementId} = ${placements.id}))`,
              ),
            ),
        ),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
