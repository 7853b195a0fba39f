import type { DbOrTx } from '@/db/client';
import { DEFAULT_REPORT_TZ, titleCase } from '@/lib/format';
import { sheetName, xlsxResponse, type SheetColumn } from '@/server/spreadsheet/write-xlsx';
import type { AttendanceQuery } from '../schemas';
import { iterateAttendances } from './find-attendances';
import { loadPresence } from './load-presence';

const ATTENDANCE_FILE = 'Attendance.xlsx';

/** The sheet's columns as [header, key, width]: NIK is written as text, the instants as dates in the report zone (named in their headers). */
const INSTANTS = new Set(['start', 'end', 'clock_in']);
const ATTENDANCE_COLUMNS: SheetColumn[] = (
  [
    ['No', 'no', 6],
    ['NIK', 'nik'],
    ['Name', 'name', 28],
    ['Email', 'email', 32],
    ['Batch', 'batch', 30],
    ['Schedule', 'schedule', 30],
    ['Schedule Start', 'start', 22],
    ['Schedule End', 'end', 22],
    ['Clock In', 'clock_in', 22],
    ['Status', 'status', 12],
    ['Invitation', 'invitation', 12],
    ['Latitude', 'lat', 12],
    ['Longitude', 'lon', 12],
    ['Outside Location', 'outside', 16],
  ] as Array<[string, string, number?]>
).map(([header, key, width]) => {
  if (key === 'nik') return { header, key, text: true };
  if (INSTANTS.has(key)) return { header: `${header} (${DEFAULT_REPORT_TZ})`, key, width, date: { tz: DEFAULT_REPORT_TZ } };
  return { header, key, width };
});

/** GET /cms/presences/{id}/attendances/download: the filtered rows as a streamed xlsx (dates in Asia/Jakarta, named in their headers). */
export async function exportAttendances(options: { db: DbOrTx; organizationId: number; id: number; query: AttendanceQuery; now?: Date }): Promise<Response> {
  const p = await loadPresence(options.db, options.organizationId, options.id);
  async function* rows() {
    let n = 0;
    for await (const r of iterateAttendances(options)) {
      yield {
        no: ++n,
        nik: r.nik ?? null,
        name: r.name,
        email: r.email,
        batch: r.batch.title,
        schedule: r.schedule.title,
        start: r.schedule.start_date_time,
        end: r.schedule.end_date_time,
        clock_in: r.clock_in,
        status: titleCase(r.status),
        invitation: r.invitation === '-' ? null : titleCase(r.invitation),
        lat: r.lat,
        lon: r.lon,
        outside: r.location_status === 'unknown' ? 'Unknown' : r.outside_location ? 'Yes' : 'No',
      };
    }
  }
  return xlsxResponse(ATTENDANCE_FILE, [
    {
      name: sheetName(p.title, 'Attendance'),
      columns: ATTENDANCE_COLUMNS,
      rows: rows(),
    },
  ]);
}
