import type { DbOrTx } from '@/db/client';
import { xlsxResponse, type SheetColumn } from '@/server/spreadsheet/write-xlsx';
import { WEBINAR_ATTENDANCE_LABELS, WEBINAR_STATUS_LABELS } from '../messages';
import type { WebinarLearnersQuery, WebinarReportQuery } from '../webinar-schemas';
import { allWebinarLearnerRows } from './find-webinar-learners';
import { allWebinarReportRows } from './find-webinar-report';
import { loadWebinarForReport } from './webinar-people';
import { DATE_CELL as DATE, labelled, PERSON_COLUMNS, REPORT_TZ as tz, reportDay } from './report-kit';

const WEBINAR_COLUMNS: SheetColumn[] = [
  { header: 'Webinar ID', key: 'id', text: true, width: 12 },
  { header: 'Title', key: 'title', width: 40 },
  { header: 'Category', key: 'category', width: 20 },
  { header: 'Status', key: 'status', width: 12 },
  { header: `Starts (${tz})`, key: 'start_at', date: DATE, width: 18 },
  { header: 'Live Event', key: 'live_event', width: 30 },
  { header: 'Registered', key: 'registered', width: 12 },
  { header: 'Waiting', key: 'waiting', width: 10 },
  { header: 'Attended', key: 'attended', width: 10 },
  { header: 'Attendance Rate (%)', key: 'attendance_rate', width: 18 },
];

const LEARNER_COLUMNS: SheetColumn[] = [
  ...PERSON_COLUMNS,
  { header: `Registered (${tz})`, key: 'registered_at', date: DATE, width: 18 },
  { header: 'Attendance', key: 'status', width: 12 },
  { header: `Checked In (${tz})`, key: 'attended_at', date: DATE, width: 18 },
];

/** GET /api/reporting/webinar-report/download: the filtered webinar report as .xlsx, streamed (ids as text, dates as date cells). */
export function downloadWebinarReport(options: { db: DbOrTx; organizationId: number; query: WebinarReportQuery; now?: Date }): Response {
  const rows = labelled(allWebinarReportRows(options.db, options.organizationId, options.query), WEBINAR_STATUS_LABELS);
  return xlsxResponse(`webinar-report-${reportDay(options.now ?? new Date())}.xlsx`, [{ name: 'Webinar Report', columns: WEBINAR_COLUMNS, rows }]);
}

/** GET /api/reporting/webinar-report/:id/learners/download: one webinar's filtered registrants as .xlsx (a 404 first for another organisation's). */
export async function downloadWebinarLearners(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  query: WebinarLearnersQuery;
  now?: Date;
}): Promise<Response> {
  const w = await loadWebinarForReport(options.db, options.organizationId, options.id);
  const rows = labelled(allWebinarLearnerRows(options.db, options.organizationId, w.id, options.query), WEBINAR_ATTENDANCE_LABELS);
  return xlsxResponse(`webinar-report-${w.id}-${reportDay(options.now ?? new Date())}.xlsx`, [{ name: 'Registrants', columns: LEARNER_COLUMNS, rows }]);
}
