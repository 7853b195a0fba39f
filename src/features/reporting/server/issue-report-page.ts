import type { DbOrTx } from '@/db/client';
import { IssueReportQuerySchema, type IssueDetail, type IssueSummary } from '../schemas';
import { reportFilterOptions, type ReportFilterOptions } from './filter-options';
import { issueSummary } from './find-issue-report';
import { getIssue, issueAssignees } from './issue-detail';
import { appliedFilters, readFilters } from './report-kit';

/** The issue report's list head: the issues by status and category for the address's filters, and the filters' choices. */
export async function loadIssueReportHead(options: { db: DbOrTx; organizationId: number; search: URLSearchParams }) {
  const { db, organizationId } = options;
  const query = readFilters(IssueReportQuerySchema, options.search);
  const options_: ReportFilterOptions = await reportFilterOptions(db, organizationId);
  const summary: IssueSummary = await issueSummary(db, organizationId, query);
  return { summary, options: options_, applied: appliedFilters(query, options_, 'Reported') };
}

/** The issue's detail page: the issue with its history, and the people it may be assigned to. */
export async function loadIssuePage(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
}): Promise<IssueDetail & { assignees: { value: string; label: string }[] }> {
  const issue = await getIssue(options);
  return { ...issue, assignees: await issueAssignees(options.db, options.organizationId) };
}
