import { DEFAULT_REPORT_TZ } from '@/lib/format';
import type { SheetColumn } from '@/server/spreadsheet/write-xlsx';

/**
 * The report and the grade-all template are the same sheet: ID and NIK as text cells, the Version column last
 * so that an import can tell a grade that changed after the download (docs/decisions/0032). The date headers name
 * their zone, as the quiz report's do ('Finish At (Asia/Jakarta)', docs/decisions/0042); the import reads only ID,
 * NIK, Score and Version, so a template downloaded before this still imports.
 */
export function reportColumns(group: boolean, tz: string = DEFAULT_REPORT_TZ): SheetColumn[] {
  return [
    { header: 'ID', key: 'id', width: 10, text: true },
    { header: 'NIK', key: 'nik', width: 16, text: true },
    { header: 'Name', key: 'name', width: 28 },
    { header: 'Email', key: 'email', width: 32 },
    { header: 'Job Position', key: 'position', width: 24 },
    ...(group ? [{ header: 'Group', key: 'group', width: 40 }] : []),
    { header: `Finish At (${tz})`, key: 'finished_at', width: 22, date: { tz } },
    { header: `Last Modified (${tz})`, key: 'updated_at', width: 22, date: { tz } },
    { header: 'Score', key: 'score', width: 10 },
    { header: 'Score Status', key: 'status', width: 20 },
    { header: 'Version', key: 'version', width: 10, text: true },
  ];
}
