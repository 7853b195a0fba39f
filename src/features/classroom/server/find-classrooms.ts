import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { batches, files, learningModules, users } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { classroomList, classroomListCounts, classrooms } from '@/db/schema/classroom';
import { readSort, type ListResult } from '@/lib/list';
import { keywordSearch } from '@/server/list/keyword';
import { anyOfIds, inPageOrder, listPage, listResult, type ListTable } from '@/server/list/query';
import { preparedQuery } from '@/server/sql';
import { classroomsNotDeletable } from './delete-classroom';
import { CLASSROOM_SORT_COLUMNS, WIB_OFFSET, type ClassroomListQuery, type ClassroomRow } from '../schemas';

type ClassroomSort = (typeof CLASSROOM_SORT_COLUMNS)[number];

/** A classroom's first batch start, for the start-date sort (computed: a value of its batches, not of the list row). */
const firstStart = sql`(select min(b.starts_at) from ${batches} b where b.module_id = ${classroomList.moduleId})`;

/**
 * The classroom list on the one list query (docs/decisions/0060, 0114): the list's own row per classroom
 * (classroom_list, kept by triggers on the module, the classroom row and the batches), an index per sort that starts
 * with the organisation, the total from the maintained counter, deep pages from anchors. The start-date sort is on
 * the batches and is served by OFFSET (the remaining cost that grows with the table).
 */
const LIST: ListTable<ClassroomSort> = {
  name: 'classroom_list',
  table: classroomList,
  id: classroomList.moduleId,
  organizationId: classroomList.organizationId,
  counter: classroomListCounts,
  sorts: {
    title: { column: sql`lower(${classroomList.title})`, cast: 'text' },
    status: { column: classroomList.status, cast: 'text' },
    start_date: { expr: firstStart },
    created_at: { column: classroomList.createdAt, cast: 'timestamptz' },
    updated_at: { column: classroomList.updatedAt, cast: 'timestamptz' },
  },
};

const creator = alias(users, 'creator');

/**
 * The page's rows with their category, thumbnail, creator and batch figures (first start, last end, batches,
 * participants), computed for these ids only: one prepared statement.
 */
const ROWS = preparedQuery('classroom_list_rows', (db) =>
  db
    .select({
      id: learningModules.id,
      title: learningModules.title,
      createdAt: learningModules.createdAt,
      status: sql<'draft' | 'published' | 'review'>`coalesce(${classrooms.status}, 'published')`,
      step: classrooms.step,
      categoryId: categories.id,
      categoryName: categories.name,
      thumbnailKey: files.storageKey,
      startsAt: sql<Date | null>`(select min(b.starts_at) from ${batches} b where b.module_id = ${learningModules.id})`,
      endsAt: sql<Date | null>`(select max(b.ends_at) from ${batches} b where b.module_id = ${learningModules.id})`,
      batches: sql<number>`(select count(*)::int from ${batches} b where b.module_id = ${learningModules.id})`,
      participants: sql<number>`(select count(*)::int from batch_participants p join ${batches} b on b.id = p.batch_id where b.module_id = ${learningModules.id})`,
      updatedAt: sql<Date>`coalesce(${classrooms.updatedAt}, ${learningModules.createdAt})`,
      createdBy: creator.fullName,
      organizationId: learningModules.organizationId,
      moduleType: learningModules.moduleType,
    })
    .from(learningModules)
    .leftJoin(classrooms, eq(classrooms.moduleId, learningModules.id))
    .leftJoin(categories, eq(categories.id, classrooms.categoryId))
    .leftJoin(files, eq(files.id, classrooms.thumbnailFileId))
    .leftJoin(creator, eq(creator.id, classrooms.createdBy))
    .where(anyOfIds(learningModules.id))
    .prepare('classroom_list_rows'),
);

/** A WIB calendar day's first instant (the filters' dates are days in Jakarta). */
const wibDay = (date: string, plusDays = 0) => new Date(new Date(`${date}T00:00:00${WIB_OFFSET}`).getTime() + plusDays * 86_400_000);

/** The ids of the page: one classroom by id (the detail's read), or the list's page by listPage. */
async function pageIds(db: DbOrTx, organizationId: number, query: ClassroomListQuery, id?: number): Promise<{ ids: number[]; total?: number }> {
  if (id !== undefined) return { ids: [id] };
  const filters: SQL[] = [];
  if (query.keyword) filters.push(await keywordSearch(db, [classroomList.title], query.keyword));
  if (query.status) filters.push(eq(classroomList.status, query.status));
  if (query.start_date || query.end_date) {
    const from = query.start_date ? wibDay(query.start_date) : new Date(0);
    const to = query.end_date ? wibDay(query.end_date, 1) : new Date(8.64e15);
    filters.push(
      sql`exists (select 1 from ${batches} b where b.module_id = ${classroomList.moduleId} and coalesce(b.starts_at, b.ends_at) < ${to.toISOString()} and coalesce(b.ends_at, b.starts_at) >= ${from.toISOString()})`,
    );
  }
  return listPage({
    db,
    list: LIST,
    organizationId,
    filters,
    filterKey: { keyword: query.keyword, status: query.status, start_date: query.start_date, end_date: query.end_date },
    sort: readSort<ClassroomSort>(query, CLASSROOM_SORT_COLUMNS, { column: 'updated_at', direction: 'desc' }),
    page: query.page,
    pageSize: query.page_size,
  });
}

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
  const page = await pageIds(db, organizationId, query, options.id);
  const loaded = page.ids.length ? await ROWS(db).execute({ ids: page.ids }) : [];
  // By id, the row counts only when it is the organisation's classroom.
  const own = loaded.filter((r) => r.organizationId === organizationId && r.moduleType === 'classroom');
  const rows = inPageOrder(page.ids, own, (r) => r.id);
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  const notDeletable = await classroomsNotDeletable(
    db,
    rows.map((r) => r.id),
  );
  return listResult(
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
      created_at: new Date(r.createdAt).toISOString(),
      updated_at: new Date(r.updatedAt).toISOString(),
      can_delete: !notDeletable.has(r.id),
    })),
    page.total ?? rows.length,
    query.page,
    query.page_size,
  );
}
