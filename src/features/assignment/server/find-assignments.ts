import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { assignmentListCounts, assignmentSubmissionCounts, assignments } from '@/db/schema/assignment';
import type { ListResult } from '@/lib/list';
import { contentListTable, contentPage, placedFlag, contentRows } from '@/server/list/content-list';
import { keywordSearch } from '@/server/list/keyword';
import { inPageOrder, listResult } from '@/server/list/query';
import { ASSIGNMENT_SORT_COLUMNS, type AssignmentListQuery, type AssignmentRow } from '../schemas';
import { toAssignmentRow } from './to-row';
import { allQueries } from '@/db/all-queries';

/** The assignment's number of hand-ins: its maintained counter (drizzle/assignment 0002), one index probe. */
function submittedCount(): SQL<number> {
  return sql<number>`coalesce((select ${assignmentSubmissionCounts.total} from ${assignmentSubmissionCounts} where ${assignmentSubmissionCounts.assignmentId} = ${assignments.id}), 0)`;
}

const LIST = contentListTable<(typeof ASSIGNMENT_SORT_COLUMNS)[number]>(assignments, {
  counter: assignmentListCounts,
  sorts: {
    submitted: { expr: submittedCount() },
    assignment_type: { column: assignments.assignmentType, cast: 'text' },
  },
});

const ROWS = contentRows(assignments, {
  submitted: submittedCount(),
  placed: placedFlag(assignments, 'assignment'),
});

/**
 * The keyword finds an assignment by its title or by its creator's name. An OR across the users join cannot use
 * either trigram index, so it is a UNION of two index-backed searches: titles (assignments_title_trgm), and the
 * organisation's users by name (users_full_name_trgm) then their assignments (assignments_created_by_idx). Most
 * keywords name no one: one probe of the names first, and without a match the title search alone, a statement that
 * costs PostgreSQL a third of the union to plan (docs/decisions/0100).
 */
async function keywordMatch(db: DbOrTx, organizationId: number, keyword: string): Promise<SQL> {
  const [title, name] = await allQueries(
    db,
    () => keywordSearch(db, [assignments.title], keyword),
    () => keywordSearch(db, [users.fullName], keyword),
  );
  const named = sql`select ${users.id} from ${users} where ${users.organizationId} = ${organizationId} and ${name}`;
  const [probe] = ((await db.execute(sql`select exists (${named}) as any`)) as unknown as { rows: Array<{ any: boolean }> }).rows;
  if (!probe?.any) return title;
  const a = sql`(select ${assignments.id} from ${assignments} where ${assignments.organizationId} = ${organizationId} and ${title}
    union select ${assignments.id} from ${assignments} where ${assignments.organizationId} = ${organizationId} and ${assignments.createdBy} in (${named}))`;
  return sql`${assignments.id} in ${a}`;
}

/** The organisation's assignments, one page at a time (src/server/list, the list contract). */
export async function findAssignments(options: { db: DbOrTx; organizationId: number; query: AssignmentListQuery }): Promise<ListResult<AssignmentRow>> {
  const { db, organizationId, query } = options;
  const { ids, total } = await contentPage({
    db,
    list: LIST,
    table: assignments,
    organizationId,
    query,
    sortColumns: ASSIGNMENT_SORT_COLUMNS,
    filter: {
      dates: ['start_date', 'end_date'],
      keywordMatch: (keyword) => keywordMatch(db, organizationId, keyword),
      equal: { assignment_type: assignments.assignmentType },
    },
  });
  const rows = await ROWS(db, ids, organizationId);
  return listResult(
    inPageOrder(ids, rows, (r) => r.row.id).map((r) =>
      toAssignmentRow(r.row, { submitted: Number(r.extra.submitted), placements: r.extra.placed ? 1 : 0, creator: r.creator }),
    ),
    total,
    query.page,
    query.page_size,
  );
}
