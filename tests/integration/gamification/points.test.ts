// Points from the real learning events (issue 30, decision 0130): a passed quiz, a check-in, a hand-in, each awarded
// once per event through the one ledger; daily caps, periods and status; the leaderboard; redemption's race.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointBalances, pointEntries, merchandise as merchandiseTable } from '../../../src/db/schema/gamification';
import { insertUser } from '../../../src/features/account/testing';
import { insertAssignment } from '../../../src/features/assignment/testing';
import { submitAssignment } from '../../../src/features/assignment/server/submit-assignment';
import { addParticipants, insertPlacement, insertSchedule } from '../../../src/db/testing';
import { emitLearningEvent } from '../../../src/features/learning-events';
import { createPointRule, updatePointRule, getPointRule, deletePointRule } from '../../../src/features/gamification/server/point-rules';
import { createMerchandise } from '../../../src/features/gamification/server/merchandise';
import { learnerPoints, redeemMerchandise } from '../../../src/features/gamification/server/redeem';
import { findLeaderboard } from '../../../src/features/gamification/server/leaderboard';
import { currentMonth } from '../../../src/features/gamification/server/board-page';
import { LeaderboardQuerySchema, PointRuleInputSchema } from '../../../src/features/gamification/schemas';
import { insertPresence } from '../../../src/features/presence/testing';
import { checkIn } from '../../../src/features/presence/server/check-in';
import { issueToken } from '../../../src/features/presence/server/qr-token';
import { startAttempt } from '../../../src/features/quiz/server/start-attempt';
import { submitAttempt } from '../../../src/features/quiz/server/submit-attempt';
import { withTestDb } from '../../setup/test-db';
import { placedQuizFixture } from '../quiz/attempt-fixture';

const t = withTestDb();
const { ids, setup, ctx } = placedQuizFixture(t);

const rule = (input: Record<string, unknown>) =>
  createPointRule({ db: t.db, organizationId: ids.orgId, userId: ids.adminId, input: PointRuleInputSchema.parse(input) });
const entriesOf = (userId: number) => t.db.select().from(pointEntries).where(eq(pointEntries.userId, userId));
const board = (query: Record<string, unknown> = {}) =>
  findLeaderboard({ db: t.db, organizationId: ids.orgId, query: LeaderboardQuerySchema.parse({ period: 'all', page_size: 100, ...query }) });
const give = (userId: number, id: number, kind: 'quiz_passed' | 'journey_completed' = 'quiz_passed') =>
  t.db.transaction((tx) =>
    emitLearningEvent(tx, { kind, organizationId: ids.orgId, userId, source: { type: 'test-event', id }, reason: 'Test event', at: new Date() }),
  );

let quizRule: number;
beforeAll(async () => {
  quizRule = (await rule({ activity: 'quiz_passed', points: 10 })).id;
});

async function passQuiz(placementId: number, userId: number) {
  const a = await startAttempt({ ...ctx(userId), placementId });
  return submitAttempt({ ...ctx(userId), attemptId: a.id, input: { answers: [{ question_id: a.questions[0].id, codes: ['A'] }] } });
}

describe('points from a passed quiz', () => {
  it('awards the rule once per quiz placement, not for a failed attempt, not again for a passing retake', async () => {
    const { placementId, userId, quiz } = await setup({ pass_grade: 50, can_retake_on_pass: true, can_retake_on_fail: true });
    const failed = await startAttempt({ ...ctx(userId), placementId });
    await submitAttempt({ ...ctx(userId), attemptId: failed.id, input: { answers: [{ question_id: failed.questions[0].id, codes: ['B'] }] } });
    expect(await entriesOf(userId)).toHaveLength(0);

    expect((await passQuiz(placementId, userId)).status).toBe('passed');
    expect(await passQuiz(placementId, userId)).toMatchObject({ status: 'passed', retake: 3 });
    const entries = await entriesOf(userId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      points: 10,
      activity: 'quiz_passed',
      ruleId: quizRule,
      sourceType: 'quiz-placement',
      sourceId: placementId,
      reason: `Passed the quiz ${quiz.title}`,
    });
    expect(await learnerPoints({ db: t.db, organizationId: ids.orgId, userId })).toEqual({ balance: 10, earned: 10 });
    expect((await getPointRule({ db: t.db, organizationId: ids.orgId, id: quizRule })).awarded).toBeGreaterThanOrEqual(1);
  });

  it('awards nothing while the rule is inactive or outside its period, and again once it is active', async () => {
    const r = await getPointRule({ db: t.db, organizationId: ids.orgId, id: quizRule });
    const base = { activity: 'quiz_passed' as const, points: 10, daily_cap: null, starts_on: null, ends_on: null };
    await updatePointRule({ db: t.db, organizationId: ids.orgId, userId: ids.adminId, id: quizRule, input: { ...base, status: 'inactive' } });
    const a = await setup({ pass_grade: 50 });
    await passQuiz(a.placementId, a.userId);
    expect(await entriesOf(a.userId)).toHaveLength(0);
    await updatePointRule({
      db: t.db,
      organizationId: ids.orgId,
      userId: ids.adminId,
      id: quizRule,
      input: { ...base, status: 'active', ends_on: '2020-12-31' },
    });
    const b = await setup({ pass_grade: 50 });
    await passQuiz(b.placementId, b.userId);
    expect(await entriesOf(b.userId)).toHaveLength(0);
    await updatePointRule({ db: t.db, organizationId: ids.orgId, userId: ids.adminId, id: quizRule, input: { ...base, status: 'active' } });
    const c = await setup({ pass_grade: 50 });
    await passQuiz(c.placementId, c.userId);
    expect((await entriesOf(c.userId)).map((e) => e.points)).toEqual([10]);
    expect(r.status).toBe('active');
  });

  it('keeps the daily cap per learner and activity, and counts an event emitted twice at once only once', async () => {
    const learner = await insertUser(t.db, { organizationId: ids.orgId, rule: 'editor' });
    const capped = await rule({ activity: 'journey_completed', points: 4, daily_cap: 10 });
    await Promise.all([give(learner.id, 1, 'journey_completed'), give(learner.id, 1, 'journey_completed')]);
    expect((await entriesOf(learner.id)).map((e) => e.points)).toEqual([4]);
    await give(learner.id, 2, 'journey_completed');
    await give(learner.id, 3, 'journey_completed');
    await give(learner.id, 4, 'journey_completed');
    // 4 + 4 + 2 (the cap's rest) and nothing more today.
    expect((await entriesOf(learner.id)).map((e) => e.points).sort()).toEqual([2, 4, 4]);
    expect(await learnerPoints({ db: t.db, organizationId: ids.orgId, userId: learner.id })).toEqual({ balance: 10, earned: 10 });
    await expect(deletePointRule({ db: t.db, organizationId: ids.orgId, userId: ids.adminId, id: capped.id })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses to change or remove a ledger entry (append-only)', async () => {
    const [entry] = await t.db.select().from(pointEntries).limit(1);
    await expect(t.db.update(pointEntries).set({ points: 999 }).where(eq(pointEntries.id, entry.id))).rejects.toThrow();
    await expect(t.db.delete(pointEntries).where(eq(pointEntries.id, entry.id))).rejects.toThrow();
  });
});

describe('points from a check-in and a hand-in', () => {
  it('awards a schedule once per learner (a second scan earns nothing)', async () => {
    await rule({ activity: 'schedule_attended', points: 5 });
    const learner = await insertUser(t.db, { organizationId: ids.orgId, rule: 'editor' });
    await addParticipants(t.db, ids.batchId, [{ id: learner.id, invitation: 'confirmed' }]);
    const start = new Date(Date.now() - 10 * 60_000);
    const schedule = await insertSchedule(t.db, { batchId: ids.batchId, title: 'Points Day', startsAt: start, endsAt: new Date(start.getTime() + 3600_000) });
    const presence = await insertPresence(t.db, { organizationId: ids.orgId, title: 'Induction attendance' });
    await insertPlacement(t.db, { organizationId: ids.orgId, moduleId: ids.moduleId, batchId: ids.batchId, contentType: 'presence', contentId: presence.id });
    const scan = async () =>
      checkIn({
        db: t.db,
        organizationId: ids.orgId,
        userId: learner.id,
        input: { token: (await issueToken(t.db, presence, schedule.id, 's', new Date())).token },
      });
    expect((await scan()).result.already).toBe(false);
    expect((await scan()).result.already).toBe(true);
    const entries = await entriesOf(learner.id);
    expect(entries.map((e) => [e.points, e.sourceType, e.sourceId, e.reason])).toEqual([
      [5, 'presence-schedule', schedule.id, 'Checked in to Induction attendance'],
    ]);
  });

  it('awards a hand-in once per learner and placement, a resubmission earns nothing more', async () => {
    await rule({ activity: 'assignment_submitted', points: 7 });
    const learner = await insertUser(t.db, { organizationId: ids.orgId, rule: 'editor' });
    await addParticipants(t.db, ids.batchId, [{ id: learner.id }]);
    const a = await insertAssignment(t.db, { organizationId: ids.orgId, title: 'Essay on safety', uploadCondition: 'optional' });
    const placement = await insertPlacement(t.db, {
      organizationId: ids.orgId,
      moduleId: ids.moduleId,
      batchId: ids.batchId,
      contentType: 'assignment',
      contentId: a.id,
    });
    const submit = () =>
      submitAssignment({
        db: t.db,
        organization: { id: ids.orgId, orgCode: 'x' },
        userId: learner.id,
        placementId: placement.id,
        files: [],
        notes: 'My answer',
      });
    await submit();
    await submit();
    const entries = await entriesOf(learner.id);
    expect(entries.map((e) => [e.points, e.sourceType, e.sourceId, e.reason])).toEqual([
      [7, 'assignment-placement', placement.id, 'Submitted the assignment Essay on safety'],
    ]);
  });
});

describe('the leaderboard', () => {
  it('ranks by points earned in the period and audience, paged', async () => {
    const all = await board();
    const points = all.results.map((r) => r.points);
    expect(points).toEqual([...points].sort((x, y) => y - x));
    expect(all.results.map((r) => r.rank)).toEqual(all.results.map((_, i) => i + 1));
    const month = await board({ period: currentMonth() });
    expect(month.pagination.total_data).toBe(all.pagination.total_data);
    expect((await board({ period: '2019-01' })).pagination.total_data).toBe(0);
    const second = await board({ page: 2, page_size: 1 });
    expect(second.results[0]).toEqual({ ...all.results[1], rank: 2 });
  });
});

describe('redeeming merchandise', () => {
  async function item(stock: number, price: number) {
    const { id } = await createMerchandise({
      db: t.db,
      organizationId: ids.orgId,
      userId: ids.adminId,
      input: { name: `Tumbler ${Math.random()}`, description: '', image: null, point_price: price, stock, status: 'active' },
    });
    return id;
  }
  async function learnerWith(points: number) {
    const u = await insertUser(t.db, { organizationId: ids.orgId, rule: 'editor' });
    for (let i = 0; i < points / 10; i++) await give(u.id, 10_000 + u.id * 100 + i);
    return u.id;
  }
  const redeem = (userId: number, id: number) => redeemMerchandise({ db: t.db, organizationId: ids.orgId, userId, id });

  it('two redemptions of the last item at once: exactly one succeeds, the stock ends at zero', async () => {
    const id = await item(1, 10);
    const [a, b] = [await learnerWith(10), await learnerWith(10)];
    const outcomes = await Promise.allSettled([redeem(a, id), redeem(b, id)]);
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].reason).toMatchObject({ code: 'CONFLICT', message: 'This merchandise is out of stock.' });
    const [row] = await t.db.select().from(merchandiseTable).where(eq(merchandiseTable.id, id));
    expect(row.stock).toBe(0);
    const balances = await t.db
      .select({ userId: pointBalances.userId, balance: pointBalances.balance })
      .from(pointBalances)
      .where(sql`${pointBalances.userId} in (${a}, ${b})`);
    expect(balances.map((x) => x.balance).sort()).toEqual([0, 10]);
  });

  it("one learner's two redemptions at once that together exceed the balance: one succeeds, the balance never goes below zero", async () => {
    const id = await item(5, 10);
    const u = await learnerWith(10);
    const outcomes = await Promise.allSettled([redeem(u, id), redeem(u, id)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const lost = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')!;
    expect(lost.reason).toMatchObject({ code: 'CONFLICT', message: 'You have 0 points; this merchandise costs 10.' });
    expect(await learnerPoints({ db: t.db, organizationId: ids.orgId, userId: u })).toEqual({ balance: 0, earned: 10 });
    const [row] = await t.db.select().from(merchandiseTable).where(eq(merchandiseTable.id, id));
    expect(row.stock).toBe(4);
    const ledger = await entriesOf(u);
    expect(ledger.reduce((s, e) => s + e.points, 0)).toBe(0);
    expect(ledger.filter((e) => e.sourceType === 'redemption')).toHaveLength(1);
  });

  it("another organisation's merchandise is a 404", async () => {
    const u = await learnerWith(10);
    await expect(redeemMerchandise({ db: t.db, organizationId: ids.orgId + 999, userId: u, id: await item(1, 1) })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const spent = await t.db
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.userId, u), eq(pointEntries.sourceType, 'redemption')));
    expect(spent).toHaveLength(0);
  });
});
