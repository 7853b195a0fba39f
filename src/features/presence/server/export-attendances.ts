import type { DbOrTx } from '@/db/client';
import { DEFAULT_REPORT_TZ, titleCase } from '@/lib/format';
import { xlsxResponse } from '@/server/spreadsheet/write-xlsx';
import type { AttendanceQuery } from '../schemas';
import { iterateAttendances } from './find-attendances';
import { loadPresence } from './load-presence';

const ATTENDANCE_FILE = 'Attendance.xlsx';

/** GET /cms/presences/{id}/attendances/download: the filtered rows as a streamed xlsx (dates in Asia/Jakarta, named in their headers). */
export async function exportAttendances(options: { db: DbOrTx; organizationId: number; id: number; query: AttendanceQuery; now?: Date }): Promise<Response> {
  const p = await loadPresence(options.db, options.organizationId, options.id);
  const date = { tz: DEFAULT_REPORT_TZ };
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
      name: p.title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Attendance',
      columns: [
        { header: 'No', key: 'no', width: 6 },
        { header: 'NIK', key: 'nik', text: true },
        { header: 'Name', key: 'name', width: 28 },
        { header: 'Email', key: 'email', width: 32 },
        { header: 'Batch', key: 'batch', width: 30 },
        { header: 'Schedule', key: 'schedule', width: 30 },
        { header: `Schedule Start (${DEFAULT_REPORT_TZ})`, key: 'start', width: 22, date },
        { header: `Schedule End (${DEFAULT_REPORT_TZ})`, key: 'end', width: 22, date },
        { header: `Clock In (${DEFAULT_REPORT_TZ})`, key: 'clock_in', width: 22, date },
        { header: 'Status', key: 'status', width: 12 },
        { header: 'Invitation', key: 'invitation', width: 12 },
        { header: 'Latitude', key: 'lat', width: 12 },
        { header: 'Longitude', key: 'lon', width: 12 },
        { header: 'Outside Location', key: 'outside', width: 16 },
      ],
      rows: rows(),
    },
  ]);
}
