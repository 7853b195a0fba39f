import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchParticipants, batchStaff, placements, users } from '@/db/schema';
import { assignmentResults } from '@/db/schema/assignment';
import type { AssignmentDashboard, ReportFilter } from '../schemas';
import { loadAssignment, placementScope } from './load';
import { allQueries } from '@/db/all-queries';

/** The report's header: counts per status, experts of the batches, and the placement's conditions. */
export async function getDashboard(options: { db: DbOrTx; organizationId: number; id: number; filter: ReportFilter }): Promise<AssignmentDashboard> {
  const { db, organizationId, id, filter } = options;
  const a = await loadAssignment(db, organizationId, id);
  const scope = placementScope(organizationId, id, filter);
  const placed = await db.select({ id: placements.id, batchId: placements.batchId, settings: placements.settings }).from(placements).where(scope);
  const placementIds = placed.map((p) => p.id);
  const batchIds = [...new Set(placed.map((p) => p.batchId).filter((b): b is number => !!b))];
  const [counts, experts] = await allQueries(
    db,
    () =>
      placementIds.length
        ? db
            .select({
              participants: sql<number>`count(*)::int`,
              waiting: sql<number>`count(*) filter (where ${assignmentResults.status} = 'waiting_for_review')::int`,
              notPassed: sql<number>`count(*) filter (where ${assignmentResults.status} = 'not_passed')::int`,
              passed: sql<number>`count(*) filter (where ${assignmentResults.status} = 'passed')::int`,
            })
            .from(placements)
            .innerJoin(batchParticipants, eq(batchParticipants.batchId, placements.batchId))
            .leftJoin(assignmentResults, and(eq(assignmentResults.placementId, placements.id), eq(assignmentResults.userId, batchParticipants.userId)))
            .where(and(inArray(placements.id, placementIds), isNotNull(placements.batchId)))
        : Promise.resolve([{ participants: 0, waiting: 0, notPassed: 0, passed: 0 }]),
    () =>
      batchIds.length
        ? db
            .selectDistinct({ id: users.id, name: users.fullName, avatar: users.picture })
            .from(batchStaff)
            .innerJoin(users, eq(users.id, batchStaff.userId))
            .where(and(inArray(batchStaff.batchId, batchIds), eq(batchStaff.role, 'expert')))
            .orderBy(users.fullName, users.id)
        : Promise.resolve([]),
  );
  // Conditions are per placement; with one placement in view they are shown, otherwise there is no single answer.
  const settings = placed.length === 1 ? placed[0].settings : {};
  const conditions = ['due_date', 'pass_grade']
    .filter((k) => settings[k] !== undefined && settings[k] !== null && settings[k] !== '')
    .map((key) => ({ key, value: settings[key] as string | number }));
  const c = counts[0];
  return {
    title: a.title,
    assignment_type: a.assignmentType,
    participants: Number(c.participants),
    waiting_review: Number(c.waiting),
    not_passed: Number(c.notPassed),
    passed: Number(c.passed),
    instruction: a.instruction,
    experts,
    conditions,
  };
}
