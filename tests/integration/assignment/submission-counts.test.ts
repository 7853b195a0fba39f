// The list's Submitted column reads a maintained counter (drizzle/assignment 0002) instead of counting hand-ins per
// request: the counter follows single and bulk inserts, deletes, a result moved to another assignment, and the
// assignment's own deletion; the list sorts by it.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignmentResults, assignments, assignmentSubmissionCounts } from '../../../src/db/schema/assignment';
import { insertModule, insertPlacement } from '../../../src/db/testing';
import { insertUser } from '../../../src/features/account/testing';
import { findAssignments } from '../../../src/features/assignment/server/find-assignments';
import { AssignmentListQuerySchema } from '../../../src/features/assignment/schemas';
import { insertAssignment } from '../../../src/features/assignment/testing';
import { insertOrgWithPeople } from '../../setup/org-people';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
let orgId: number;
let adminId: number;
let learnerId: number;

beforeAll(async () => {
  ({ orgId, adminId, learnerId } = await insertOrgWithPeople(t.db));
});

async function placed(title: string) {
  const assignment = await insertAssignment(t.db, { organizationId: orgId, title, createdBy: adminId });
  const module = await insertModule(t.db, { organizationId: orgId, moduleType: 'course', title: `${title} course` });
  const placement = await insertPlacement(t.db, { organizationId: orgId, moduleId: module.id, contentType: 'assignment', contentId: assignment.id });
  return { assignment, placement };
}

async function submitted(): Promise<Map<string, number>> {
  const query = AssignmentListQuerySchema.parse({ page: 1, page_size: 100, order_by: 'submitted', order_type: 'desc' });
  const list = await findAssignments({ db: t.db, organizationId: orgId, query });
  return new Map(list.results.map((r) => [r.title, r.submitted]));
}

describe('assignment submission counter', () => {
  it('follows inserts, bulk inserts, deletes, a moved result and the deletion of the assignment, and sorts the list', async () => {
    const essay = await placed('Counted Essay');
    const report = await placed('Counted Report');
    const people = [learnerId];
    for (let i = 0; i < 3; i++) people.push((await insertUser(t.db, { organizationId: orgId, rule: 'editor' })).id);

    expect(await submitted()).toEqual(
      new Map([
        ['Counted Essay', 0],
        ['Counted Report', 0],
      ]),
    );
    await t.db
      .insert(assignmentResults)
      .values({ organizationId: orgId, assignmentId: essay.assignment.id, placementId: essay.placement.id, userId: people[0] });
    // One statement with several rows: one counter update.
    await t.db
      .insert(assignmentResults)
      .values(people.slice(1).map((userId) => ({ organizationId: orgId, assignmentId: report.assignment.id, placementId: report.placement.id, userId })));
    let counts = await submitted();
    expect(counts.get('Counted Essay')).toBe(1);
    expect(counts.get('Counted Report')).toBe(3);
    const list = await findAssignments({
      db: t.db,
      organizationId: orgId,
      query: AssignmentListQuerySchema.parse({ page: 1, page_size: 100, order_by: 'submitted', order_type: 'desc' }),
    });
    expect(list.results.map((r) => r.title)).toEqual(['Counted Report', 'Counted Essay']);

    await t.db.delete(assignmentResults).where(eq(assignmentResults.userId, people[1]));
    expect((await submitted()).get('Counted Report')).toBe(2);

    // A result moved to the other assignment takes its count with it.
    await t.db
      .update(assignmentResults)
      .set({ assignmentId: essay.assignment.id, placementId: essay.placement.id })
      .where(eq(assignmentResults.userId, people[2]));
    counts = await submitted();
    expect(counts.get('Counted Essay')).toBe(2);
    expect(counts.get('Counted Report')).toBe(1);
    // Grading (an update that leaves the assignment alone) changes nothing.
    await t.db.update(assignmentResults).set({ score: 80, status: 'passed' }).where(eq(assignmentResults.assignmentId, essay.assignment.id));
    expect((await submitted()).get('Counted Essay')).toBe(2);

    await t.db.delete(assignments).where(eq(assignments.id, report.assignment.id));
    const left = await t.db
      .select()
      .from(assignmentSubmissionCounts)
      .where(inArray(assignmentSubmissionCounts.assignmentId, [essay.assignment.id, report.assignment.id]));
    expect(left).toEqual([{ assignmentId: essay.assignment.id, total: 2 }]);
  });
});
