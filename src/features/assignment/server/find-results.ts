import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchParticipants, placements, users } from '@/db/schema';
import { assignmentGroupMembers, assignmentResults } from '@/db/schema/assignment';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { RESULT_SORT_COLUMNS, type ResultMember, type ResultRow, type ResultStatus, type ResultsQuery } from '../schemas';
import { dayEnd, dayStart, escapeLike, loadAssignment, passGradeOf, placementScope } from './load';
import { allQueries } from '@/db/all-queries';

const statusExpr = sql<ResultStatus>`coalesce(${assignmentResults.status}, 'not_done')`;

function resultWhere(organizationId: number, assignmentId: number, query: ResultsQuery): SQL {
  const filters: SQL[] = [placementScope(organizationId, assignmentId, query)];
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword)}%`;
    filters.push(or(ilike(users.fullName, like), ilike(users.nik, like), ilike(users.email, like), ilike(users.position, like))!);
  }
  if (query.status) filters.push(sql`${statusExpr} = ${query.status}`);
  if (query.except_status) filters.push(sql`${statusExpr} <> ${query.except_status}`);
  if (query.start_date) filters.push(gte(assignmentResults.finishedAt, dayStart(query.start_date)));
  if (query.end_date) filters.push(lt(assignmentResults.finishedAt, dayEnd(query.end_date)));
  return and(...filters)!;
}

function joined(db: DbOrTx) {
  return {
    rows: () =>
      db
        .select({
          p: { id: placements.id, settings: placements.settings },
          u: users,
          r: assignmentResults,
          status: statusExpr,
          groupId: assignmentGroupMembers.groupId,
        })
        .from(placements)
        .innerJoin(batchParticipants, eq(batchParticipants.batchId, placements.batchId))
        .innerJoin(users, eq(users.id, batchParticipants.userId))
        .leftJoin(assignmentResults, and(eq(assignmentResults.placementId, placements.id), eq(assignmentResults.userId, users.id)))
        .leftJoin(assignmentGroupMembers, and(eq(assignmentGroupMembers.placementId, placements.id), eq(assignmentGroupMembers.userId, users.id))),
    count: () =>
      db
        .select({ total: count() })
        .from(placements)
        .innerJoin(batchParticipants, eq(batchParticipants.batchId, placements.batchId))
        .innerJoin(users, eq(users.id, batchParticipants.userId))
        .leftJoin(assignmentResults, and(eq(assignmentResults.placementId, placements.id), eq(assignmentResults.userId, users.id))),
  };
}

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['rows']>>[number];

async function membersOf(db: DbOrTx, groupIds: number[]): Promise<Map<number, ResultMember[]>> {
  const map = new Map<number, ResultMember[]>();
  if (!groupIds.length) return map;
  const rows = await db
    .select({ groupId: assignmentGroupMembers.groupId, name: users.fullName, email: users.email, nik: users.nik, picture: users.picture })
    .from(assignmentGroupMembers)
    .innerJoin(users, eq(users.id, assignmentGroupMembers.userId))
    .where(inArray(assignmentGroupMembers.groupId, groupIds))
    .orderBy(asc(users.fullName));
  for (const r of rows) map.set(r.groupId, [...(map.get(r.groupId) ?? []), { name: r.name, email: r.email, nik: r.nik, picture: r.picture }]);
  return map;
}

function toResultRow(j: Joined, members: Map<number, ResultMember[]>): ResultRow {
  const self: ResultMember = { name: j.u.fullName, email: j.u.email, nik: j.u.nik, picture: j.u.picture };
  return {
    id: j.r?.id ?? null,
    user_id: j.u.id,
    placement_id: j.p.id,
    nik: j.u.nik,
    name: j.u.fullName,
    email: j.u.email,
    position: j.u.position,
    picture: j.u.picture,
    finished_at: j.r?.finishedAt.toISOString() ?? null,
    updated_at: j.r?.updatedAt.toISOString() ?? null,
    score: j.r?.score ?? null,
    status: j.status,
    notes: j.r?.notes ?? null,
    pass_grade: passGradeOf(j.p.settings),
    files: (j.r?.files ?? []).map((f) => ({ url: f.url, type: f.type, size: f.size, name: f.name })),
    members: j.groupId ? (members.get(j.groupId) ?? [self]) : [self],
    version: j.r?.version ?? null,
  };
}

function orderOf(query: ResultsQuery) {
  const column = {
    nik: users.nik,
    name: users.fullName,
    email: users.email,
    position: users.position,
    finished_at: assignmentResults.finishedAt,
    updated_at: assignmentResults.updatedAt,
    score: assignmentResults.score,
    status: statusExpr,
  } as const;
  const sort = readSort(query, RESULT_SORT_COLUMNS, { column: 'name', direction: 'asc' });
  const dir = sort.direction === 'asc' ? asc : desc;
  return [
    sort.direction === 'asc' ? sql`${column[sort.column]} asc nulls last` : sql`${column[sort.column]} desc nulls last`,
    dir(users.id),
    asc(placements.id),
  ];
}

/** The participants of the assignment's placements with their submissions (page of the report table). */
export async function findResults(options: { db: DbOrTx; organizationId: number; id: number; query: ResultsQuery }): Promise<ListResult<ResultRow>> {
  const { db, organizationId, id, query } = options;
  await loadAssignment(db, organizationId, id);
  const q = joined(db);
  const where = resultWhere(organizationId, id, query);
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      q
        .rows()
        .where(where)
        .orderBy(...orderOf(query))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => q.count().where(where),
  );
  const members = await membersOf(db, [...new Set(rows.map((r) => r.groupId).filter((g): g is number => !!g))]);
  return paginate(
    rows.map((r) => toResultRow(r, members)),
    total,
    query.page,
    query.page_size,
  );
}

/** Every matching row (report download and grade-all template), in the table's order. */
export async function allResults(options: { db: DbOrTx; organizationId: number; id: number; query: ResultsQuery }): Promise<ResultRow[]> {
  const { db, organizationId, id, query } = options;
  const rows = await joined(db)
    .rows()
    .where(resultWhere(organizationId, id, query))
    .orderBy(...orderOf(query));
  const members = await membersOf(db, [...new Set(rows.map((r) => r.groupId).filter((g): g is number => !!g))]);
  return rows.map((r) => toResultRow(r, members));
}
