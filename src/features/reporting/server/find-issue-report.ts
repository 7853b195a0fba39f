import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { allQueries } from '@/db/all-queries';
import { users } from '@/db/schema';
import { contentIssues } from '@/db/schema/reporting';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { ISSUE_CATEGORY_LABELS, ISSUE_STATUS_LABELS } from '../messages';
import type { IssueReportQuery, IssueRow, IssueSummary } from '../schemas';
import { issueSelect, issueWhere, toIssueRows } from './issue-rows';
import { everyRow } from './report-kit';

const SORTS = ['created_at', 'updated_at', 'status', 'content_title', 'category'] as const;
const SORT_COLUMNS = {
  created_at: contentIssues.createdAt,
  updated_at: contentIssues.updatedAt,
  // open → in progress → resolved, not the alphabet.
  status: sql`case ${contentIssues.status} when 'open' then 0 when 'in_progress' then 1 else 2 end`,
  content_title: contentIssues.contentTitle,
  category: contentIssues.category,
};

async function issuePage(db: DbOrTx, organizationId: number, q: IssueReportQuery, limit: number, offset: number) {
  const where = issueWhere(organizationId, q);
  const sort = readSort(q, SORTS, { column: 'status', direction: 'asc' });
  const order = sort.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      issueSelect(db).where(where).orderBy(order(SORT_COLUMNS[sort.column]), desc(contentIssues.createdAt), desc(contentIssues.id)).limit(limit).offset(offset),
    () => db.select({ total: count() }).from(contentIssues).leftJoin(users, eq(users.id, contentIssues.reporterId)).where(where),
  );
  return { results: (await toIssueRows(rows)).map(({ assignee_id: _, ...r }) => r), total };
}

/**
 * GET /api/reporting/issue-report: the issues learners reported, open first, then in progress, then resolved (newest
 * first in each), with the reporter, the assignee and the dates (decision 0143).
 */
export async function findIssueReport(options: { db: DbOrTx; organizationId: number; query: IssueReportQuery }): Promise<ListResult<IssueRow>> {
  const { db, organizationId, query } = options;
  const { results, total } = await issuePage(db, organizationId, query, query.page_size, (query.page - 1) * query.page_size);
  return paginate(results, total, query.page, query.page_size);
}

/** Every issue of the filtered report in the list's order, a chunk at a time (the download). */
export const allIssueReportRows = (db: DbOrTx, organizationId: number, query: IssueReportQuery) =>
  everyRow(async (limit, offset) => (await issuePage(db, organizationId, query, limit, offset)).results);

/** The head's numbers for the filters: the issues by status (every status, whatever the status filter) and by category. */
export async function issueSummary(db: DbOrTx, organizationId: number, q: IssueReportQuery): Promise<IssueSummary> {
  const grouped = (column: typeof contentIssues.status | typeof contentIssues.category, withStatus: boolean) =>
    db
      .select({ key: column, n: count() })
      .from(contentIssues)
      .leftJoin(users, eq(users.id, contentIssues.reporterId))
      .where(issueWhere(organizationId, q, withStatus))
      .groupBy(column);
  const [statuses, categories] = await allQueries(
    db,
    () => grouped(contentIssues.status, false),
    () => grouped(contentIssues.category, true),
  );
  const points = (labels: Record<string, string>, rows: { key: string; n: number }[]) =>
    Object.entries(labels).map(([key, label]) => ({ label, value: Number(rows.find((r) => r.key === key)?.n ?? 0) }));
  const by_status = points(ISSUE_STATUS_LABELS, statuses);
  return { total: by_status.reduce((a, p) => a + p.value, 0), by_status, by_category: points(ISSUE_CATEGORY_LABELS, categories) };
}
