import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { journeyAudiences, journeyInvitees, journeys, journeySteps } from '@/db/schema/journey';
import { writeAudit } from '@/server/audit';
import { statusToStore } from '@/server/content-defaults';
import { AppError } from '@/server/http/app-error';
import { sanitizeRichText } from '@/server/sanitize';
import { journeyMessages as M } from '../messages';
import type { JourneyStatus, JourneyValues } from '../schemas';
import { checkAudience } from './audience';
import { getJourney, lockJourney } from './get-journey';
import { stepTitles } from './step-sources';

type Caller = { db: Db; organizationId: number; userId: number };

/** Every step names one of the organisation's courses, programs, live events or checkpoints. */
async function checkSteps(db: DbOrTx, organizationId: number, input: JourneyValues) {
  const titles = await stepTitles({ db, organizationId }, input.steps);
  const i = input.steps.findIndex((s) => !titles.has(`${s.kind}:${s.content_id}`));
  if (i >= 0) throw new AppError('VALIDATION', M.stepMissing, { details: [{ field: `steps.${i}.content_id`, message: M.stepMissing }] });
}

/**
 * The status stored for the one asked (decision 0132's review rule, as courses and classrooms use it): publishing by
 * someone outside the organisation's review role, while review is required, stores 'review'; a published journey stays so.
 */
async function statusFor(db: DbOrTx, caller: Caller, asked: JourneyStatus, before: JourneyStatus | null): Promise<JourneyStatus> {
  const stored = await statusToStore(db, caller, asked === 'publish' ? 'published' : asked, before === 'publish' ? 'published' : before);
  return stored === 'published' ? 'publish' : stored;
}

const columnsOf = (input: JourneyValues) => ({
  title: input.title,
  description: sanitizeRichText(input.description),
  thumbnailDefault: input.thumbnail_default,
  audienceType: input.audience_type,
});

/** Steps, audience and invitations are replaced as a whole, in the caller's transaction. */
async function writeParts(tx: DbOrTx, journeyId: number, input: JourneyValues) {
  await tx.delete(journeySteps).where(eq(journeySteps.journeyId, journeyId));
  if (input.steps.length)
    await tx.insert(journeySteps).values(
      input.steps.map((s, position) => ({
        journeyId,
        position,
        kind: s.kind,
        contentId: s.content_id,
        unlock: s.unlock,
        unlockDate: s.unlock === 'date' ? s.unlock_date : null,
      })),
    );
  await tx.delete(journeyAudiences).where(eq(journeyAudiences.journeyId, journeyId));
  const refs = input.audience_type === 'invitation' ? [] : [...new Set(input.audience_ids)];
  if (refs.length) await tx.insert(journeyAudiences).values(refs.map((refId) => ({ journeyId, refId })));
  const people = [...new Set(input.user_ids)];
  const kept = new Set(people);
  const before = await tx.select({ userId: journeyInvitees.userId }).from(journeyInvitees).where(eq(journeyInvitees.journeyId, journeyId));
  const dropped = before.filter((b) => !kept.has(b.userId)).map((b) => b.userId);
  if (dropped.length) await tx.delete(journeyInvitees).where(and(eq(journeyInvitees.journeyId, journeyId), inArray(journeyInvitees.userId, dropped)));
  const added = people.filter((p) => !before.some((b) => b.userId === p));
  // An invitation keeps its first date: only the newly invited get a row.
  if (added.length) await tx.insert(journeyInvitees).values(added.map((userId) => ({ journeyId, userId })));
}

async function check(tx: DbOrTx, organizationId: number, input: JourneyValues) {
  await checkSteps(tx, organizationId, input);
  await checkAudience({ db: tx, organizationId }, input);
}

/** Create: the journey and its steps, audience and invitations, in one transaction. */
export async function createJourney(options: Caller & { input: JourneyValues }) {
  const { db, organizationId, userId, input } = options;
  return db.transaction(async (tx) => {
    await check(tx, organizationId, input);
    const status = await statusFor(tx, options, input.status, null);
    const [row] = await tx
      .insert(journeys)
      .values({ organizationId, ...columnsOf(input), status, createdBy: userId, updatedBy: userId })
      .returning({ id: journeys.id });
    await writeParts(tx, row.id, input);
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'journey', entityId: row.id, after: { ...input, status } });
    return { id: row.id };
  });
}

/** What the edit compares: the values as stored, in the input's shape. */
const asInput = (d: Awaited<ReturnType<typeof getJourney>>) => ({
  title: d.title,
  description: d.description,
  thumbnail_default: d.thumbnail_default,
  audience_type: d.audience_type,
  audience_ids: [...d.audience_ids].sort((a, b) => a - b),
  user_ids: [...d.user_ids].sort((a, b) => a - b),
  steps: d.step_list.map(({ kind, content_id, unlock, unlock_date }) => ({ kind, content_id, unlock, unlock_date })),
});
const normalised = (v: JourneyValues) => ({
  title: v.title,
  description: sanitizeRichText(v.description),
  thumbnail_default: v.thumbnail_default,
  audience_type: v.audience_type,
  audience_ids: v.audience_type === 'invitation' ? [] : [...new Set(v.audience_ids)].sort((a, b) => a - b),
  user_ids: [...new Set(v.user_ids)].sort((a, b) => a - b),
  steps: v.steps.map((s) => ({ kind: s.kind, content_id: s.content_id, unlock: s.unlock, unlock_date: s.unlock === 'date' ? s.unlock_date : null })),
});

/** Edit: a stale updated_at is a 409; nothing changed answers changed: false and writes nothing. */
export async function updateJourney(options: Caller & { id: number; input: JourneyValues & { updated_at?: string } }) {
  const { db, organizationId, userId, id } = options;
  const { updated_at: startedFrom, ...input } = options.input;
  return db.transaction(async (tx) => {
    const row = await lockJourney(tx, organizationId, id);
    if (startedFrom && new Date(startedFrom).getTime() !== row.updatedAt.getTime()) throw new AppError('CONFLICT', M.staleEdit);
    const before = asInput(await getJourney({ db: tx, organizationId, id }));
    const status = await statusFor(tx, options, input.status, row.status);
    const after = normalised(input);
    if (status === row.status && JSON.stringify(before) === JSON.stringify(after))
      return { id, changed: false, updated_at: row.updatedAt.toISOString(), status: row.status };
    await check(tx, organizationId, input);
    const now = new Date();
    await tx
      .update(journeys)
      .set({ ...columnsOf(input), status, updatedBy: userId, updatedAt: now })
      .where(eq(journeys.id, id));
    await writeParts(tx, id, input);
    await writeAudit(tx, {
      organizationId,
      userId,
      action: 'update',
      entity: 'journey',
      entityId: id,
      before: { ...before, status: row.status },
      after: { ...after, status },
    });
    return { id, changed: true, updated_at: now.toISOString(), status };
  });
}
