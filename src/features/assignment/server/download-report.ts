import type { DbOrTx } from '@/db/client';
import { formatDate, validTimeZone as validTz } from '@/lib/format';
import { xlsxResponse } from '@/server/spreadsheet/write-xlsx';
import { STATUS_LABELS } from '../messages';
import type { ResultsQuery } from '../schemas';
import { allResults } from './find-results';
import { loadAssignment } from './load';
import { reportColumns } from './report-columns';

/** Assignment_report….xlsx of the matching rows; dates in the report timezone (Asia/Jakarta by default). */
export async function downloadReport(options: { db: DbOrTx; organizationId: number; id: number; query: ResultsQuery }): Promise<Response> {
  const { db, organizationId, id, query } = options;
  const a = await loadAssignment(db, organizationId, id);
  const tz = validTz(query.tz);
  const rows = await allResults({ db, organizationId, id, query });
  const group = a.assignmentType === 'group';
  const stamp = formatDate(new Date().toISOString(), 'YYYYMMDD_HHmm', tz);
  return xlsxResponse(`Assignment_report_${a.id}_${stamp}.xlsx`, [
    {
      name: 'Assignment Report',
      columns: reportColumns(group, tz),
      rows: rows.map((r) => ({
        // No value is an empty cell (null), never an empty string cell (issue 13 §5).
        id: r.id ?? null,
        nik: r.nik ?? null,
        name: r.name,
        email: r.email,
        position: r.position ?? null,
        group: r.members.map((m) => m.name).join(', '),
        finished_at: r.finished_at,
        updated_at: r.updated_at,
        status: STATUS_LABELS[r.status],
        score: r.score ?? null,
        version: r.version ?? null,
      })),
    },
  ]);
}
