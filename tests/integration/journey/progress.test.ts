// A journey's learners' progress is computed from the steps' real completions (decision 0148): a course completed
// through its passed quiz (decision 0138), a checkpoint met through scores an assessor entered (0123); steps open by
// their unlock rule, and finishing the last step through a learning event writes the journey's completion once and
// emits 'journey_completed' (the gamification rule "Completing a journey" awards it).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointEntries } from '../../../src/db/schema/gamification';
import { contentSettings } from '../../../src/db/schema/content-setting';
import { companies } from '../../../src/db/schema/directory';
import { journeyCompletions } from '../../../src/db/schema/journey';
import { insertUser } from '../../../src/features/account/testing';
import { enterScores } from '../../../src/features/checkpoint/server/batch-scores';
import { createCheckpoint } from '../../../src/features/checkpoint/server/create-checkpoint';
import { getCheckpoint } from '../../../src/features/checkpoint/server/find-checkpoints';
import { CheckpointInputSchema } from '../../../src/features/checkpoint/schemas';
import { createPointRule } from '../../../src/features/gamification/server/point-rules';
import { PointRuleInputSchema } from '../../../src/features/gamification/schemas';
import { JourneyInputSchema, type JourneyInput } from '../../../src/features/journey/schemas';
import { getJourney } from '../../../src/features/journey/server/get-journey';
import { findLearners } from '../../../src/features/journey/server/progress';
import { createJourney } from '../../../src/features/journey/server/save-journey';
import { withTestDb } from '../../setup/test-db';
import { enrolLearner, insertPlacedCourse, newOrganization, passQuiz, type PlacedCourse } from '../course/completion-fixture';

const t = withTestDb();
const ids = { orgId: 0, adminId: 0 };
let course: PlacedCourse;
let checkpoint: { id: number; batchId: number; competencyId: number };
let learners: { id: number }[];

beforeAll(async () => {
  Object.assign(ids, await newOrganization(t.db));
  course = await insertPlacedCourse(t.db, { ...ids, quizzes: 1, title: 'Journey Course' });
  learners = [await enrolLearner(t.db, ids.orgId, course, 'Ayu Learner'), await enrolLearner(t.db, ids.orgId, course, 'Budi Learner')];
  const caller = { db: t.db, organizationId: ids.orgId, userId: ids.adminId };
  const made = await createCheckpoint({
    ...caller,
    input: CheckpointInputSchema.parse({
      title: 'Journey Checkpoint',
      status: 'publish',
      privacy: 'PRIVATE',
      final_score: 'last_score',
      competencies: [{ code: 'J-01', name: 'Greeting', required_level: 3, criteria: ['Greets the customer'] }],
      assessor_ids: [ids.adminId],
      batches: [{ title: 'Batch', start_date: '2026-01-01', end_date: '2026-12-31', user_ids: learners.map((l) => l.id) }],
    }),
  });
  const detail = await getCheckpoint({ db: t.db, organizationId: ids.orgId, id: made.id });
  checkpoint = { id: made.id, batchId: detail.batches[0].id, competencyId: detail.competencies[0].id };
  await createPointRule({ ...caller, input: PointRuleInputSchema.parse({ activity: 'journey_completed', points: 40 }) });
});

const journey = async (over: Partial<JourneyInput>) =>
  (
    await createJourney({
      db: t.db,
      organizationId: ids.orgId,
      userId: ids.adminId,
      input: JourneyInputSchema.parse({ title: `Journey ${Math.random()}`, status: 'publish', user_ids: learners.map((l) => l.id), ...over }),
    })
  ).id;
const progress = async (id: number, today?: string) =>
  (await findLearners({ db: t.db, organizationId: ids.orgId, id, query: { page: 1, page_size: 10 }, today })).results;
const score = (userId: number, level: number) =>
  enterScores({
    db: t.db,
    organizationId: ids.orgId,
    userId: ids.adminId,
    id: checkpoint.id,
    batchId: checkpoint.batchId,
    input: { user_id: userId, scores: [{ competency_id: checkpoint.competencyId, level }], note: '' },
  });

describe('journey progress', () => {
  it('reads the steps’ real completions and opens a step after the previous one is completed', async () => {
    const id = await journey({
      steps: [
        { kind: 'course', content_id: course.id, unlock: 'none' },
        { kind: 'checkpoint', content_id: checkpoint.id, unlock: 'previous' },
      ],
    });
    const [ayu] = learners;
    let rows = await progress(id);
    expect(rows.map((r) => r.full_name)).toEqual(['Ayu Learner', 'Budi Learner']);
    expect(rows[0]).toMatchObject({ source: 'invited', completed: 0, completed_at: null });
    expect(rows[0].steps.map((s) => [s.state, s.unlocked])).toEqual([
      ['open', true],
      ['locked', false],
    ]);

    // Ayu's course is completed by her passed quiz (course_completions): the checkpoint step opens for her only.
    await passQuiz(t.db, ids.orgId, course.placements[0], ayu.id);
    rows = await progress(id);
    expect(rows[0].steps.map((s) => s.state)).toEqual(['completed', 'open']);
    expect(rows[0].steps[0].completed_at).not.toBeNull();
    expect(rows[1].steps.map((s) => s.state)).toEqual(['open', 'locked']);

    // A score below the required level does not meet the checkpoint; the last score at it does.
    await score(ayu.id, 2);
    expect((await progress(id))[0].steps[1].state).toBe('open');
    const finished = () => t.db.select().from(journeyCompletions).where(eq(journeyCompletions.journeyId, id));
    expect(await finished()).toEqual([]);
    // The score that meets the checkpoint emits 'checkpoint_met' (decision 0149): the journey completes at that moment.
    await score(ayu.id, 3);
    expect(await finished()).toMatchObject([{ userId: ayu.id }]);
    rows = await progress(id);
    expect(rows[0]).toMatchObject({ completed: 2 });
    expect(rows[0].completed_at).not.toBeNull();
    expect(rows[1]).toMatchObject({ completed: 0, completed_at: null });
  });

  it('opens a dated step on its WIB day', async () => {
    const id = await journey({
      status: 'draft',
      steps: [{ kind: 'checkpoint', content_id: checkpoint.id, unlock: 'date', unlock_date: '2030-06-01' }],
    });
    expect((await progress(id, '2030-05-31'))[1].steps[0]).toMatchObject({ state: 'locked', unlocked: false });
    expect((await progress(id, '2030-06-01'))[1].steps[0]).toMatchObject({ state: 'open', unlocked: true });
  });

  it('writes the completion once and emits journey_completed when a learning event finishes the last step', async () => {
    const [, budi] = learners;
    const id = await journey({
      steps: [
        { kind: 'checkpoint', content_id: checkpoint.id, unlock: 'none' },
        { kind: 'course', content_id: course.id, unlock: 'previous' },
      ],
    });
    await score(budi.id, 4);
    expect(await t.db.select().from(journeyCompletions).where(eq(journeyCompletions.journeyId, id))).toEqual([]);
    await passQuiz(t.db, ids.orgId, course.placements[0], budi.id);
    const done = await t.db.select().from(journeyCompletions).where(eq(journeyCompletions.journeyId, id));
    expect(done).toMatchObject([{ journeyId: id, userId: budi.id }]);
    const points = await t.db
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.userId, budi.id), eq(pointEntries.activity, 'journey_completed')));
    // The same completion also finished the first journey for Budi (course then checkpoint): each journey awards once.
    expect(points.filter((p) => p.sourceId === id)).toMatchObject([
      { points: 40, sourceType: 'journey', reason: expect.stringMatching(/^Completed the journey /) },
    ]);
    expect(points).toHaveLength(2);
    // Ayu completed both steps before this journey existed: the progress says so, but no event finished it here.
    const rows = await progress(id);
    expect(rows.map((r) => r.completed)).toEqual([2, 2]);
  });

  it('counts a company audience as learners beside the invited ones; another organisation’s journey is a 404', async () => {
    const other = await newOrganization(t.db);
    await expect(getJourney({ db: t.db, organizationId: other.orgId, id: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const id = await journey({ user_ids: [], status: 'draft' });
    await expect(findLearners({ db: t.db, organizationId: other.orgId, id, query: { page: 1, page_size: 10 } })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await progress(id)).toEqual([]);
    // A company audience: its active people are learners, beside whoever is invited by name.
    const [company] = await t.db.insert(companies).values({ organizationId: ids.orgId, code: 'JRN', name: 'Journey Co' }).returning();
    const staff = await insertUser(t.db, { organizationId: ids.orgId, fullName: 'Citra Staff', companyId: company.id });
    await insertUser(t.db, { organizationId: ids.orgId, fullName: 'Dewi Elsewhere' });
    const byCompany = await journey({ status: 'draft', audience_type: 'company', audience_ids: [company.id], user_ids: [learners[0].id] });
    expect((await progress(byCompany)).map((r) => [r.full_name, r.source])).toEqual([
      ['Ayu Learner', 'invited'],
      ['Citra Staff', 'audience'],
    ]);
    expect(staff.companyId).toBe(company.id);
  });

  it('stores Review when publishing while the organisation requires review and the author is outside the review role', async () => {
    await t.db.insert(contentSettings).values({ organizationId: ids.orgId, reviewRequired: true, reviewRoleId: null });
    const id = await journey({ steps: [{ kind: 'course', content_id: course.id, unlock: 'none' }] });
    expect((await getJourney({ db: t.db, organizationId: ids.orgId, id })).status).toBe('review');
  });
});
