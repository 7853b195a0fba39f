import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { allQueries } from '@/db/all-queries';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { journeyAudiences, journeyInvitees } from '@/db/schema/journey';
import { liveEventRegistrants } from '@/db/schema/live-event';
import { paginate, type ListResult } from '@/lib/list';
import type { AudienceType, LearnerProgress, LearnerQuery, StepKind, StepProgress, UnlockRule } from '../schemas';
import { completionKey, stepCompletions, type Completions } from './completions';
import { journeyRow, storedSteps } from './get-journey';

type Step = { kind: StepKind; content_id: number; unlock: UnlockRule; unlock_date: string | null };

/** Today's day in WIB (the console's days, decision 0118), as YYYY-MM-DD. */
export const wibToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(now);

/**
 * One learner's state on each step, in order (docs/decisions/0148): each step's completion is read from its own area's
 * record (a program's since decision 0149). A step opens by its rule: from the start, from its WIB day, or once the
 * step before is completed; a completion recorded before the step opened still counts (the learner did it).
 */
export function evaluate(steps: Step[], done: Completions, userId: number, today: string) {
  let previous = true;
  let completed = 0;
  let last = 0;
  const states: StepProgress[] = steps.map((s) => {
    const unlocked = s.unlock === 'none' ? true : s.unlock === 'date' ? today >= (s.unlock_date ?? '') : previous;
    const at = done.get(completionKey(s.kind, s.content_id, userId));
    previous = at !== undefined;
    if (at !== undefined) {
      completed += 1;
      last = Math.max(last, at);
      return { state: 'completed', unlocked, completed_at: new Date(at).toISOString() };
    }
    return { state: unlocked ? 'open' : 'locked', unlocked, completed_at: null };
  });
  const all = steps.length > 0 && completed === steps.length;
  return { steps: states, completed, completed_at: all ? new Date(last).toISOString() : null };
}

/** Whether the user is one of the journey's learners: invited by name, or one of its audience's. */
function learnerWhere(journeyId: number, audienceType: AudienceType): { invited: SQL<boolean>; audience: SQL<boolean> } {
  const invited = sql<boolean>`exists (select 1 from ${journeyInvitees} where ${journeyInvitees.journeyId} = ${journeyId} and ${journeyInvitees.userId} = ${users.id})`;
  const refs = sql`(select ${journeyAudiences.refId} from ${journeyAudiences} where ${journeyAudiences.journeyId} = ${journeyId})`;
  const audience =
    audienceType === 'company'
      ? sql<boolean>`(${users.status} = 'active' and ${users.companyId} in ${refs})`
      : audienceType === 'divisi'
        ? sql<boolean>`(${users.status} = 'active' and ${users.divisionId} in ${refs})`
        : audienceType === 'event'
          ? sql<boolean>`exists (select 1 from ${liveEventRegistrants} where ${liveEventRegistrants.userId} = ${users.id} and ${liveEventRegistrants.status} = 'registered' and ${liveEventRegistrants.eventId} in ${refs})`
          : sql<boolean>`false`;
  return { invited, audience };
}

/**
 * GET /journeys/{id}/invite-users: the journey's learners by name, 10 a page, each with every step's state computed
 * from the steps' recorded completions; another organisation's journey is a 404.
 */
export async function findLearners(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  query: LearnerQuery;
  today?: string;
}): Promise<ListResult<LearnerProgress>> {
  const { db, organizationId, id, query } = options;
  const journey = await journeyRow(db, organizationId, id);
  const { invited, audience } = learnerWhere(id, journey.audienceType);
  const where = and(eq(users.organizationId, organizationId), or(invited, audience));
  const [rows, [{ total }], steps] = await allQueries(
    db,
    () =>
      db
        .select({ user_id: users.id, full_name: users.fullName, email: users.email, invited })
        .from(users)
        .where(where)
        .orderBy(asc(users.fullName), asc(users.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ total: count() }).from(users).where(where),
    () => storedSteps(db, id),
  );
  const done = await stepCompletions(
    db,
    steps,
    rows.map((r) => r.user_id),
  );
  const today = options.today ?? wibToday();
  return paginate(
    rows.map(({ invited: byName, ...r }) => ({ ...r, source: byName ? 'invited' : 'audience', ...evaluate(steps, done, r.user_id, today) })),
    total,
    query.page,
    query.page_size,
  );
}

/** Whether this user is a learner of the journey (the journey-completion listener asks). */
export async function isLearner(db: DbOrTx, organizationId: number, journeyId: number, audienceType: AudienceType, userId: number): Promise<boolean> {
  const { invited, audience } = learnerWhere(journeyId, audienceType);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId), or(invited, audience)));
  return Boolean(row);
}
