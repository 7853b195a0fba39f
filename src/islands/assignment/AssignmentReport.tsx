import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { DataTableColumn } from '@/ui/DataTable';
import { Modal } from '@/ui/Modal';
import { showError } from '@/stores/error-dialog';
import { DEFAULT_REPORT_TZ, formatDate } from '@/lib/format';
import { downloadFile } from '@/lib/download';
import type { ListResult } from '@/lib/list';
import type { ListState } from '@/lib/list-url';
import { assignmentMessages as M, STATUS_LABELS } from '@/features/assignment/messages';
import { assignmentReportScreen } from '@/features/assignment/report-screen';
import type { AssignmentDashboard, ImportPreviewRow, ReportFilter, ResultMember, ResultRow } from '@/features/assignment/schemas';
import { ReportShell, SummaryCards, useHydrated, useReportList } from '@/islands/kit/ReportShell';
import { ResultFilter } from './ResultFilter';
import { ReportHeader } from './ReportHeader';
import { reportCalls, type AssignmentReportRoutes } from './report-calls';
import './assignment.css';

// The dialogs load the first time one opens: most visits only read the report.
const ReviewDialog = lazy(() => import('./ReviewDialog').then((m) => ({ default: m.ReviewDialog })));
const GradeAllDialog = lazy(() => import('./GradeAllDialog').then((m) => ({ default: m.GradeAllDialog })));
const ImportPreviewDialog = lazy(() => import('./ImportPreviewDialog').then((m) => ({ default: m.ImportPreviewDialog })));

export interface AssignmentReportProps {
  assignmentId: number;
  type: 'individual' | 'group';
  filter: ReportFilter;
  /** Header and cards, rendered on the server. */
  dashboard: AssignmentDashboard;
  /** The first page of results for the address's list state, rendered on the server. */
  initial: ListResult<ResultRow>;
  initialState: Partial<ListState>;
  /** The contract's routes (routesOf(assignmentApi, 'results', …)): passed in, so the report ships no zod (decision 0073). */
  routes: AssignmentReportRoutes;
}

const dash = (v: string | null | undefined) => v || '-';

/** 'DD MMM YYYY, HH:mm' (spec 002 §2) that breaks, when the column is narrow, only between the date and the time. */
function DateTime({ value }: { value: string | null }) {
  if (!value) return <>-</>;
  return (
    <>
      <span className="nowrap">{formatDate(value, 'DD MMM YYYY')},</span> <span className="nowrap">{formatDate(value, 'HH:mm')}</span>
    </>
  );
}

/** /assignment/detail/{id}/report: header, condition, cards, filter bar, results, review and grade all (spec 002 §2), in the report shell. */
export default function AssignmentReport({ assignmentId, type, filter, dashboard: first, initial, initialState, routes }: AssignmentReportProps) {
  const base = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== null && v !== undefined)) as Record<string, number>;
  const calls = useMemo(() => reportCalls(routes), [routes]);
  const hydrated = useHydrated();
  const [dashboard, setDashboard] = useState<AssignmentDashboard>(first);
  const [dashLoading, setDashLoading] = useState(false);
  const list = useReportList<ResultRow>({
    screen: assignmentReportScreen,
    initial,
    initialState,
    resultsPath: routes.results.path,
    params: { id: assignmentId },
    scope: base,
    onError: (err) => showError(err, M.resultsFailed),
  });
  const [review, setReview] = useState<ResultRow | null>(null);
  const [members, setMembers] = useState<ResultMember[] | null>(null);
  const [gradeAll, setGradeAll] = useState(false);
  const [preview, setPreview] = useState<ImportPreviewRow[] | null>(null);
  const [downloading, setDownloading] = useState(false);

  // After grading, the counts and the page are read again (the first ones came with the page).
  const loadDashboard = useCallback(async () => {
    setDashLoading(true);
    try {
      setDashboard(await calls.dashboard(assignmentId, base));
    } catch (err) {
      showError(err, M.detailFailed);
    } finally {
      setDashLoading(false);
    }
    // base is derived from the (fixed) filter prop
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [assignmentId, calls]);

  const { reload } = list;
  const refresh = useCallback(() => {
    void loadDashboard();
    void reload(1);
  }, [loadDashboard, reload]);

  const loading = dashLoading || list.loading;
  const busy = loading || !hydrated;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(calls.downloadUrl(assignmentId, { ...base, ...list.state.filters, keyword: list.state.keyword, tz: DEFAULT_REPORT_TZ }));
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
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setMembers(r.members)} disabled={!hydrated}>
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
        <button type="button" className="btn btn-sm" disabled={r.status === 'not_done' || busy} onClick={() => setReview(r)} aria-label={`Review ${r.name}`}>
          Review
        </button>
      ),
    },
  ];

  const f = list.state.filters;
  return (
    <ReportShell
      header={
        <ReportHeader
          title={dashboard.title}
          type={type}
          dashboard={dashboard}
          busy={busy}
          downloading={downloading}
          onGradeAll={() => setGradeAll(true)}
          onDownload={download}
        />
      }
      cards={
        <SummaryCards
          className="asg-cards"
          cardClassName="asg-card"
          cards={[
            { key: 'participants', label: 'Participant', value: dashboard.participants },
            { key: 'waiting', label: 'Waiting for Review', value: dashboard.waiting_review },
            { key: 'not_passed', label: 'Not Passed', value: dashboard.not_passed },
            { key: 'passed', label: 'Passed', value: dashboard.passed },
          ]}
        />
      }
      list={list}
      table={{
        label: 'Assignment Result',
        columns,
        numbering: 'none',
        getRowId: (r) => `${r.placement_id}-${r.user_id}`,
        search: { placeholder: M.searchResults, debounceMs: 500, minChars: 3 },
        filters: (
          <ResultFilter
            value={f}
            onApply={(v) => list.setFilters({ status: v.status ?? null, start_date: v.start_date ?? null, end_date: v.end_date ?? null })}
            disabled={list.loading || !hydrated}
          />
        ),
      }}
    >
      <Suspense fallback={null}>
        {review && (
          <ReviewDialog
            assignmentId={assignmentId}
            calls={calls}
            row={review}
            instruction={dashboard.instruction}
            onClose={() => setReview(null)}
            onGraded={() => {
              setReview(null);
              refresh();
            }}
          />
        )}
        {gradeAll && (
          <GradeAllDialog
            assignmentId={assignmentId}
            calls={calls}
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
            calls={calls}
            rows={preview}
            onClose={() => setPreview(null)}
            onDone={() => {
              setPreview(null);
              refresh();
            }}
          />
        )}
      </Suspense>
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
    </ReportShell>
  );
}
