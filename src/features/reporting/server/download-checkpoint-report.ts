import type { DbOrTx } from '@/db/client';
import { xlsxResponse, type SheetColumn } from '@/server/spreadsheet/write-xlsx';
import { CHECKPOINT_RESULT_LABELS, CHECKPOINT_STATUS_LABELS } from '../messages';
import type { CheckpointLearnersQuery, CheckpointReportQuery } from '../schemas';
import { loadCheckpointForReport } from './checkpoint-people';
import { allCheckpointLearnerRows } from './find-checkpoint-learners';
import { allCheckpointReportRows } from './find-checkpoint-report';
import { DATE_CELL as DATE, labelled, PERSON_COLUMNS, REPORT_TZ as tz, reportDay } from './report-kit';

const CHECKPOINT_COLUMNS: SheetColumn[] = [
  { header: 'Checkpoint ID', key: 'id', text: true, width: 12 },
  { header: 'Title', key: 'title', width: 40 },
  { header: 'Status', key: 'status', width: 12 },
  { header: `Created (${tz})`, key: 'created_at', date: DATE, width: 18 },
  { header: 'Competencies', key: 'competencies', width: 14 },
  { header: 'Participants', key: 'participants', width: 14 },
  { header: 'Assessed', key: 'assessed', width: 12 },
  { header: 'Met', key: 'met', width: 10 },
  { header: 'Met Rate (%)', key: 'met_rate', width: 14 },
];

const LEARNER_COLUMNS: SheetColumn[] = [
  ...PERSON_COLUMNS,
  { header: 'Batch', key: 'batch', width: 24 },
  { header: `Invited (${tz})`, key: 'invited_at', date: DATE, width: 18 },
  { header: 'Competencies Met', key: 'met', width: 18 },
  { header: 'Competencies', key: 'competencies', width: 14 },
  { header: 'Average Level', key: 'average_level', width: 14 },
  { header: 'Result', key: 'status', width: 14 },
  { header: `Last Scored (${tz})`, key: 'last_scored_at', date: DATE, width: 18 },
];

/** GET /api/reporting/checkpoint-report/download: the filtered checkpoint report as .xlsx, streamed (ids as text, dates as date cells). */
export function downloadCheckpointReport(options: { db: DbOrTx; organizationId: number; query: CheckpointReportQuery; now?: Date }): Response {
  const rows = labelled(allCheckpointReportRows(options.db, options.organizationId, options.query), CHECKPOINT_STATUS_LABELS);
  return xlsxResponse(`checkpoint-report-${reportDay(options.now ?? new Date())}.xlsx`, [{ name: 'Checkpoint Report', columns: CHECKPOINT_COLUMNS, rows }]);
}

/** GET /api/reporting/checkpoint-report/:id/learners/download: one checkpoint's filtered invitations as .xlsx (a 404 first for another organisation's). */
export async function downloadCheckpointLearners(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  query: CheckpointLearnersQuery;
  now?: Date;
}): Promise<Response> {
  const checkpoint = await loadCheckpointForReport(options.db, options.organizationId, options.id);
  const rows = labelled(allCheckpointLearnerRows(options.db, options.organizationId, checkpoint.id, options.query), CHECKPOINT_RESULT_LABELS);
  return xlsxResponse(`checkpoint-report-${checkpoint.id}-${reportDay(options.now ?? new Date())}.xlsx`, [
    { name: 'Learners', columns: LEARNER_COLUMNS, rows },
  ]);
}
