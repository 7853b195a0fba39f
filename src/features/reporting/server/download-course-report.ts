import type { DbOrTx } from '@/db/client';
import { xlsxResponse, type SheetColumn } from '@/server/spreadsheet/write-xlsx';
import { COURSE_STATUS_LABELS, LEARNER_STATUS_LABELS } from '../messages';
import type { CourseLearnersQuery, CourseReportQuery } from '../schemas';
import { allCourseLearnerRows } from './find-course-learners';
import { allCourseReportRows } from './find-course-report';
import { loadCourseForReport } from './course-people';
import { DATE_CELL as DATE, labelled, PERSON_COLUMNS, REPORT_TZ as tz, reportDay as today } from './report-kit';

const COURSE_COLUMNS: SheetColumn[] = [
  { header: 'Course ID', key: 'id', text: true, width: 10 },
  { header: 'Title', key: 'title', width: 40 },
  { header: 'Category', key: 'category', width: 24 },
  { header: 'Status', key: 'status', width: 12 },
  { header: `Created (${tz})`, key: 'created_at', date: DATE, width: 18 },
  { header: 'Participants', key: 'participants', width: 14 },
  { header: 'Completed', key: 'completed', width: 12 },
  { header: 'Completion Rate (%)', key: 'completion_rate', width: 20 },
  { header: 'Average Score', key: 'average_score', width: 14 },
];

const LEARNER_COLUMNS: SheetColumn[] = [
  ...PERSON_COLUMNS,
  { header: `Enrolled (${tz})`, key: 'enrolled_at', date: DATE, width: 18 },
  { header: 'Status', key: 'status', width: 14 },
  { header: 'Progress (%)', key: 'progress', width: 12 },
  { header: 'Average Score', key: 'average_score', width: 14 },
  { header: `Completed (${tz})`, key: 'completed_at', date: DATE, width: 18 },
];

/**
 * GET /api/reporting/course-report/download: the filtered course report as .xlsx, streamed. Dates are date cells at
 * Jakarta's wall clock, ids text cells; titles and names are string cells, so text beginning with = + - @ stays text.
 */
export function downloadCourseReport(options: { db: DbOrTx; organizationId: number; query: CourseReportQuery; now?: Date }): Response {
  const rows = labelled(allCourseReportRows(options.db, options.organizationId, options.query), COURSE_STATUS_LABELS);
  return xlsxResponse(`course-report-${today(options.now ?? new Date())}.xlsx`, [{ name: 'Course Report', columns: COURSE_COLUMNS, rows }]);
}

/** GET /api/reporting/course-report/:id/learners/download: one course's filtered learners as .xlsx (a 404 first for another organisation's course). */
export async function downloadCourseLearners(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  query: CourseLearnersQuery;
  now?: Date;
}): Promise<Response> {
  const { course, measure } = await loadCourseForReport(options.db, options.organizationId, options.id);
  const rows = labelled(allCourseLearnerRows(options.db, measure, options.query), LEARNER_STATUS_LABELS);
  return xlsxResponse(`course-report-${course.id}-${today(options.now ?? new Date())}.xlsx`, [{ name: 'Learners', columns: LEARNER_COLUMNS, rows }]);
}
