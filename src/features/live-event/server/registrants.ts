import { and, asc, count, eq, ilike, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { batchParticipants, users } from '@/db/schema';
import { liveEventRegistrants, liveEvents } from '@/db/schema/live-event';
import { allQueries } from '@/db/all-queries';
import { paginate, type ListResult } from '@/lib/list';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { escapeLike } from '@/server/sql';
import { liveEventMessages as M } from '../messages';
import { formatWib } from '@/lib/wib';
import type { RegistrantQuery, RegistrantResult, RegistrantRow, SelfRegistration } from '../schemas';
import { invalid, loadLiveEvent } from './load-live-event';

/** How many hold a seat. */
export async function registeredCount(db: DbOrTx, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(liveEventRegistrants)
    .where(and(eq(liveEventRegistrants.eventId, eventId), eq(liveEventRegistrants.status, 'registered')));
  return Number(row.n);
}

/** A seat is a participant of the event's batch: presence check-in admits only those (decision 0145). */
async function seat(tx: DbOrTx, batchId: number, userIds: number[]) {
  if (!userIds.length) return;
  await tx
    .insert(batchParticipants)
    .values(userIds.map((userId) => ({ batchId, userId, invitation: 'invited' as const })))
    .onConflictDoUpdate({ target: [batchParticipants.batchId, batchParticipants.userId], set: { invitation: 'invited' } });
}

/** Moves people from the waiting list, first registered first, into the seats free under `capacity`; answers how many. */
export async function fillSeats(tx: DbOrTx, event: { id: number; batchId: number; capacity: number | null }): Promise<number> {
  const free = event.capacity === null ? Number.MAX_SAFE_INTEGER : event.capacity - (await registeredCount(tx, event.id));
  if (free <= 0) return 0;
  const waiting = await tx
    .select({ userId: liveEventRegistrants.userId })
    .from(liveEventRegistrants)
    .where(and(eq(liveEventRegistrants.eventId, event.id), eq(liveEventRegistrants.status, 'waiting')))
    .orderBy(asc(liveEventRegistrants.registeredAt), asc(liveEventRegistrants.userId))
    .limit(Math.min(free, 100_000));
  const ids = waiting.map((w) => w.userId);
  if (!ids.length) return 0;
  await tx
    .update(liveEventRegistrants)
    .set({ status: 'registered' })
    .where(and(eq(liveEventRegistrants.eventId, event.id), inArray(liveEventRegistrants.userId, ids)));
  await seat(tx, event.batchId, ids);
  return ids.length;
}

/** The event, locked for the rest of the transaction: two registrations at once never take the same last seat. */
async function lockEvent(tx: DbOrTx, organizationId: number, id: number) {
  const event = await loadLiveEvent(tx, organizationId, id);
  await tx.select({ id: liveEvents.id }).from(liveEvents).where(eq(liveEvents.id, id)).for('update');
  return event;
}

/**
 * POST …/registrants: the organisation's active people, in the order given, take the free seats, then wait on the
 * waiting list; those already registered or waiting stay as they are. Refused once the event is over.
 */
export async function registerPeople(options: { db: Db; organizationId: number; userId: number; id: number; input: { user_ids: number[] }; now?: Date }) {
  const { db, organizationId, userId, id, input, now = new Date() } = options;
  return db.transaction(async (tx): Promise<RegistrantResult> => {
    const event = await lockEvent(tx, organizationId, id);
    if (event.endsAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', M.eventOver);
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, input.user_ids), eq(users.organizationId, organizationId), eq(users.status, 'active')));
    if (found.length !== input.user_ids.length) throw invalid('user_ids', M.registrantUnknown);
    const already = new Set(
      (
        await tx
          .select({ userId: liveEventRegistrants.userId })
          .from(liveEventRegistrants)
          .where(and(eq(liveEventRegistrants.eventId, id), inArray(liveEventRegistrants.userId, input.user_ids)))
      ).map((r) => r.userId),
    );
    const fresh = input.user_ids.filter((u) => !already.has(u));
    const free = event.capacity === null ? fresh.length : Math.max(0, event.capacity - (await registeredCount(tx, id)));
    const seated = fresh.slice(0, free);
    const waiting = fresh.slice(free);
    // One instant apart each, so the waiting list keeps the order given.
    const at = (i: number) => new Date(now.getTime() + i);
    if (fresh.length)
      await tx
        .insert(liveEventRegistrants)
        .values(
          fresh.map((u, i) => ({ eventId: id, userId: u, status: i < seated.length ? ('registered' as const) : ('waiting' as const), registeredAt: at(i) })),
        );
    await seat(tx, event.batchId, seated);
    await writeAudit(tx, { organizationId, userId, action: 'register', entity: 'live-event', entityId: id, after: { registered: seated, waiting } });
    return { registered: seated.length, waiting: waiting.length, removed: 0, promoted: 0 };
  });
}

/** The 1-based place of a waiting registrant: those waiting who registered before them, plus one. */
async function waitingPosition(db: DbOrTx, eventId: number, registeredAt: Date, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(liveEventRegistrants)
    .where(
      and(
        eq(liveEventRegistrants.eventId, eventId),
        eq(liveEventRegistrants.status, 'waiting'),
        or(
          lt(liveEventRegistrants.registeredAt, registeredAt),
          and(eq(liveEventRegistrants.registeredAt, registeredAt), lt(liveEventRegistrants.userId, userId)),
        ),
      ),
    );
  return Number(row.n) + 1;
}

/**
 * POST /api/learner/live-events/:id/register (decision 0153): the caller registers themself. Only a published event
 * of their organisation (a draft is 404, as another organisation's), not over, and within its registration window
 * when it has one (before it opens, or once it has closed, 409 in its words). A free seat seats them (a participant of
 * the event's batch, so presence check-in admits them); a full event puts them on the waiting list, first come first
 * served. The event's row is locked while seats are counted: two learners never take the same last seat. Registering
 * again writes nothing and answers their place.
 */
export async function registerSelf(options: { db: Db; organizationId: number; userId: number; id: number; now?: Date }): Promise<SelfRegistration> {
  const { db, organizationId, userId, id, now = new Date() } = options;
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, organizationId, id);
    if (event.status !== 'publish') throw new AppError('NOT_FOUND', M.notFound);
    const [mine] = await tx
      .select()
      .from(liveEventRegistrants)
      .where(and(eq(liveEventRegistrants.eventId, id), eq(liveEventRegistrants.userId, userId)));
    if (mine) {
      const position = mine.status === 'waiting' ? await waitingPosition(tx, id, mine.registeredAt, userId) : null;
      return { status: mine.status, waiting_position: position, created: false };
    }
    if (event.endsAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', M.eventOver);
    if (event.registrationOpensAt && now.getTime() < event.registrationOpensAt.getTime())
      throw new AppError('CONFLICT', M.registrationNotOpen(formatWib(event.registrationOpensAt)));
    if (event.registrationClosesAt && now.getTime() >= event.registrationClosesAt.getTime()) throw new AppError('CONFLICT', M.registrationClosed);
    const seated = event.capacity === null || (await registeredCount(tx, id)) < event.capacity;
    const status = seated ? ('registered' as const) : ('waiting' as const);
    await tx.insert(liveEventRegistrants).values({ eventId: id, userId, status, registeredAt: now });
    if (seated) await seat(tx, event.batchId, [userId]);
    await writeAudit(tx, { organizationId, userId, action: 'self-register', entity: 'live-event', entityId: id, after: { status } });
    return { status, waiting_position: seated ? null : await waitingPosition(tx, id, now, userId), created: true };
  });
}

/** POST …/registrants/remove: takes people out (their seat goes, and with it their check-in right); the waiting list moves up. */
export async function unregisterPeople(options: { db: Db; organizationId: number; userId: number; id: number; input: { user_ids: number[] } }) {
  const { db, organizationId, userId, id, input } = options;
  return db.transaction(async (tx): Promise<RegistrantResult> => {
    const event = await lockEvent(tx, organizationId, id);
    const removed = await tx
      .delete(liveEventRegistrants)
      .where(and(eq(liveEventRegistrants.eventId, id), inArray(liveEventRegistrants.userId, input.user_ids)))
      .returning({ userId: liveEventRegistrants.userId });
    if (removed.length)
      await tx.delete(batchParticipants).where(
        and(
          eq(batchParticipants.batchId, event.batchId),
          inArray(
            batchParticipants.userId,
            removed.map((r) => r.userId),
          ),
        ),
      );
    const promoted = await fillSeats(tx, event);
    await writeAudit(tx, {
      organizationId,
      userId,
      action: 'unregister',
      entity: 'live-event',
      entityId: id,
      after: { removed: removed.map((r) => r.userId), promoted },
    });
    return { registered: 0, waiting: 0, removed: removed.length, promoted };
  });
}

/** GET …/registrants: one page, by name; status registered, waiting, or attended (checked in with a presence on the event). */
export async function findRegistrants(options: { db: DbOrTx; organizationId: number; id: number; query: RegistrantQuery }): Promise<ListResult<RegistrantRow>> {
  const { db, organizationId, id, query } = options;
  await loadLiveEvent(db, organizationId, id);
  const filters: SQL[] = [eq(liveEventRegistrants.eventId, id)];
  if (query.status === 'attended') filters.push(isNotNull(liveEventRegistrants.attendedAt));
  else if (query.status) filters.push(eq(liveEventRegistrants.status, query.status));
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword)}%`;
    filters.push(or(ilike(users.fullName, like), ilike(users.email, like), ilike(users.nik, like))!);
  }
  const where = and(...filters);
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select({ r: liveEventRegistrants, fullName: users.fullName, email: users.email, nik: users.nik })
        .from(liveEventRegistrants)
        .innerJoin(users, eq(users.id, liveEventRegistrants.userId))
        .where(where)
        .orderBy(sql`${liveEventRegistrants.status} = 'waiting'`, asc(liveEventRegistrants.registeredAt), asc(users.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ total: count() }).from(liveEventRegistrants).innerJoin(users, eq(users.id, liveEventRegistrants.userId)).where(where),
  );
  return paginate(
    rows.map(({ r, fullName, email, nik }) => ({
      user_id: r.userId,
      full_name: fullName,
      email,
      nik,
      status: r.status,
      registered_at: r.registeredAt.toISOString(),
      attended_at: r.attendedAt?.toISOString() ?? null,
    })),
    Number(total),
    query.page,
    query.page_size,
  );
}
