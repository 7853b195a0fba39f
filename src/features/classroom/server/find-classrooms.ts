import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { files, learningModules, users } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { classrooms } from '@/db/schema/classroom';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { escapeLike } from '@/server/sql';
import { classroomsNotDeletable } from './delete-classroom';
import { CLASSROOM_SORT_COLUMNS, WIB_OFFSET, type ClassroomListQuery, type ClassroomRow } from '../schemas';
import { allQueries } from '@/db/all-queries';

const creator = alias(users, 'creator');
const status = sql<'draft' | 'published'>`coalesce(${classrooms.status}, 'published')`;
const startsAt = sql<Date | null>`(select min(b.starts_at) from batches b where b.module_id = ${learningModules.id})`;
const endsAt = sql<Date | null>`(select max(b.ends_at) from batches b where b.module_id = ${learningModules.id})`;
const batchCount = sql<number>`(select count(*)::int from batches b where b.module_id = ${learningModules.id})`;
const participantCount = sql<number>`(select count(*)::int from batch_participants p join batches b on b.id = p.batch_id where b.module_id = ${learningModules.id})`;
const updatedAt = sql<Date>`coalesce(${classrooms.updatedAt}, ${learningModules.createdAt})`;

const ORDER: Record<(typeof CLASSROOM_SORT_COLUMNS)[number], SQL | PgColumn> = {
  title: sql`lower(${learningModules.title})`,
  status,
  start_date: startsAt,
  created_at: learningModules.createdAt,
  updated_at: updatedAt,
};

/** A WIB calendar day's first instant (the filters' dates are days in Jakarta). */
const wibDay = (date: string, plusDays = 0) => new Date(new Date(`${date}T00:00:00${WIB_OFFSET}`).getTime() + plusDays * 86_400_000);

/**
 * GET /cms/classrooms: the organisation's classrooms, one page at a time (10), newest change first unless asked
 * otherwise. status filters; start_date/end_date keep the classrooms with a batch overlapping those days; the
 * keyword matches the title. can_delete is false once a batch has participants or anything holds learner results: the
 * delete's own rule, probed per row (docs/decisions/0087).
 */
export async function findClassrooms(options: {
  db: DbOrTx;
  organizationId: number;
  query: ClassroomListQuery;
  /** One classroom's row, by id (the detail, edit and API read it so, never by searching its title). */
  id?: number;
}): Promise<ListResult<ClassroomRow>> {
  const { db, organizationId, query } = options;
  const sort = readSort(query, CLASSROOM_SORT_COLUMNS, { column: 'updated_at', direction: 'desc' });
  const filters: (SQL | undefined)[] = [eq(learningModules.organizationId, organizationId), eq(learningModules.moduleType, 'classroom')];
  if (options.id !== undefined) filters.push(eq(learningModules.id, options.id));
  if (query.keyword) filters.push(ilike(learningModules.title, `%${escapeLike(query.keyword)}%`));
  if (query.status) filters.push(sql`${status} = ${query.status}`);
  if (query.start_date || query.end_date) {
    const from = query.start_date ? wibDay(query.start_date) : new Date(0);
    const to = query.end_date ? wibDay(query.end_date, 1) : new Date(8.64e15);
    filters.push(
      sql`exists (select 1 from batches b where b.module_id = ${learningModules.id} and coalesce(b.starts_at, b.ends_at) < ${to.toISOString()} and coalesce(b.ends_at, b.starts_at) >= ${from.toISOString()})`,
    );
  }
  const where = and(...filters);
  const by = sort.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select({
          id: learningModules.id,
          title: learningModules.title,
          createdAt: learningModules.createdAt,
          status,
          step: classrooms.step,
          categoryId: categories.id,
          categoryName: categories.name,
          thumbnailKey: files.storageKey,
          startsAt,
          endsAt,
          batches: batchCount,
          participants: participantCount,
          updatedAt,
          createdBy: creator.fullName,
        })
        .from(learningModules)
        .leftJoin(classrooms, eq(classrooms.moduleId, learningModules.id))
        .leftJoin(categories, eq(categories.id, classrooms.categoryId))
        .leftJoin(files, eq(files.id, classrooms.thumbnailFileId))
        .leftJoin(creator, eq(creator.id, classrooms.createdBy))
        .where(where)
        .orderBy(sql`${by(ORDER[sort.column])} nulls last`, by(learningModules.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () =>
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(learningModules)
        .leftJoin(classrooms, eq(classrooms.moduleId, learningModules.id))
        .where(where),
  );
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  const notDeletable = await classroomsNotDeletable(
    db,
    rows.map((r) => r.id),
  );
  return paginate(
    rows.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      step: r.step ?? 4,
      category: r.categoryId !== null && r.categoryName !== null ? { id: r.categoryId, name: r.categoryName } : null,
      thumbnail: r.thumbnailKey ? `/api/storage/files/${r.thumbnailKey}` : null,
      batches: Number(r.batches),
      participants: Number(r.participants),
      start_date: iso(r.startsAt),
      end_date: iso(r.endsAt),
      created_by: { full_name: r.createdBy ?? '-' },
      created_at: r.createdAt.toISOString(),
      updated_at: new Date(r.updatedAt).toISOString(),
      can_delete: !notDeletable.has(r.id),
    })),
    Number(total),
    query.page,
    query.page_size,
  );
}
