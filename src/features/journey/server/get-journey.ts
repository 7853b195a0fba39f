import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { journeyAudiences, journeyInvitees, journeys, journeySteps } from '@/db/schema/journey';
import { AppError } from '@/server/http/app-error';
import { journeyMessages as M } from '../messages';
import type { JourneyDetail } from '../schemas';
import { audienceOptions } from './audience';
import { journeyRows } from './journey-rows';
import { stepTitles } from './step-sources';

/** The journey's stored steps, in order. */
export const storedSteps = (db: DbOrTx, journeyId: number) =>
  db
    .select({ kind: journeySteps.kind, content_id: journeySteps.contentId, unlock: journeySteps.unlock, unlock_date: journeySteps.unlockDate })
    .from(journeySteps)
    .where(eq(journeySteps.journeyId, journeyId))
    .orderBy(asc(journeySteps.position));

/** One journey of the organisation (the detail page, the edit form and GET /journeys/{id}); another's is a 404. */
export async function getJourney(options: { db: DbOrTx; organizationId: number; id: number }): Promise<JourneyDetail> {
  const { db, organizationId, id } = options;
  const [row] = await journeyRows(db, organizationId, [id]);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const steps = await storedSteps(db, id);
  const titles = await stepTitles(options, steps);
  const audienceIds = (await db.select({ id: journeyAudiences.refId }).from(journeyAudiences).where(eq(journeyAudiences.journeyId, id))).map((r) => r.id);
  const audience = row.audience_type === 'invitation' ? [] : await audienceOptions(options, row.audience_type, audienceIds);
  const invited = await db
    .select({ id: users.id, full_name: users.fullName, email: users.email })
    .from(journeyInvitees)
    .innerJoin(users, eq(users.id, journeyInvitees.userId))
    .where(eq(journeyInvitees.journeyId, id))
    .orderBy(asc(users.fullName), asc(users.id));
  return {
    ...row,
    audience_ids: audience.map((a) => a.id),
    audience,
    user_ids: invited.map((p) => p.id),
    invited,
    step_list: steps.map((s) => ({ ...s, title: titles.get(`${s.kind}:${s.content_id}`) ?? null })),
  };
}

const select = (db: DbOrTx, organizationId: number, id: number) =>
  db
    .select()
    .from(journeys)
    .where(and(eq(journeys.id, id), eq(journeys.organizationId, organizationId)));

/** The stored row; another organisation's is a 404. */
export async function journeyRow(db: DbOrTx, organizationId: number, id: number) {
  const [row] = await select(db, organizationId, id);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/** The stored row, locked for a write in the caller's transaction; another organisation's is a 404. */
export async function lockJourney(tx: DbOrTx, organizationId: number, id: number) {
  const [row] = await select(tx, organizationId, id).for('update');
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}
