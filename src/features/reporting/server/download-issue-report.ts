import type { DbOrTx } from '@/db/client';
import { xlsxResponse, type SheetColumn } from '@/server/spreadsheet/write-xlsx';
import { ISSUE_CATEGORY_LABELS, ISSUE_STATUS_LABELS } from '../messages';
import type { IssueReportQuery } from '../schemas';
import { allIssueReportRows } from './find-issue-report';
import { DATE_CELL as DATE, labelled, REPORT_TZ as tz, reportDay } from './report-kit';

const ISSUE_COLUMNS: SheetColumn[] = [
  { header: 'Issue ID', key: 'id', text: true, width: 10 },
  { header: 'Status', key: 'status', width: 14 },
  { header: 'Category', key: 'category', width: 28 },
  { header: 'Content Type', key: 'content_type_label', width: 16 },
  { header: 'Content ID', key: 'content_id', text: true, width: 12 },
  { header: 'Content', key: 'content_title', width: 36 },
  { header: 'Description', key: 'description', width: 50 },
  { header: 'Reported By', key: 'reporter', width: 26 },
  { header: 'Email', key: 'reporter_email', width: 30 },
  { header: 'Division', key: 'division', width: 20 },
  { header: 'Company', key: 'company', width: 20 },
  { header: 'Assignee', key: 'assignee', width: 26 },
  { header: `Reported (${tz})`, key: 'created_at', date: DATE, width: 18 },
  { header: `Last Update (${tz})`, key: 'updated_at', date: DATE, width: 18 },
  { header: `Resolved (${tz})`, key: 'resolved_at', date: DATE, width: 18 },
];

/** GET /api/reporting/issue-report/download: the filtered issues as .xlsx, streamed (ids as text, dates as date cells, user text as text). */
export function downloadIssueReport(options: { db: DbOrTx; organizationId: number; query: IssueReportQuery; now?: Date }): Response {
  const rows = labelled(
    labelled(allIssueReportRows(options.db, options.organizationId, options.query), ISSUE_STATUS_LABELS),
    ISSUE_CATEGORY_LABELS,
    'category',
  );
  return xlsxResponse(`issue-report-${reportDay(options.now ?? new Date())}.xlsx`, [{ name: 'Issue Report', columns: ISSUE_COLUMNS, rows }]);
}
