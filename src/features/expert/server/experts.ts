import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '@/db/client';
import { files, users } from '@/db/schema';
import { coaches, expertLevels } from '@/db/schema/directory-extra';
import { expertJourneyMembers, expertJourneys, experts, type Expert } from '@/db/schema/expert';
import { paginate, type ListResult } from '@/lib/list';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import { fileRefs, ownFile } from '@/server/file-refs';
import { AppError } from '@/server/http/app-error';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import { escapeLike } from '@/server/sql';
import { FILE_URL_PREFIX } from '@/server/storage/store-file';
import { expertMessages as M } from '../messages';
import type { ExpertDetail, ExpertListQuery, ExpertRow, ExpertUpdateSchema, ExpertValues } from '../schemas';
import { journeyProgressOf } from './journey-progress';
import { ratingsOf, sessionsTaught, teachingOf } from './teaching';

/** The folder the picture is uploaded to (the storage area's shared pictures, read by everyone of the organisation). */
const PICTURE_FOLDERS = ['pictures'] as const;

const person = alias(users, 'person');
const creator = alias(users, 'creator');
const updater = alias(users, 'updater');
const nameSql = sql<string>`coalesce(${person.fullName}, ${experts.name})`;

function select(db: DbOrTx, organizationId: number, where: SQL | undefined) {
  return db
    .select({
      row: experts,
      name: nameSql,
      personEmail: person.email,
      picture: files.storageKey,
      level: { id: expertLevels.id, title: expertLevels.title, value: expertLevels.value },
      createdBy: creator.fullName,
      updatedBy: updater.fullName,
      journeys: sql<number>`(select count(*) from ${expertJourneyMembers} where ${expertJourneyMembers.expertId} = ${experts.id})`.mapWith(Number),
    })
    .from(experts)
    .leftJoin(person, eq(person.id, experts.userId))
    .leftJoin(files, eq(files.id, experts.pictureFileId))
    .leftJoin(expertLevels, eq(expertLevels.id, experts.expertLevelId))
    .leftJoin(creator, eq(creator.id, experts.createdBy))
    .leftJoin(updater, eq(updater.id, experts.updatedBy))
    .where(and(eq(experts.organizationId, organizationId), where));
}
type Selected = Awaited<ReturnType<typeof select>>[number];

const toRow = (s: Selected): ExpertRow => ({
  id: s.row.id,
  name: s.name,
  kind: s.row.userId ? 'user' : 'external',
  title: s.row.title,
  expertise: s.row.expertise,
  expertise_text: s.row.expertise.join(', '),
  expert_level: s.level?.id ? s.level : null,
  level_title: s.level?.title ?? '',
  picture_url: s.picture ? FILE_URL_PREFIX + s.picture : null,
  updated_at: s.row.updatedAt.toISOString(),
  // An expert who follows a journey stays until removed from it (the journey's progress names them).
  can_delete: s.journeys === 0,
});

const SORTS = { name: nameSql, title: experts.title, updated_at: experts.updatedAt } as const;

/** The organisation's experts, last updated first, 10 a page; the keyword looks in the name, title and expertise. */
export async function findExperts(options: { db: DbOrTx; organizationId: number; query: ExpertListQuery }): Promise<ListResult<ExpertRow>> {
  const { db, organizationId, query } = options;
  const like = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  const where = and(
    like ? or(ilike(nameSql, like), ilike(experts.title, like), sql`array_to_string(${experts.expertise}, ' ') ilike ${like}`) : undefined,
    query.kind === 'user' ? sql`${experts.userId} is not null` : query.kind === 'external' ? sql`${experts.userId} is null` : undefined,
    query.expert_level_id ? eq(experts.expertLevelId, query.expert_level_id) : undefined,
  );
  const sortKey = (query.order_by ?? query.sort_by) as keyof typeof SORTS | undefined;
  const column = sortKey && sortKey in SORTS ? SORTS[sortKey] : experts.updatedAt;
  const direction = query.order_type === 'asc' ? asc : desc;
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(experts)
      .leftJoin(person, eq(person.id, experts.userId))
      .where(and(eq(experts.organizationId, organizationId), where)),
    select(db, organizationId, where)
      .orderBy(direction(column), desc(experts.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return paginate(rows.map(toRow), total, query.page, query.page_size);
}

async function loadExpert(db: DbOrTx, organizationId: number, id: number): Promise<Expert> {
  const [row] = await db
    .select()
    .from(experts)
    .where(and(eq(experts.id, id), eq(experts.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/** One expert with where they teach, their course feedback and their journeys' progress; another organisation's is a 404. */
export async function getExpert(options: { db: DbOrTx; organizationId: number; id: number }): Promise<ExpertDetail> {
  const { db, organizationId, id } = options;
  const [s] = await select(db, organizationId, eq(experts.id, id));
  if (!s) throw new AppError('NOT_FOUND', M.notFound);
  const userId = s.row.userId;
  const [picture, teaching, taught, ratings, coach, journeys] = await Promise.all([
    s.row.pictureFileId ? fileRefs(db, [s.row.pictureFileId]).then((m) => m.get(s.row.pictureFileId!) ?? null) : null,
    userId ? teachingOf(db, organizationId, userId) : [],
    userId ? sessionsTaught(db, organizationId, [userId]) : new Map<number, number>(),
    userId ? ratingsOf(db, organizationId, userId) : [],
    userId
      ? db
          .select({ id: coaches.id })
          .from(coaches)
          .where(and(eq(coaches.organizationId, organizationId), eq(coaches.userId, userId)))
      : [],
    journeyProgressOf(db, organizationId, { id: s.row.id, userId, name: s.name }),
  ]);
  return {
    ...toRow(s),
    user_id: userId,
    user: userId ? { id: userId, full_name: s.name, email: s.personEmail ?? '' } : null,
    bio: s.row.bio,
    email: userId ? s.row.email || s.personEmail || '' : s.row.email,
    phone: s.row.phone,
    picture,
    is_coach: coach.length > 0,
    teaching,
    sessions_taught: userId ? (taught.get(userId) ?? 0) : 0,
    ratings,
    journeys,
    created_by: { id: s.row.createdBy, full_name: s.createdBy ?? '-' },
    created_at: s.row.createdAt.toISOString(),
    updated_by: { id: s.row.updatedBy, full_name: s.updatedBy ?? '-' },
  };
}

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/** The person must be an active user of the organisation, the level and picture the organisation's own. */
async function checkRefs(tx: DbOrTx, organizationId: number, v: ExpertValues) {
  if (v.user_id) {
    const [u] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, v.user_id), eq(users.organizationId, organizationId), eq(users.status, 'active')));
    if (!u) throw invalid('user_id', M.userUnknown);
  }
  if (v.expert_level_id) {
    const [l] = await tx
      .select({ id: expertLevels.id })
      .from(expertLevels)
      .where(and(eq(expertLevels.id, v.expert_level_id), eq(expertLevels.organizationId, organizationId)));
    if (!l) throw invalid('expert_level_id', M.levelUnknown);
  }
  if (v.picture && !(await ownFile(tx, organizationId, v.picture.id, PICTURE_FOLDERS))) throw invalid('picture', M.pictureInvalid);
}

const columnsOf = (v: ExpertValues) => ({
  userId: v.user_id,
  // A person of the organisation is named by their account.
  name: v.user_id ? '' : v.name,
  title: v.title,
  expertise: [...new Set(v.expertise)],
  bio: v.bio,
  pictureFileId: v.picture?.id ?? null,
  expertLevelId: v.expert_level_id,
  email: v.email,
  phone: v.phone,
});
const snapshot = (e: ReturnType<typeof columnsOf>) => ({
  user_id: e.userId,
  name: e.name,
  title: e.title,
  expertise: e.expertise,
  bio: e.bio,
  picture_file_id: e.pictureFileId,
  expert_level_id: e.expertLevelId,
  email: e.email,
  phone: e.phone,
});

async function personChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid('user_id', M.userTaken);
    throw err;
  }
}

export function createExpert(options: { db: Db; organizationId: number; userId: number; input: ExpertValues }) {
  const { db, organizationId, userId, input } = options;
  return personChecked(() =>
    db.transaction(async (tx) => {
      await checkRefs(tx, organizationId, input);
      const [row] = await tx
        .insert(experts)
        .values({ organizationId, ...columnsOf(input), createdBy: userId, updatedBy: userId })
        .returning();
      await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'expert', entityId: row.id, after: snapshot(row) });
      return { id: row.id };
    }),
  );
}

const versioned: Versioned<typeof experts> = { table: experts, entity: 'expert', load: loadExpert, snapshot };

export async function updateExpert(options: { db: Db; organizationId: number; userId: number; id: number; input: z.output<typeof ExpertUpdateSchema> }) {
  const { updated_at: startedFrom, ...values } = options.input;
  const result = await personChecked(() =>
    optimisticUpdate(versioned, {
      ...options,
      startedFrom,
      next: snapshot(columnsOf(values)),
      changes: async (tx: Tx) => {
        await checkRefs(tx, options.organizationId, values);
        return { ...columnsOf(values), updatedBy: options.userId };
      },
    }),
  );
  return { id: options.id, changed: result.changed, updated_at: result.updated_at };
}

/** Deletes an expert who follows no journey (409 otherwise). */
export async function deleteExpert(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadExpert(tx, organizationId, id);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(expertJourneyMembers)
      .innerJoin(expertJourneys, eq(expertJourneys.id, expertJourneyMembers.journeyId))
      .where(inArray(expertJourneyMembers.expertId, [id]));
    if (n) throw new AppError('CONFLICT', M.inJourney, { title: M.deleteFailed });
    await tx.delete(experts).where(eq(experts.id, id));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'expert', entityId: id, before: snapshot(before) });
  });
}
