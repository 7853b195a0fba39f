import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { assignmentResults, assignments, placements, users } from '@/db/schema';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { ASSIGNMENT_SORT_COLUMNS, type AssignmentListQuery, type AssignmentRow } from '../schemas';
import { dayEnd, dayStart, escapeLike } from './load';
import { toAssignmentRow } from './to-row';

/** The organisation's assignments, one page at a time (the list contract). */
export async function findAssignments(options: { db: DbOrTx; organizationId: number; query: AssignmentListQuery }): Promise<ListResult<AssignmentRow>> {
  const { db, organizationId, query } = options;
  const submitted = sql<number>`(select count(*)::int from ${assignmentResults} where ${assignmentResults.assignmentId} = ${assignments.id})`;
  const placed = sql<number>`(select count(*)::int from ${placements} where ${placements.contentType} = 'assignment' and ${placements.contentId} = ${assignments.id} and ${placements.organizationId} = ${assignments.organizationId})`;
  const column = {
    title: assignments.title,
    submitted,
    assignment_type: assignments.assignmentType,
    created_by: users.fullName,
    created_at: assignments.createdAt,
    updated_at: assignments.updatedAt,
  } as const;
  const sort = readSort(query, ASSIGNMENT_SORT_COLUMNS, { column: 'updated_at', direction: 'desc' });
  const filters: SQL[] = [eq(assignments.organizationId, organizationId)];
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword)}%`;
    filters.push(or(ilike(assignments.title, like), ilike(users.fullName, like))!);
  }
  if (query.assignment_type) filters.push(eq(assignments.assignmentType, query.assignment_type));
  if (query.start_date) filters.push(gte(assignments.createdAt, dayStart(query.start_date)));
  if (query.end_date) filters.push(lt(assignments.createdAt, dayEnd(query.end_date)));
  const where = and(...filters);
  const order = sort.direction === 'asc' ? asc(column[sort.column]) : desc(column[sort.column]);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ a: assignments, creator: users.fullName, submitted, placed })
      .from(assignments)
      .leftJoin(users, eq(users.id, assignments.createdBy))
      .where(where)
      .orderBy(order, desc(assignments.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(assignments).leftJoin(users, eq(users.id, assignments.createdBy)).where(where),
  ]);
  return paginate(
    rows.map((r) => toAssignmentRow(r.a, { submitted: Number(r.submitted), placements: Number(r.placed), creator: r.creator })),
    total,
    query.page,
    query.page_size,
  );
}
