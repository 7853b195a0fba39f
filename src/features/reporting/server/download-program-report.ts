import type { DbOrTx } from '@/db/client';
import { xlsxResponse, type SheetColumn } from '@/server/spreadsheet/write-xlsx';
import { LEARNER_STATUS_LABELS, PROGRAM_LEVEL_LABELS, PROGRAM_STATUS_LABELS } from '../messages';
import type { ProgramLearnersQuery, ProgramReportQuery } from '../program-schemas';
import { allProgramLearnerRows } from './find-program-learners';
import { allProgramReportRows } from './find-program-report';
import { loadProgramForReport } from './program-people';
import { DATE_CELL as DATE, labelled, PERSON_COLUMNS, REPORT_TZ as tz, reportDay } from './report-kit';

const PROGRAM_COLUMNS: SheetColumn[] = [
  { header: 'Program ID', key: 'id', text: true, width: 12 },
  { header: 'Title', key: 'title', width: 40 },
  { header: 'Category', key: 'category', width: 20 },
  { header: 'Level', key: 'level', width: 14 },
  { header: 'Status', key: 'status', width: 12 },
  { header: `Created (${tz})`, key: 'created_at', date: DATE, width: 18 },
  { header: 'Batches', key: 'batches', width: 10 },
  { header: 'Invited', key: 'invited', width: 10 },
  { header: 'Waiting', key: 'waiting', width: 10 },
  { header: 'Completed', key: 'completed', width: 12 },
  { header: 'Completion Rate (%)', key: 'completion_rate', width: 18 },
  { header: 'Average Score', key: 'average_score', width: 14 },
];

const LEARNER_COLUMNS: SheetColumn[] = [
  ...PERSON_COLUMNS,
  { header: 'Batch', key: 'batch', width: 24 },
  { header: `Invited (${tz})`, key: 'invited_at', date: DATE, width: 18 },
  { header: 'Contents Met', key: 'met', width: 14 },
  { header: 'Contents', key: 'contents', width: 10 },
  { header: 'Progress (%)', key: 'progress', width: 12 },
  { header: 'Average Score', key: 'average_score', width: 14 },
  { header: 'Status', key: 'status', width: 14 },
  { header: `Completed (${tz})`, key: 'completed_at', date: DATE, width: 18 },
];

/** GET /api/reporting/program-report/download: the filtered program report as .xlsx, streamed (ids as text, dates as date cells). */
export function downloadProgramReport(options: { db: DbOrTx; organizationId: number; query: ProgramReportQuery; now?: Date }): Response {
  const rows = labelled(
    labelled(allProgramReportRows(options.db, options.organizationId, options.query), PROGRAM_STATUS_LABELS),
    PROGRAM_LEVEL_LABELS,
    'level',
  );
  return xlsxResponse(`program-report-${reportDay(options.now ?? new Date())}.xlsx`, [{ name: 'Program Report', columns: PROGRAM_COLUMNS, rows }]);
}

/** GET /api/reporting/program-report/:id/learners/download: one program's filtered learners as .xlsx (a 404 first for another organisation's). */
export async function downloadProgramLearners(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  query: ProgramLearnersQuery;
  now?: Date;
}): Promise<Response> {
  const program = await loadProgramForReport(options.db, options.organizationId, options.id);
  const rows = labelled(allProgramLearnerRows(options.db, options.organizationId, program.id, options.query), LEARNER_STATUS_LABELS);
  return xlsxResponse(`program-report-${program.id}-${reportDay(options.now ?? new Date())}.xlsx`, [{ name: 'Learners', columns: LEARNER_COLUMNS, rows }]);
}
