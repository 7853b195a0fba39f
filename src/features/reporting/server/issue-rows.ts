import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { companies, divisions, users } from '@/db/schema';
import { contentIssues } from '@/db/schema/reporting';
import { declaredContents } from '@/features/contents';
import { escapeLike } from '@/server/sql';
import type { IssueReportQuery, IssueRow } from '../schemas';
import { iso, peopleWhere } from './report-kit';

/** The reported issues as the report, the learner's own list and the detail read them: reporter, division, company, assignee. */
const assignees = alias(users, 'assignee');

export function issueSelect(db: DbOrTx) {
  return db
    .select({
      id: contentIssues.id,
      contentType: contentIssues.contentType,
      contentId: contentIssues.contentId,
      contentTitle: contentIssues.contentTitle,
      category: contentIssues.category,
      description: contentIssues.description,
      status: contentIssues.status,
      reporter: users.fullName,
      reporterEmail: users.email,
      division: divisions.name,
      company: companies.name,
      assigneeId: contentIssues.assigneeId,
      assignee: assignees.fullName,
      createdAt: contentIssues.createdAt,
      updatedAt: contentIssues.updatedAt,
      resolvedAt: contentIssues.resolvedAt,
    })
    .from(contentIssues)
    .leftJoin(users, eq(users.id, contentIssues.reporterId))
    .leftJoin(divisions, eq(divisions.id, users.divisionId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(assignees, eq(assignees.id, contentIssues.assigneeId));
}

type Raw = Awaited<ReturnType<ReturnType<typeof issueSelect>['execute']>>[number];

export async function toIssueRows(rows: Raw[]): Promise<(IssueRow & { assignee_id: number | null })[]> {
  const contents = await declaredContents();
  return rows.map((r) => ({
    id: r.id,
    content_type: r.contentType,
    content_type_label: contents.label(r.contentType),
    content_id: r.contentId,
    content_title: r.contentTitle,
    category: r.category,
    description: r.description,
    status: r.status,
    reporter: r.reporter,
    reporter_email: r.reporterEmail,
    division: r.division,
    company: r.company,
    assignee_id: r.assigneeId,
    assignee: r.assignee,
    created_at: iso(r.createdAt)!,
    updated_at: iso(r.updatedAt)!,
    resolved_at: iso(r.resolvedAt),
  }));
}

/**
 * The report's filters: the day it was reported (Jakarta), the reporter's division and company, category, status; a
 * keyword over the content's title and the description. `withStatus: false` leaves the status out (the head's count
 * by status).
 */
export function issueWhere(organizationId: number, q: IssueReportQuery, withStatus = true): SQL {
  const like = q.keyword ? `%${escapeLike(q.keyword)}%` : null;
  return and(
    eq(contentIssues.organizationId, organizationId),
    ...peopleWhere(q, { divisionId: sql`${users.divisionId}`, companyId: sql`${users.companyId}` }, sql`${contentIssues.createdAt}`),
    q.category ? eq(contentIssues.category, q.category as 'other') : undefined,
    withStatus && q.status ? eq(contentIssues.status, q.status as 'open') : undefined,
    like ? sql`(${contentIssues.contentTitle} ilike ${like} or ${contentIssues.description} ilike ${like})` : undefined,
  )!;
}
