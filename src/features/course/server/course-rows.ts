import { inArray, sql } from 'drizzle-orm';
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
  // One probe per course (LATERAL … LIMIT 1 is never planned as a hashed subplan over every attempt): its module's
  // placements (placements_module_idx), each looked up in the attempts and results by their placement indexes.
  const result = await db.execute(sql`select ${courses.id} as id from ${courses} cross join lateral (
      select 1 from ${placements} p where p.module_id = ${courses.moduleId} and (
        exists (select 1 from ${quizAttempts} a where a.placement_id = p.id) or exists (select 1 from ${assignmentResults} r where r.placement_id = p.id))
      limit 1) as x
    where ${inArray(courses.id, ids)}`);
  return new Set((result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
}
