import { useCallback, useEffect, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/ui/DataTable';
import { useListState } from '@/ui/useListState';
import { Select } from '@/ui/Select';
import { showError } from '@/stores/error-dialog';
import { formatDate, titleCase } from '@/lib/format';
import { downloadFile } from '@/lib/download';
import { presenceClient } from '@/features/presence/client';
import { presenceMessages as M } from '@/features/presence/messages';
import { ATTENDANCE_STATUSES, cutLabel, PRESENCE_PAGE_SIZE, type AttendanceRow, type PresenceDetail } from '@/features/presence/schemas';
import { ManualPresence } from './ManualPresence';
import { ScopePickers } from './ScopePickers';
import { useBatchSchedule } from './useBatchSchedule';
import './presence.css';

export interface PresenceAttendanceProps {
  presence: PresenceDetail;
}

const EMPTY = { results: [], pagination: { current_page: 1, total_pages: 1, total_data: 0 } };
const STATUS_OPTIONS = ATTENDANCE_STATUSES.map((s) => ({ label: titleCase(s), value: s }));

/** The Attendance tab: summary cards, filters, the table (10 per page), Export to Excel and Manual Presence. */
export default function PresenceAttendance({ presence: initialDetail }: PresenceAttendanceProps) {
  const scope = useBatchSchedule(initialDetail.id, initialDetail.is_associated);
  const [detail, setDetail] = useState(initialDetail);
  const [manualOpen, setManualOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const scopeQuery = { batch_id: scope.batchId ?? undefined, schedule_id: scope.scheduleId ?? undefined };

  const list = useListState<AttendanceRow>({
    initial: EMPTY,
    pageSize: PRESENCE_PAGE_SIZE,
    syncUrl: false,
    filterKeys: ['invitation', 'batch_id', 'schedule_id'],
    sortStyle: 'order_type',
    load: (query) => presenceClient.attendances(initialDetail.id, query),
    onError: (err) => showError(err, M.attendanceFailed),
  });
  const { setFilters } = list;

  const refreshCards = useCallback(
    () =>
      presenceClient
        .get(initialDetail.id, { batch_id: scope.batchId ?? undefined, schedule_id: scope.scheduleId ?? undefined })
        .then(setDetail, (err) => showError(err, M.detailFailed)),
    [initialDetail.id, scope.batchId, scope.scheduleId],
  );

  useEffect(() => {
    void setFilters({ batch_id: scope.batchId ? String(scope.batchId) : null, schedule_id: scope.scheduleId ? String(scope.scheduleId) : null });
    void refreshCards();
  }, [scope.batchId, scope.scheduleId, setFilters, refreshCards]);

  const exportExcel = async () => {
    setExporting(true);
    try {
      const q = { ...scopeQuery, keyword: list.state.keyword || undefined, invitation: list.state.filters.invitation };
      await downloadFile(presenceClient.downloadHref(initialDetail.id, q), { filename: 'Attendance.xlsx' });
    } catch (err) {
      showError(err, M.downloadFailed);
    } finally {
      setExporting(false);
    }
  };

  // The Batch and Schedule columns only say something while no batch or schedule is chosen.
  const allColumns: DataTableColumn<AttendanceRow>[] = [
    { id: 'nik', header: 'NIK', sortKey: 'nik', accessor: 'nik' },
    { id: 'name', header: 'Name', sortKey: 'name', accessor: 'name', className: 'dt-wrap dt-narrow' },
    { id: 'email', header: 'Email', sortKey: 'email', className: 'dt-break', cell: (r) => <span className="presence-email">{r.email}</span> },
    { id: 'batch', header: 'Batch', cell: (r) => <span title={r.batch.title}>{cutLabel(r.batch.title)}</span> },
    {
      id: 'schedule',
      header: 'Schedule',
      sortKey: 'schedule',
      className: 'dt-wrap dt-narrow',
      cell: (r) => (
        <span title={`${formatDate(r.schedule.start_date_time, 'DD MMM YYYY, HH:mm')} - ${formatDate(r.schedule.end_date_time, 'DD MMM YYYY, HH:mm')}`}>
          {r.schedule.title}
        </span>
      ),
    },
    { id: 'clock_in', header: 'Clock In', sortKey: 'clock_in', cell: (r) => formatDate(r.clock_in, 'DD MMM YYYY, HH:mm') },
    {
      id: 'location',
      header: 'Location',
      cell: (r) =>
        r.lat === null || r.lon === null ? (
          r.location_status === 'unknown' ? (
            <span className="presence-flag">Location unknown</span>
          ) : (
            '-'
          )
        ) : (
          <>
            {r.lat.toFixed(5)}, {r.lon.toFixed(5)}
            {r.outside_location && <span className="presence-flag">Outside the location</span>}
          </>
        ),
    },
    { id: 'status', header: 'Status', sortKey: 'status', cell: (r) => <span className={`pill pill-${r.status}`}>{titleCase(r.status)}</span> },
  ];
  const columns = allColumns.filter((c) => !(c.id === 'batch' && scope.batchId) && !(c.id === 'schedule' && scope.scheduleId));

  return (
    <section aria-label="Attendance">
      {detail.is_associated && <ScopePickers scope={scope} />}
      <div className="stat-grid presence-cards">
        <div className="stat">
          <div className="label">Presence</div>
          <div className="value" data-testid="card-presence">
            {detail.total_present + detail.total_late}
          </div>
        </div>
        {detail.is_associated && (
          <>
            <div className="stat">
              <div className="label">Confirmed</div>
              <div className="value">{detail.total_confirmed}</div>
            </div>
            <div className="stat">
              <div className="label">Invited</div>
              <div className="value">{detail.total_invited}</div>
            </div>
            <div className="stat">
              <div className="label">Location</div>
              <div className="presence-location">{detail.associate_location ?? '-'}</div>
            </div>
          </>
        )}
      </div>
      <DataTable
        label="Attendance List"
        columns={columns}
        search={{ placeholder: 'Search by name, NIK or email', debounceMs: 500, minChars: 3 }}
        filters={
          <Select<string>
            label="Status"
            options={STATUS_OPTIONS}
            value={list.state.filters.invitation ?? null}
            onChange={(v) => list.setFilter('invitation', v)}
            placeholder="All statuses"
            className="presence-filter"
            clearable
          />
        }
        actions={
          <>
            <button type="button" className="btn btn-outline" onClick={exportExcel} disabled={exporting}>
              Export to Excel
            </button>
            {detail.is_associated && (
              <button
                type="button"
                className="btn"
                onClick={() => setManualOpen(true)}
                disabled={!scope.scheduleId}
                title={scope.scheduleId ? undefined : 'Select a batch and a schedule first'}
              >
                Manual Presence
              </button>
            )}
          </>
        }
        {...list.tableProps}
      />
      {manualOpen && scope.scheduleId && (
        <ManualPresence
          presenceId={initialDetail.id}
          batchId={scope.batchId!}
          scheduleId={scope.scheduleId}
          onClose={() => setManualOpen(false)}
          onDone={() => {
            setManualOpen(false);
            void list.reload();
            void refreshCards();
          }}
        />
      )}
    </section>
  );
}
