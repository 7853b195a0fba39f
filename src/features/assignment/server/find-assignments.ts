import { count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { placements, users } from '@/db/schema';
import { assignmentListCounts, assignmentResults, assignments } from '@/db/schema/assignment';
import { readSort, type ListResult } from '@/lib/list';
import { dateRange, idsWithAny, inPageOrder, keywordLike, listPage, listResult, type ListTable } from '@/server/list/query';
import { ASSIGNMENT_SORT_COLUMNS, type AssignmentListQuery, type AssignmentRow } from '../schemas';
import { toAssignmentRow } from './to-row';

type AssignmentSort = (typeof ASSIGNMENT_SORT_COLUMNS)[number];
const LIST: ListTable<AssignmentSort> = {
  name: 'assignments',
  table: assignments,
  id: assignments.id,
  organizationId: assignments.organizationId,
  counter: assignmentListCounts,
  sorts: {
    title: { column: assignments.title, cast: 'text' },
    submitted: { expr: sql`(select count(*) from ${assignmentResults} where ${assignmentResults.assignmentId} = ${assignments.id})` },
    assignment_type: { column: assignments.assignmentType, cast: 'text' },
    created_by: { expr: sql`${users.fullName}`, from: sql`left join ${users} on ${users.id} = ${assignments.createdBy}` },
    created_at: { column: assignments.createdAt, cast: 'timestamptz' },
    updated_at: { column: assignments.updatedAt, cast: 'timestamptz' },
  },
};

/**
 * The keyword finds an assignment by its title or by its creator's name. An OR across the users join cannot use
 * either trigram index, so it is a UNION of two index-backed searches: titles (assignments_title_trgm), and the
 * organisation's users by name (users_full_name_trgm) then their assignments (assignments_created_by_idx).
 */
function keywordMatch(organizationId: number, keyword: string): SQL {
  const a = sql`(select ${assignments.id} from ${assignments} where ${assignments.organizationId} = ${organizationId} and ${keywordLike(assignments.title, keyword)}
    union select ${assignments.id} from ${assignments} where ${assignments.organizationId} = ${organizationId} and ${assignments.createdBy} in (select ${users.id} from ${users} where ${users.organizationId} = ${organizationId} and ${keywordLike(users.fullName, keyword)}))`;
  return sql`${assignments.id} in ${a}`;
}

/** The organisation's assignments, one page at a time (src/server/list, the list contract). */
export async function findAssignments(options: { db: DbOrTx; organizationId: number; query: AssignmentListQuery }): Promise<ListResult<AssignmentRow>> {
  const { db, organizationId, query } = options;
  const sort = readSort(query, ASSIGNMENT_SORT_COLUMNS, { column: 'updated_at', direction: 'desc' });
  const filters: SQL[] = [...dateRange(assignments.createdAt, query.start_date, query.end_date)];
  if (query.keyword) filters.push(keywordMatch(organizationId, query.keyword));
  if (query.assignment_type) filters.push(eq(assignments.assignmentType, query.assignment_type));
  const filterKey = { keyword: query.keyword, assignment_type: query.assignment_type, start_date: query.start_date, end_date: query.end_date };
  const { ids, total } = await listPage({ db, list: LIST, organizationId, filters, filterKey, sort, page: query.page, pageSize: query.page_size });
  const [rows, submitted, placed] = ids.length
    ? await Promise.all([
        db
          .select({ a: assignments, creator: users.fullName })
          .from(assignments)
          .leftJoin(users, eq(users.id, assignments.createdBy))
          .where(inArray(assignments.id, ids)),
        db
          .select({ id: assignmentResults.assignmentId, n: count() })
          .from(assignmentResults)
          .where(inArray(assignmentResults.assignmentId, ids))
          .groupBy(assignmentResults.assignmentId),
        idsWithAny(
          db,
          ids,
          placements,
          placements.contentId,
          sql`${placements.contentType} = 'assignment' and ${placements.organizationId} = ${organizationId}`,
        ),
      ])
    : [[], [], new Set<number>()];
  const submittedOf = new Map(submitted.map((r) => [r.id, Number(r.n)]));
  return listResult(
    inPageOrder(ids, rows, (r) => r.a.id).map((r) =>
      toAssignmentRow(r.a, { submitted: submittedOf.get(r.a.id) ?? 0, placements: placed.has(r.a.id) ? 1 : 0, creator: r.creator }),
    ),
    total,
    query.page,
    query.page_size,
  );
}
