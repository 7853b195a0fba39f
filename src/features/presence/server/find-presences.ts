import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { presenceAttendances, presences, users } from '@/db/schema';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { PRESENCE_SORT_COLUMNS, type PresenceListQuery, type PresenceRow } from '../schemas';
import { associatedIds } from './load-presence';
import { escapeLike } from '@/server/sql';

const COLUMN = {
  title: presences.title,
  content_type: presences.contentType,
  created_by: users.fullName,
  created_at: presences.createdAt,
  updated_at: presences.updatedAt,
} as const;
/** The date range is read in the reports' timezone (a day in Jakarta). */
const dayStart = (d: string) => new Date(`${d}T00:00:00+07:00`);

/** The organisation's presences, one page at a time (the list contract), with can_delete per row. */
export async function findPresences(options: { db: DbOrTx; organizationId: number; query: PresenceListQuery }): Promise<ListResult<PresenceRow>> {
  const { db, organizationId, query } = options;
  const sort = readSort(query, PRESENCE_SORT_COLUMNS, { column: 'updated_at', direction: 'desc' });
  const filters: SQL[] = [eq(presences.organizationId, organizationId)];
  if (query.keyword) filters.push(ilike(presences.title, `%${escapeLike(query.keyword)}%`));
  if (query.content_type) filters.push(eq(presences.contentType, query.content_type));
  if (query.start_date) filters.push(gte(presences.createdAt, dayStart(query.start_date)));
  if (query.end_date) filters.push(lt(presences.createdAt, new Date(dayStart(query.end_date).getTime() + 86_400_000)));
  const where = and(...filters);
  const order = sort.direction === 'asc' ? asc(COLUMN[sort.column]) : desc(COLUMN[sort.column]);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ p: presences, createdBy: users.fullName })
      .from(presences)
      .leftJoin(users, eq(users.id, presences.createdBy))
      .where(where)
      .orderBy(order, desc(presences.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(presences).where(where),
  ]);
  const ids = rows.map((r) => r.p.id);
  const associated = await associatedIds(db, organizationId, ids);
  const attended = new Set(
    ids.length
      ? (await db.selectDistinct({ id: presenceAttendances.presenceId }).from(presenceAttendances).where(inArray(presenceAttendances.presenceId, ids))).map((r) => r.id)
      : [],
  );
  return paginate(
    rows.map(({ p, createdBy }) => ({
      id: p.id,
      title: p.title,
      content_type: p.contentType,
      is_associated: associated.has(p.id),
      created_by: { full_name: createdBy ?? '-' },
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
      can_delete: !associated.has(p.id) && !attended.has(p.id),
    })),
    total,
    query.page,
    query.page_size,
  );
}
