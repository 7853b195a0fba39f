import { useCallback, useEffect, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/ui/DataTable';
import { useListState } from '@/ui/useListState';
import { Modal } from '@/ui/Modal';
import { showError } from '@/stores/error-dialog';
import { DEFAULT_REPORT_TZ, formatDate } from '@/lib/format';
import { assignmentClient } from '@/features/assignment/client';
import { downloadFile } from '@/lib/download';
import { assignmentMessages as M, STATUS_LABELS } from '@/features/assignment/messages';
import type { AssignmentDashboard, ImportPreviewRow, ReportFilter, ResultMember, ResultRow } from '@/features/assignment/schemas';
import { ResultFilter } from './ResultFilter';
import { ReviewDialog } from './ReviewDialog';
import { GradeAllDialog } from './GradeAllDialog';
import { ImportPreviewDialog } from './ImportPreviewDialog';
import { ReportHeader } from './ReportHeader';
import './assignment.css';

export interface AssignmentReportProps {
  assignmentId: number;
  title: string;
  type: 'individual' | 'group';
  instruction: string;
  filter: ReportFilter;
}

const EMPTY = { results: [], pagination: { current_page: 1, total_pages: 1, total_data: 0 } };
const FILTER_KEYS = ['status', 'start_date', 'end_date'] as const;
const dash = (v: string | null | undefined) => v || '-';

/** /assignment/detail/{id}/report: header, condition, cards, filter bar, results, review and grade all (spec 002 §2). */
/** 'DD MMM YYYY, HH:mm' (spec 002 §2) that breaks, when the column is narrow, only between the date and the time. */
function DateTime({ value }: { value: string | null }) {
  if (!value) return <>-</>;
  return (
    <>
      <span className="nowrap">{formatDate(value, 'DD MMM YYYY')},</span> <span className="nowrap">{formatDate(value, 'HH:mm')}</span>
    </>
  );
}

export default function AssignmentReport({ assignmentId, title, type, instruction, filter }: AssignmentReportProps) {
  const base = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== null && v !== undefined)) as Record<string, number>;
  const [dashboard, setDashboard] = useState<AssignmentDashboard | null>(null);
  const [dashLoading, setDashLoading] = useState(true);
  const list = useListState<ResultRow>({
    initial: EMPTY,
    pageSize: 10,
    filterKeys: FILTER_KEYS,
    sortStyle: 'order_type',
    load: (q) => assignmentClient.results(assignmentId, { ...q, ...base }),
    onError: (err) => showError(err, M.resultsFailed),
  });
  const [review, setReview] = useState<ResultRow | null>(null);
  const [members, setMembers] = useState<ResultMember[] | null>(null);
  const [gradeAll, setGradeAll] = useState(false);
  const [preview, setPreview] = useState<ImportPreviewRow[] | null>(null);
  const [downloading, setDownloading] = useState(false);

  const loadDashboard = useCallback(async () => {
    setDashLoading(true);
    try {
      setDashboard(await assignmentClient.dashboard(assignmentId, base));
    } catch (err) {
      showError(err, M.detailFailed);
    } finally {
      setDashLoading(false);
    }
    // base is derived from the (fixed) filter prop
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [assignmentId]);

  const { reload } = list;
  const refresh = useCallback(() => {
    void loadDashboard();
    void reload(1);
  }, [loadDashboard, reload]);

  useEffect(() => {
    void loadDashboard();
    void reload();
    // once, on entering the screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const loading = dashLoading || list.loading;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(
        assignmentClient.downloadUrl(assignmentId, {
          ...base,
          ...list.state.filters,
          keyword: list.state.keyword,
          tz: DEFAULT_REPORT_TZ,
        }),
      );
    } catch {
      showError(new Error(M.downloadFailed), M.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  const columns: DataTableColumn<ResultRow>[] = [
    { id: 'nik', header: 'NIK', sortKey: 'nik', cell: (r) => dash(r.nik) },
    { id: 'name', header: 'Name', sortKey: 'name', accessor: 'name', className: 'dt-wrap dt-narrow' },
    { id: 'email', header: 'Email', sortKey: 'email', accessor: 'email', className: 'dt-break' },
    { id: 'position', header: 'Job Position', sortKey: 'position', className: 'dt-wrap dt-narrow', cell: (r) => dash(r.position) },
    ...(type === 'group'
      ? [
          {
            id: 'group',
            header: 'Group',
            cell: (r: ResultRow) => (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setMembers(r.members)}>
                {M.members(r.members.length)}
              </button>
            ),
          },
        ]
      : []),
    { id: 'finished_at', header: 'Finish At', sortKey: 'finished_at', className: 'dt-date', cell: (r) => <DateTime value={r.finished_at} /> },
    { id: 'updated_at', header: 'Last Modified', sortKey: 'updated_at', className: 'dt-date', cell: (r) => <DateTime value={r.updated_at} /> },
    { id: 'score', header: 'Score', sortKey: 'score', cell: (r) => (r.score === null ? '-' : String(r.score)) },
    { id: 'status', header: 'Score Status', sortKey: 'status', cell: (r) => <span className={`pill pill-${r.status}`}>{STATUS_LABELS[r.status]}</span> },
    {
      id: 'action',
      header: 'Action',
      cell: (r) => (
        <button type="button" className="btn btn-sm" disabled={r.status === 'not_done' || loading} onClick={() => setReview(r)} aria-label={`Review ${r.name}`}>
          Review
        </button>
      ),
    },
  ];

  const f = list.state.filters;
  return (
    <>
      <ReportHeader
        title={dashboard?.title ?? title}
        type={type}
        dashboard={dashboard}
        loading={loading}
        downloading={downloading}
        onGradeAll={() => setGradeAll(true)}
        onDownload={download}
      />
      <DataTable
        label="Assignment Result"
        columns={columns}
        numbering="none"
        getRowId={(r) => `${r.placement_id}-${r.user_id}`}
        search={{ placeholder: M.searchResults, debounceMs: 500, minChars: 3 }}
        filters={
          <ResultFilter
            value={f}
            onApply={(v) => list.setFilters({ status: v.status ?? null, start_date: v.start_date ?? null, end_date: v.end_date ?? null })}
            disabled={list.loading}
          />
        }
        {...list.tableProps}
      />
      {review && (
        <ReviewDialog
          assignmentId={assignmentId}
          row={review}
          instruction={dashboard?.instruction ?? instruction}
          onClose={() => setReview(null)}
          onGraded={() => {
            setReview(null);
            refresh();
          }}
        />
      )}
      {members && (
        <Modal open onClose={() => setMembers(null)} title={M.listGroupMember} size="medium">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">NIK</th>
              </tr>
            </thead>
            <tbody>
              {members.map((m, i) => (
                <tr key={i}>
                  <td>{dash(m.name)}</td>
                  <td>{dash(m.email)}</td>
                  <td>{dash(m.nik)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Modal>
      )}
      {gradeAll && (
        <GradeAllDialog
          assignmentId={assignmentId}
          type={type}
          filter={filter}
          onClose={() => setGradeAll(false)}
          onImported={(rows) => {
            setGradeAll(false);
            setPreview(rows);
          }}
        />
      )}
      {preview && (
        <ImportPreviewDialog
          assignmentId={assignmentId}
          rows={preview}
          onClose={() => setPreview(null)}
          onDone={() => {
            setPreview(null);
            refresh();
          }}
        />
      )}
    </>
  );
}
