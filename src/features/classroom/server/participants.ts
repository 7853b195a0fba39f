import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { batchParticipants, learningModules, users } from '@/db/schema';
import { classroomBatches, classroomParticipants, type ParticipantStatus } from '@/db/schema/classroom';
import { paginate, type ListResult } from '@/lib/list';
import { writeAudit } from '@/server/audit';
import { emitNotificationEvent } from '@/server/notification-events';
import { findPeoplePage, ownUnits, personMatches } from '@/server/people-page';
import { classroomMessages as M } from '../messages';
import { NEXT_STATUSES, PARTICIPANT_LABELS, type ParticipantAdd, type ParticipantQuery, type ParticipantRow, type ParticipantUpdate } from '../schemas';
import { invalid, loadBatch } from './load-classroom';
import { markStep } from './save-general';

/** Statuses that hold a seat (the rest wait, or are not yet invited). */
const SEATED: ParticipantStatus[] = ['invited', 'confirmed', 'attended', 'absent'];

/** GET …/batch/{batchId}/participants?status (default draft): one page of 10, by name; keyword over name, e-mail, NIK. */
export async function findParticipants(options: {
  db: DbOrTx;
  organizationId: number;
  classroomId: number;
  batchId: number;
  query: ParticipantQuery;
}): Promise<ListResult<ParticipantRow>> {
  const { db, organizationId, classroomId, batchId, query } = options;
  await loadBatch(db, organizationId, classroomId, batchId);
  const where = and(
    eq(classroomParticipants.batchId, batchId),
    eq(classroomParticipants.status, query.status),
    personMatches(query.keyword, [users.fullName, users.email, users.nik]),
  );
  const { rows, total } = await findPeoplePage(db, {
    from: classroomParticipants,
    userId: classroomParticipants.userId,
    where,
    fields: { p: classroomParticipants, fullName: users.fullName, email: users.email, nik: users.nik },
    query,
  });
  return paginate(
    rows.map((r) => ({ user_id: r.p.userId, full_name: r.fullName, email: r.email, nik: r.nik, status: r.p.status, updated_at: r.p.updatedAt.toISOString() })),
    total,
    query.page,
    query.page_size,
  );
}

/** POST …/participants: everyone chosen by user, division or company (active, of the organisation) joins as draft. */
export async function addParticipants(options: {
  db: Db;
  organizationId: number;
  userId: number;
  classroomId: number;
  batchId: number;
  input: ParticipantAdd;
}) {
  const { db, organizationId, userId, classroomId, batchId, input } = options;
  return db.transaction(async (tx) => {
    await loadBatch(tx, organizationId, classroomId, batchId);
    if (!(await ownUnits(tx, organizationId, 'division', input.division_ids))) throw invalid('division_ids', M.divisionsInvalid);
    if (!(await ownUnits(tx, organizationId, 'company', input.company_ids))) throw invalid('company_ids', M.companiesInvalid);
    const who = or(
      input.user_ids.length ? inArray(users.id, input.user_ids) : undefined,
      input.division_ids.length ? inArray(users.divisionId, input.division_ids) : undefined,
      input.company_ids.length ? inArray(users.companyId, input.company_ids) : undefined,
    );
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.status, 'active'), who));
    const ids = new Set(found.map((u) => u.id));
    if (input.user_ids.some((id) => !ids.has(id))) throw invalid('user_ids', M.peopleInvalid);
    const added = ids.size
      ? await tx
          .insert(classroomParticipants)
          .values([...ids].map((id) => ({ batchId, userId: id, status: 'draft' as const })))
          .onConflictDoNothing()
          .returning()
      : [];
    await markStep(tx, classroomId, userId, 4);
    await writeAudit(tx, {
      organizationId,
      userId,
      action: 'create',
      entity: 'classroom-participants',
      entityId: batchId,
      after: { user_ids: added.map((a) => a.userId) },
    });
    return { changed: added.length, waiting: 0 };
  });
}

/** What check-in reads (batch_participants) for a status: invited or confirmed, else no row. */
const invitationOf = (s: ParticipantStatus) => (s === 'invited' ? 'invited' : ['confirmed', 'attended', 'absent'].includes(s) ? 'confirmed' : null);

/**
 * PATCH …/participants: moves participants along draft → invited → confirmed → attended/absent (or removes them).
 * Inviting past the batch's capacity puts the rest on the waiting list; the shared batch_participants row that
 * presence check-in reads follows the status in the same transaction.
 */
export async function updateParticipants(options: {
  db: Db;
  organizationId: number;
  userId: number;
  classroomId: number;
  batchId: number;
  input: ParticipantUpdate;
}) {
  const { db, organizationId, userId, classroomId, batchId, input } = options;
  return db.transaction(async (tx) => {
    const batch = await loadBatch(tx, organizationId, classroomId, batchId);
    const rows = await tx
      .select()
      .from(classroomParticipants)
      .where(and(eq(classroomParticipants.batchId, batchId), inArray(classroomParticipants.userId, input.user_ids)));
    if (rows.length !== new Set(input.user_ids).size) throw invalid('user_ids', 'Choose participants of this batch');
    if (input.status === 'removed') {
      await tx.delete(classroomParticipants).where(and(eq(classroomParticipants.batchId, batchId), inArray(classroomParticipants.userId, input.user_ids)));
      await tx.delete(batchParticipants).where(and(eq(batchParticipants.batchId, batchId), inArray(batchParticipants.userId, input.user_ids)));
      await writeAudit(tx, {
        organizationId,
        userId,
        action: 'delete',
        entity: 'classroom-participants',
        entityId: batchId,
        before: { user_ids: input.user_ids },
      });
      return { changed: rows.length, waiting: 0 };
    }
    const to = input.status;
    for (const r of rows) {
      if (!NEXT_STATUSES[r.status].includes(to)) throw invalid('status', M.transitionInvalid(PARTICIPANT_LABELS[r.status], PARTICIPANT_LABELS[to]));
    }
    const [extra] = await tx.select({ capacity: classroomBatches.capacity }).from(classroomBatches).where(eq(classroomBatches.batchId, batchId));
    const [{ seated }] = await tx
      .select({ seated: count() })
      .from(classroomParticipants)
      .where(and(eq(classroomParticipants.batchId, batchId), inArray(classroomParticipants.status, SEATED)));
    let free = to === 'invited' && extra?.capacity != null ? Math.max(0, extra.capacity - seated) : Infinity;
    let waiting = 0;
    const invited: number[] = [];
    const now = new Date();
    for (const r of rows) {
      let status: ParticipantStatus = to;
      if (to === 'invited') {
        if (free > 0) free -= 1;
        else {
          status = 'waiting';
          waiting += 1;
        }
      }
      await tx
        .update(classroomParticipants)
        .set({ status, updatedAt: now })
        .where(and(eq(classroomParticipants.batchId, batchId), eq(classroomParticipants.userId, r.userId)));
      if (status === 'invited') invited.push(r.userId);
      const invitation = invitationOf(status);
      if (invitation)
        await tx
          .insert(batchParticipants)
          .values({ batchId, userId: r.userId, invitation })
          .onConflictDoUpdate({ target: [batchParticipants.batchId, batchParticipants.userId], set: { invitation } });
      else await tx.delete(batchParticipants).where(and(eq(batchParticipants.batchId, batchId), eq(batchParticipants.userId, r.userId)));
    }
    await writeAudit(tx, { organizationId, userId, action: 'update', entity: 'classroom-participants', entityId: batchId, after: input });
    // Invited to the classroom: the notification area tells them (decision 0131), once per batch.
    const [classroom] = await tx.select({ title: learningModules.title }).from(learningModules).where(eq(learningModules.id, classroomId));
    await emitNotificationEvent(tx, {
      kind: 'invitation',
      organizationId,
      userIds: invited,
      key: `classroom-batch:${batchId}`,
      values: { learning_type: 'classroom', learning_title: classroom?.title ?? batch.title },
    });
    return { changed: rows.length - waiting, waiting };
  });
}
