// A program's completion is recorded (decision 0149): meeting every content placed in a program batch writes one
// program_completions row per program and learner, even when the last two contents are met at once, and only that
// write emits 'program_completed'. A journey's program step reads it: the step shows completed, the step after it
// opens, and a journey whose last step is the program completes then, emitting 'journey_completed' once; one whose
// last step is a live event completes on 'live_event_attended' (emitted once the attendance is recorded).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { learningModules, sections } from '../../../src/db/schema';
import { pointEntries } from '../../../src/db/schema/gamification';
import { journeyCompletions } from '../../../src/db/schema/journey';
import { liveEvents } from '../../../src/db/schema/live-event';
import { programBatches, programBatchMembers, programCompletions, programs } from '../../../src/db/schema/program';
import { addParticipants, insertBatch, insertModule, insertPlacement } from '../../../src/db/testing';
import { insertCategory } from '../../../src/features/category/testing';
import { emitLearningEvent } from '../../../src/features/learning-events';
import { registerPeople } from '../../../src/features/live-event/server/registrants';
import { createLiveEvent } from '../../../src/features/live-event/server/save-live-event';
import { LiveEventInputSchema } from '../../../src/features/live-event/schemas';
import { createManualAttendances } from '../../../src/features/presence/server/create-manual-attendances';
import { insertPresence } from '../../../src/features/presence/testing';
import { createPointRule } from '../../../src/features/gamification/server/point-rules';
import { PointRuleInputSchema } from '../../../src/features/gamification/schemas';
import { JourneyInputSchema, type JourneyInput } from '../../../src/features/journey/schemas';
import { findLearners } from '../../../src/features/journey/server/progress';
import { createJourney } from '../../../src/features/journey/server/save-journey';
import { buildQuizInput, insertQuiz } from '../../../src/features/quiz/testing';
import { withTestDb } from '../../setup/test-db';
import { enrolLearner, insertPlacedCourse, newOrganization, passQuiz, type PlacedCourse } from '../course/completion-fixture';

// Every emitted learning event still reaches every listener; the spy only counts them.
vi.mock('../../../src/features/learning-events', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/features/learning-events')>();
  return { ...original, emitLearningEvent: vi.fn(original.emitLearningEvent) };
});

const t = withTestDb();
const ids = { orgId: 0, adminId: 0 };
const program = { id: 0, batchId: 0, placements: [] as number[] };
let course: PlacedCourse;

beforeAll(async () => {
  Object.assign(ids, await newOrganization(t.db));
  course = await insertPlacedCourse(t.db, { ...ids, quizzes: 1, title: 'Journey Course' });
  const module = await insertModule(t.db, { organizationId: ids.orgId, moduleType: 'program', title: 'Onboarding Program' });
  const [row] = await t.db
    .insert(programs)
    .values({ moduleId: module.id, organizationId: ids.orgId, title: 'Onboarding Program', status: 'publish' })
    .returning();
  program.id = row.id;
  program.batchId = (await insertBatch(t.db, { moduleId: module.id, title: 'Batch Bandung' })).id;
  await t.db.insert(programBatches).values({ batchId: program.batchId, programId: row.id, organizationId: ids.orgId });
  const [section] = await t.db.insert(sections).values({ moduleId: module.id, title: 'Week 1' }).returning();
  for (let i = 0; i < 2; i++) {
    const quiz = await t.db.transaction((tx) =>
      insertQuiz(tx, { organizationId: ids.orgId, createdBy: ids.adminId, input: buildQuizInput({ title: `Onboarding quiz ${i + 1}`, pass_grade: 50 }) }),
    );
    const placement = await insertPlacement(t.db, {
      organizationId: ids.orgId,
      moduleId: module.id,
      batchId: program.batchId,
      sectionId: section.id,
      contentType: 'quiz',
      contentId: quiz.id,
      title: quiz.title,
      settings: { required: true },
    });
    program.placements.push(placement.id);
  }
  await createPointRule({
    db: t.db,
    organizationId: ids.orgId,
    userId: ids.adminId,
    input: PointRuleInputSchema.parse({ activity: 'journey_completed', points: 25 }),
  });
});

/** A learner enrolled in the course and invited to the program's batch. */
async function learner(name: string) {
  const person = await enrolLearner(t.db, ids.orgId, course, name);
  await t.db.insert(programBatchMembers).values({ batchId: program.batchId, programId: program.id, userId: person.id, status: 'invited' });
  await addParticipants(t.db, program.batchId, [{ id: person.id, invitation: 'invited' }]);
  return person;
}

/** Both of the program's quizzes passed at once: each one's transaction may be the last one missing. */
const completeProgram = (userId: number) => Promise.all(program.placements.map((id) => passQuiz(t.db, ids.orgId, id, userId)));

const emitted = (kind: string, userId: number) =>
  vi
    .mocked(emitLearningEvent)
    .mock.calls.filter(([, e]) => e.kind === kind && e.userId === userId)
    .map(([, e]) => e);

const journey = async (userIds: number[], steps: JourneyInput['steps']) =>
  (
    await createJourney({
      db: t.db,
      organizationId: ids.orgId,
      userId: ids.adminId,
      input: JourneyInputSchema.parse({ title: `Journey ${Math.random()}`, status: 'publish', user_ids: userIds, steps }),
    })
  ).id;
const progress = async (id: number) => (await findLearners({ db: t.db, organizationId: ids.orgId, id, query: { page: 1, page_size: 10 } })).results;

describe('a program completion', () => {
  it('writes one row when the last two contents are met at once, and emits program_completed once', async () => {
    const person = await learner('Eka Learner');
    const rows = () => t.db.select().from(programCompletions).where(eq(programCompletions.userId, person.id));
    await completeProgram(person.id);
    expect(await rows()).toMatchObject([{ programId: program.id, organizationId: ids.orgId, batchId: program.batchId, completedAt: expect.any(Date) }]);
    expect(emitted('program_completed', person.id)).toMatchObject([{ source: { type: 'program', id: program.id } }]);
    // A later event on a content of the batch (the same pass emitted again is allowed and means nothing new) finds the
    // batch still met: nothing is written or emitted again.
    await t.db.transaction((tx) =>
      emitLearningEvent(tx, {
        kind: 'quiz_passed',
        organizationId: ids.orgId,
        userId: person.id,
        source: { type: 'quiz-placement', id: program.placements[1] },
        reason: 'Passed the quiz Onboarding quiz 2',
        at: new Date(),
      }),
    );
    expect(await rows()).toHaveLength(1);
    expect(emitted('program_completed', person.id)).toHaveLength(1);
  });

  it('completes a journey’s program step and opens the step after it', async () => {
    const person = await learner('Fajar Learner');
    const id = await journey(
      [person.id],
      [
        { kind: 'program', content_id: program.id, unlock: 'none' },
        { kind: 'course', content_id: course.id, unlock: 'previous' },
      ],
    );
    let [row] = await progress(id);
    expect(row.steps.map((s) => [s.state, s.unlocked])).toEqual([
      ['open', true],
      ['locked', false],
    ]);
    await completeProgram(person.id);
    [row] = await progress(id);
    expect(row.steps.map((s) => [s.state, s.unlocked])).toEqual([
      ['completed', true],
      ['open', true],
    ]);
    expect(row.steps[0].completed_at).not.toBeNull();
    expect(row).toMatchObject({ completed: 1, completed_at: null });
  });

  it('completes a journey whose last step is the program at that moment, emitting journey_completed once', async () => {
    const person = await learner('Gita Learner');
    const id = await journey(
      [person.id],
      [
        { kind: 'course', content_id: course.id, unlock: 'none' },
        { kind: 'program', content_id: program.id, unlock: 'previous' },
      ],
    );
    await passQuiz(t.db, ids.orgId, course.placements[0], person.id);
    expect(await t.db.select().from(journeyCompletions).where(eq(journeyCompletions.journeyId, id))).toEqual([]);
    await completeProgram(person.id);
    expect(await t.db.select().from(journeyCompletions).where(eq(journeyCompletions.journeyId, id))).toMatchObject([{ userId: person.id }]);
    expect(emitted('journey_completed', person.id)).toMatchObject([{ source: { type: 'journey', id } }]);
    const points = await t.db
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.userId, person.id), eq(pointEntries.activity, 'journey_completed')));
    expect(points).toMatchObject([{ points: 25, sourceType: 'journey', sourceId: id }]);
    const [row] = await progress(id);
    expect(row.steps.map((s) => s.state)).toEqual(['completed', 'completed']);
    expect(row.completed_at).not.toBeNull();
  });
});

describe('a live event step', () => {
  it('completes a journey whose last step is the live event when the attendance is recorded', async () => {
    const admin = { db: t.db, organizationId: ids.orgId, userId: ids.adminId };
    const category = await insertCategory(t.db, { organizationId: ids.orgId });
    const input = LiveEventInputSchema.parse({
      title: 'Welcome Session',
      category_id: category.id,
      thumbnail_default: 1,
      start_at: '2031-05-06T09:00',
      end_at: '2031-05-06T11:00',
      meeting_url: 'https://meet.example.com/welcome',
    });
    const eventId = (await createLiveEvent({ ...admin, input })).id;
    const person = await learner('Hadi Learner');
    await registerPeople({ ...admin, id: eventId, input: { user_ids: [person.id] }, now: new Date('2031-05-01T00:00:00Z') });
    const [live] = await t.db.select().from(liveEvents).where(eq(liveEvents.id, eventId));
    const presence = await insertPresence(t.db, { organizationId: ids.orgId, earlyMinutes: 30, graceMinutes: 15, closeMinutes: 30, stepSeconds: 15 });
    const [module] = await t.db.select().from(learningModules).where(eq(learningModules.id, live.moduleId));
    await insertPlacement(t.db, {
      organizationId: ids.orgId,
      moduleId: module.id,
      batchId: live.batchId,
      contentType: 'presence',
      contentId: presence.id,
      title: presence.title,
    });
    const id = await journey(
      [person.id],
      [
        { kind: 'course', content_id: course.id, unlock: 'none' },
        { kind: 'live_event', content_id: eventId, unlock: 'previous' },
      ],
    );
    await passQuiz(t.db, ids.orgId, course.placements[0], person.id);
    expect(await t.db.select().from(journeyCompletions).where(eq(journeyCompletions.journeyId, id))).toEqual([]);
    await createManualAttendances({
      ...admin,
      id: presence.id,
      input: { data: [{ user_id: person.id, schedule_id: live.scheduleId }] },
      now: new Date('2031-05-06T02:30:00Z'),
    });
    expect(await t.db.select().from(journeyCompletions).where(eq(journeyCompletions.journeyId, id))).toMatchObject([{ userId: person.id }]);
    expect(emitted('journey_completed', person.id)).toMatchObject([{ source: { type: 'journey', id } }]);
    expect((await progress(id))[0].steps.map((s) => s.state)).toEqual(['completed', 'completed']);
  });
});
