// Certificates issued for a classroom, a program batch and a live event (issue 29, decision 0151): completing the
// classroom's batch or the program's batch (every placed content met) or attending the live event (a QR check-in or a
// manual attendance) issues the content's certificate template once, even when two completions happen at once; the
// award is set through the certificate area's use case, of the content's template type; a manual attendance marks the
// live event's registrant attended as a QR check-in does.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { learningModules, sections } from '../../../src/db/schema';
import { issuedCertificates } from '../../../src/db/schema/certificate';
import { classrooms } from '../../../src/db/schema/classroom';
import { liveEventRegistrants, liveEvents } from '../../../src/db/schema/live-event';
import { programBatches, programBatchMembers, programs } from '../../../src/db/schema/program';
import { addParticipants, insertBatch, insertModule, insertPlacement } from '../../../src/db/testing';
import { assignmentResults } from '../../../src/db/schema/assignment';
import { gradeResults } from '../../../src/features/assignment/server/grade-results';
import { submitAssignment } from '../../../src/features/assignment/server/submit-assignment';
import { insertAssignment } from '../../../src/features/assignment/testing';
import { insertUser } from '../../../src/features/account/testing';
import { insertCategory } from '../../../src/features/category/testing';
import { getAward, setAward } from '../../../src/features/certificate/server/awards';
import { findIssued } from '../../../src/features/certificate/server/issued-certificates';
import { deleteTemplate } from '../../../src/features/certificate/server/save-template';
import { insertTemplate, insertTheme } from '../../../src/features/certificate/testing';
import { registerPeople } from '../../../src/features/live-event/server/registrants';
import { createLiveEvent } from '../../../src/features/live-event/server/save-live-event';
import { LiveEventInputSchema } from '../../../src/features/live-event/schemas';
import { checkIn } from '../../../src/features/presence/server/check-in';
import { createManualAttendances } from '../../../src/features/presence/server/create-manual-attendances';
import { issueToken } from '../../../src/features/presence/server/qr-token';
import { insertPresence } from '../../../src/features/presence/testing';
import { buildQuizInput, insertQuiz } from '../../../src/features/quiz/testing';
import { withTestDb } from '../../setup/test-db';
import { newOrganization, passQuiz } from '../course/completion-fixture';

const t = withTestDb();
const ids = { orgId: 0, adminId: 0, otherOrgId: 0 };
const templates = { liveEvent: 0, program: 0, classroom: 0, course: 0 };

beforeAll(async () => {
  Object.assign(ids, await newOrganization(t.db));
  ids.otherOrgId = (await newOrganization(t.db)).orgId;
  const theme = await insertTheme(t.db, { organizationId: ids.orgId });
  const template = async (type: number, numberPrefix: string) =>
    (await insertTemplate(t.db, { organizationId: ids.orgId, themeId: theme.id, type, numberPrefix })).id;
  templates.liveEvent = await template(1, 'IT/LIVE-');
  templates.course = await template(2, 'IT/CRS-');
  templates.program = await template(3, 'IT/PRG-');
  templates.classroom = await template(24, 'IT/CLS-');
});

const certificatesOf = (userId: number) => t.db.select().from(issuedCertificates).where(eq(issuedCertificates.userId, userId));
const newLearner = (fullName: string) => insertUser(t.db, { organizationId: ids.orgId, rule: 'editor', fullName });
const admin = () => ({ db: t.db, organizationId: ids.orgId, userId: ids.adminId });

/** `n` required quizzes (pass grade 50) placed in the batch of the module. */
async function placeQuizzes(moduleId: number, batchId: number, n: number, title: string) {
  const [section] = await t.db.insert(sections).values({ moduleId, title: 'Day 1' }).returning();
  const placed: number[] = [];
  for (let i = 0; i < n; i++) {
    const quiz = await t.db.transaction((tx) =>
      insertQuiz(tx, { organizationId: ids.orgId, createdBy: ids.adminId, input: buildQuizInput({ title: `${title} quiz ${i + 1}`, pass_grade: 50 }) }),
    );
    const placement = await insertPlacement(t.db, {
      organizationId: ids.orgId,
      moduleId,
      batchId,
      sectionId: section.id,
      contentType: 'quiz',
      contentId: quiz.id,
      title: quiz.title,
      settings: { required: true },
    });
    placed.push(placement.id);
  }
  return placed;
}

describe('a classroom batch', () => {
  const c = { id: 0, batchId: 0, placements: [] as number[] };
  beforeAll(async () => {
    const module = await insertModule(t.db, { organizationId: ids.orgId, moduleType: 'classroom', title: 'Forklift Safety' });
    await t.db.insert(classrooms).values({ moduleId: module.id, organizationId: ids.orgId, status: 'published' });
    c.id = module.id;
    c.batchId = (await insertBatch(t.db, { moduleId: module.id })).id;
    c.placements = await placeQuizzes(module.id, c.batchId, 2, 'Forklift');
  });

  it('issues nothing while the classroom awards no certificate, then its template once per learner, under two completions at once', async () => {
    const before = await newLearner('Early Learner');
    await addParticipants(t.db, c.batchId, [{ id: before.id }]);
    for (const p of c.placements) await passQuiz(t.db, ids.orgId, p, before.id);
    expect(await certificatesOf(before.id)).toHaveLength(0);

    expect(await setAward({ ...admin(), kind: 'classroom', id: c.id, input: { template_id: templates.classroom } })).toMatchObject({
      template: { id: templates.classroom },
    });
    for (let round = 0; round < 2; round++) {
      const learner = await newLearner(`Classroom Learner ${round}`);
      await addParticipants(t.db, c.batchId, [{ id: learner.id }]);
      if (round === 0) {
        // One content after the other: nothing until the last one.
        await passQuiz(t.db, ids.orgId, c.placements[0], learner.id);
        expect(await certificatesOf(learner.id)).toHaveLength(0);
        await passQuiz(t.db, ids.orgId, c.placements[1], learner.id);
      } else await Promise.all(c.placements.map((p) => passQuiz(t.db, ids.orgId, p, learner.id))); // the last two at once
      const issued = await certificatesOf(learner.id);
      expect(issued).toHaveLength(1);
      expect(issued[0]).toMatchObject({ sourceType: 'classroom', sourceId: c.id, templateId: templates.classroom, contentTitle: 'Forklift Safety' });
      expect(issued[0].number).toMatch(/^IT\/CLS-\d{4}-\d{6}$/);
    }
    // Listed on the classroom's detail (source) and the learner's.
    const listed = await findIssued({ db: t.db, organizationId: ids.orgId, query: { source_type: 'classroom', source_id: c.id } });
    expect(listed.map((r) => r.learner_name).sort()).toEqual(['Classroom Learner 0', 'Classroom Learner 1']);
  });

  it('refuses a template of another type or organisation, and a template an award names cannot be deleted', async () => {
    await expect(setAward({ ...admin(), kind: 'classroom', id: c.id, input: { template_id: templates.program } })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Choose a certificate template of the classroom type',
    });
    await expect(
      setAward({ ...admin(), organizationId: ids.otherOrgId, kind: 'classroom', id: c.id, input: { template_id: templates.classroom } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(deleteTemplate({ ...admin(), id: templates.classroom })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await getAward({ db: t.db, organizationId: ids.orgId, kind: 'classroom', id: c.id })).toMatchObject({ template: { id: templates.classroom } });
  });
});

describe('a program batch', () => {
  const p = { id: 0, batchId: 0, placements: [] as number[] };
  beforeAll(async () => {
    const module = await insertModule(t.db, { organizationId: ids.orgId, moduleType: 'program', title: 'Leadership Program' });
    const [program] = await t.db
      .insert(programs)
      .values({ moduleId: module.id, organizationId: ids.orgId, title: 'Leadership Program', status: 'publish' })
      .returning();
    p.id = program.id;
    p.batchId = (await insertBatch(t.db, { moduleId: module.id, title: 'Batch Jakarta' })).id;
    await t.db.insert(programBatches).values({ batchId: p.batchId, programId: program.id, organizationId: ids.orgId });
    p.placements = await placeQuizzes(module.id, p.batchId, 2, 'Leadership');
    await setAward({ ...admin(), kind: 'program', id: p.id, input: { template_id: templates.program } });
  });

  const member = async (name: string) => {
    const learner = await newLearner(name);
    await t.db.insert(programBatchMembers).values({ batchId: p.batchId, programId: p.id, userId: learner.id, status: 'invited' });
    await addParticipants(t.db, p.batchId, [{ id: learner.id, invitation: 'invited' }]);
    return learner;
  };

  it('issues the program template once when every placed content is met, the last two at once', async () => {
    for (let round = 0; round < 2; round++) {
      const learner = await member(`Program Learner ${round}`);
      await Promise.all(p.placements.map((id) => passQuiz(t.db, ids.orgId, id, learner.id)));
      const issued = await certificatesOf(learner.id);
      expect(issued).toHaveLength(1);
      expect(issued[0]).toMatchObject({ sourceType: 'program', sourceId: p.id, templateId: templates.program, contentTitle: 'Leadership Program' });
      expect(issued[0].number).toMatch(/^IT\/PRG-\d{4}-\d{6}$/);
    }
    const listed = await findIssued({ db: t.db, organizationId: ids.orgId, query: { source_type: 'program', source_id: p.id } });
    expect(listed).toHaveLength(2);
  });

  it('issues nothing until every content is met, nor to someone outside the batch', async () => {
    const learner = await member('Halfway Learner');
    await passQuiz(t.db, ids.orgId, p.placements[1], learner.id);
    expect(await certificatesOf(learner.id)).toHaveLength(0);
    const outsider = await newLearner('Outsider');
    for (const id of p.placements) await passQuiz(t.db, ids.orgId, id, outsider.id).catch(() => null);
    expect(await certificatesOf(outsider.id)).toHaveLength(0);
  });

  it('clears the award with null; a cleared program issues nothing', async () => {
    expect(await setAward({ ...admin(), kind: 'program', id: p.id, input: { template_id: null } })).toEqual({ template: null });
    const learner = await member('Late Learner');
    for (const id of p.placements) await passQuiz(t.db, ids.orgId, id, learner.id);
    expect(await certificatesOf(learner.id)).toHaveLength(0);
    await expect(setAward({ ...admin(), kind: 'program', id: p.id, input: { template_id: templates.classroom } })).rejects.toMatchObject({
      message: 'Choose a certificate template of the program type',
    });
  });
});

describe('a program batch met by a grade (decisions 0151, 0153)', () => {
  it('issues the program template in the grading transaction once the hand-in is graded up to its pass grade', async () => {
    const module = await insertModule(t.db, { organizationId: ids.orgId, moduleType: 'program', title: 'Writing Program' });
    const [program] = await t.db
      .insert(programs)
      .values({ moduleId: module.id, organizationId: ids.orgId, title: 'Writing Program', status: 'publish' })
      .returning();
    const batchId = (await insertBatch(t.db, { moduleId: module.id, title: 'Batch Bandung' })).id;
    await t.db.insert(programBatches).values({ batchId, programId: program.id, organizationId: ids.orgId });
    const [section] = await t.db.insert(sections).values({ moduleId: module.id, title: 'Day 1' }).returning();
    const a = await insertAssignment(t.db, { organizationId: ids.orgId, title: 'Essay', uploadCondition: 'optional', createdBy: ids.adminId });
    const placement = await insertPlacement(t.db, {
      organizationId: ids.orgId,
      moduleId: module.id,
      batchId,
      sectionId: section.id,
      contentType: 'assignment',
      contentId: a.id,
      settings: { required: true, pass_grade: 70 },
    });
    await setAward({ ...admin(), kind: 'program', id: program.id, input: { template_id: templates.program } });
    const learner = await newLearner('Graded Learner');
    await t.db.insert(programBatchMembers).values({ batchId, programId: program.id, userId: learner.id, status: 'invited' });
    await addParticipants(t.db, batchId, [{ id: learner.id, invitation: 'invited' }]);
    await submitAssignment({
      db: t.db,
      organization: { id: ids.orgId, orgCode: 'x' },
      userId: learner.id,
      placementId: placement.id,
      files: [],
      notes: 'Done',
    });
    const [result] = await t.db
      .select()
      .from(assignmentResults)
      .where(and(eq(assignmentResults.placementId, placement.id), eq(assignmentResults.userId, learner.id)));
    const grade = (score: number) =>
      gradeResults({ db: t.db, organizationId: ids.orgId, userId: ids.adminId, id: a.id, input: { data: [{ id: result.id, score }] } });
    await grade(60);
    expect(await certificatesOf(learner.id)).toHaveLength(0);
    await grade(80);
    await grade(90);
    expect(await certificatesOf(learner.id)).toMatchObject([{ sourceType: 'program', sourceId: program.id, templateId: templates.program }]);
  });
});

describe('a live event', () => {
  // The event runs 09:00–11:00 WIB on 2031-05-06; half an hour in.
  const NOW = new Date('2031-05-06T02:30:00Z');
  const e = { id: 0, scheduleId: 0, presenceId: 0 };
  let presence: Awaited<ReturnType<typeof insertPresence>>;
  const learners: Awaited<ReturnType<typeof newLearner>>[] = [];

  beforeAll(async () => {
    const category = await insertCategory(t.db, { organizationId: ids.orgId });
    const input = LiveEventInputSchema.parse({
      title: 'Quarterly Town Hall',
      category_id: category.id,
      thumbnail_default: 1,
      start_at: '2031-05-06T09:00',
      end_at: '2031-05-06T11:00',
      meeting_url: 'https://meet.example.com/town-hall',
      certificate_template_id: templates.liveEvent,
    });
    e.id = (await createLiveEvent({ ...admin(), input })).id;
    for (let i = 0; i < 4; i++) learners.push(await newLearner(`Attendee ${i}`));
    await registerPeople({ ...admin(), id: e.id, input: { user_ids: learners.map((l) => l.id) }, now: new Date('2031-05-01T00:00:00Z') });
    const [row] = await t.db.select().from(liveEvents).where(eq(liveEvents.id, e.id));
    e.scheduleId = row.scheduleId;
    // A presence placed on the event's batch (as Manage Content places it) takes its attendance.
    presence = await insertPresence(t.db, { organizationId: ids.orgId, earlyMinutes: 30, graceMinutes: 15, closeMinutes: 30, stepSeconds: 15 });
    const [module] = await t.db.select().from(learningModules).where(eq(learningModules.id, row.moduleId));
    await insertPlacement(t.db, {
      organizationId: ids.orgId,
      moduleId: module.id,
      batchId: row.batchId,
      contentType: 'presence',
      contentId: presence.id,
      title: presence.title,
    });
  });

  const attendedAt = async (userId: number) =>
    (
      await t.db
        .select({ at: liveEventRegistrants.attendedAt })
        .from(liveEventRegistrants)
        .where(and(eq(liveEventRegistrants.eventId, e.id), eq(liveEventRegistrants.userId, userId)))
    )[0]?.at ?? null;
  const manual = (userIds: number[]) =>
    createManualAttendances({ ...admin(), id: presence.id, input: { data: userIds.map((u) => ({ user_id: u, schedule_id: e.scheduleId })) }, now: NOW });
  const scan = async (userId: number) => {
    const { token } = await issueToken(t.db, presence, e.scheduleId, 's', NOW);
    return checkIn({ db: t.db, organizationId: ids.orgId, userId, input: { token }, now: NOW });
  };

  it('a manual attendance marks the registrant attended and issues the event certificate once', async () => {
    const [a] = learners;
    expect(await attendedAt(a.id)).toBeNull();
    expect(await manual([a.id])).toMatchObject({ added: 1 });
    expect(await attendedAt(a.id)).toEqual(NOW);
    // Entered again, and scanned: nothing new.
    expect(await manual([a.id])).toMatchObject({ added: 0 });
    expect((await scan(a.id)).result).toMatchObject({ already: true });
    const issued = await certificatesOf(a.id);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ sourceType: 'live-event', sourceId: e.id, templateId: templates.liveEvent, contentTitle: 'Quarterly Town Hall' });
    expect(issued[0].number).toMatch(/^IT\/LIVE-\d{4}-\d{6}$/);
  });

  it('issues once when a QR check-in and a manual attendance of the same person happen at once', async () => {
    const [, b, c] = learners;
    await Promise.all([scan(b.id), manual([b.id])]);
    await Promise.all([manual([c.id]), manual([c.id])]);
    for (const l of [b, c]) {
      expect(await attendedAt(l.id)).toEqual(NOW);
      expect(await certificatesOf(l.id)).toHaveLength(1);
    }
    const listed = await findIssued({ db: t.db, organizationId: ids.orgId, query: { source_type: 'live-event', source_id: e.id } });
    expect(listed.map((r) => r.learner_name).sort()).toEqual(['Attendee 0', 'Attendee 1', 'Attendee 2']);
  });
});
