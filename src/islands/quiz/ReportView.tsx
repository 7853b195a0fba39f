import { useState } from 'react';
import type { DataTableColumn } from '@/ui/DataTable';
import { Modal } from '@/ui/Modal';
import { Select } from '@/ui/Select';
import { NumberInput } from '@/ui/NumberInput';
import type { ListResult } from '@/lib/list';
import type { ListState } from '@/lib/list-url';
import { DEFAULT_REPORT_TZ, formatDate, titleCase } from '@/lib/format';
import { downloadFile, type DownloadProgress } from '@/lib/download';
import { showErrorMessage } from '@/stores/error-dialog';
import { toErrorInfo } from '@/lib/fetcher';
import type { ResultRowView } from '@/features/quiz/schemas';
import { RESULT_STATUS_LABELS, RESULT_STATUSES, type ResultStatus } from '@/features/quiz/constants';
import { quizMessages as m } from '@/features/quiz/messages';
import { quizReportScreen } from '@/features/quiz/report-screen';
import type { ReportDetail } from '@/features/quiz/schemas';
import { FilterDropdown, ReportShell, SummaryCards, useHydrated, useReportList, type SummaryCard } from '@/islands/kit/ReportShell';
import { createClient } from '@/lib/api-client';
import type { RoutesOf } from '@/lib/endpoint';
import type { quizApi } from '@/features/quiz/api';
import './quiz.css';

export interface Dashboard {
  title: string;
  module_type: string | null;
  experts: { id: number; name: string; avatar: string | null }[];
  total_participants: number;
  retake: number;
  graduation_determined_by: string;
  pass_grade: number;
  score_selection_type: string;
  waiting_review: number;
  not_passed: number;
  passed: number;
}

export interface ReportViewProps {
  quizId: number;
  base: string;
  detail: ReportDetail;
  dashboard: Dashboard;
  initial: ListResult<ResultRowView>;
  initialState: Partial<ListState>;
  /** The results and download routes of the quiz contract (routesOf(quizApi, …)): passed in, so no zod ships. */
  routes: RoutesOf<Pick<typeof quizApi, 'results' | 'download'>>;
}

const statusPill = (s: string) => <span className={`pill pill-${s}`}>{RESULT_STATUS_LABELS[s as ResultStatus] ?? titleCase(s)}</span>;
const initials = (name: string) =>
  name
    .split(' ')
    .map((w) => w[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

/** The result report of one placement: summary, score cards, filters, results and the attempts popup (report shell). */
export default function ReportView({ quizId, base, detail, dashboard, initial, initialState, routes }: ReportViewProps) {
  const scope = { relation_id: detail.relation_id, module_type: detail.module_type };
  const hydrated = useHydrated();
  const list = useReportList<ResultRowView>({
    screen: quizReportScreen,
    initial,
    initialState,
    resultsPath: routes.results.path,
    params: { id: quizId },
    scope,
    onError: (err) => showErrorMessage(toErrorInfo(err, m.resultsFailed).message, toErrorInfo(err).title),
  });
  const [experts, setExperts] = useState(false);
  const [attemptsOf, setAttemptsOf] = useState<ResultRowView | null>(null);
  const [draft, setDraft] = useState<{ status: string | null; min: number | null; max: number | null }>({
    status: list.state.filters.status ?? null,
    min: list.state.filters.min_score ? Number(list.state.filters.min_score) : null,
    max: list.state.filters.max_score ? Number(list.state.filters.max_score) : null,
  });
  const [downloading, setDownloading] = useState(false);
  // A large report is prepared by a background job: its progress is shown until the file arrives.
  const [preparing, setPreparing] = useState<DownloadProgress | null>(null);
  const draftEmpty = draft.status === null && draft.min === null && draft.max === null;

  async function download() {
    setDownloading(true);
    try {
      const query = { ...scope, ...list.state.filters, keyword: list.state.keyword, timezone: DEFAULT_REPORT_TZ };
      await downloadFile(createClient(routes).download.href({ params: { id: quizId }, query }), { fallbackName: 'Quiz_report.xlsx', onProgress: setPreparing });
    } catch {
      showErrorMessage(m.downloadFailed);
    } finally {
      setDownloading(false);
      setPreparing(null);
    }
  }

  const columns: DataTableColumn<ResultRowView>[] = [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (r) => (
        <span>
          <strong>{r.name}</strong>
          <br />
          <small>{r.email}</small>
        </span>
      ),
    },
    { id: 'nik', header: 'NIK', sortKey: 'nik', accessor: 'nik' },
    // No scored attempt yet (not done, or the only attempts wait for a grader): '-' rather than a score of 0 nobody earned.
    { id: 'score', header: 'Score', sortKey: 'score', cell: (r) => (r.attempts.some((a) => a.score !== null) ? r.score : '-') },
    { id: 'retake', header: 'Retake', sortKey: 'retake', cell: (r) => r.retake },
    { id: 'status', header: 'Status', sortKey: 'status', cell: (r) => statusPill(r.status) },
    {
      id: 'action',
      header: 'Action',
      cell: (r) => (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={!r.attempts.length || !hydrated}
          onClick={() => setAttemptsOf(r)}
          aria-label={`Attempts of ${r.name}`}
        >
          Attempts
        </button>
      ),
    },
  ];
  const highest = attemptsOf ? Math.max(...attemptsOf.attempts.map((a) => a.score ?? 0)) : 0;
  const infoCards: SummaryCard[] = (
    [
      ['Module Type', dashboard.module_type ? titleCase(dashboard.module_type) : '-'],
      ['Participants', dashboard.total_participants],
      ['Retake', dashboard.retake > 0 ? dashboard.retake : 'Unlimited'],
      ['Grading System', titleCase(dashboard.graduation_determined_by)],
      ['Passing Grade', dashboard.pass_grade],
      ['Score Selection', `${titleCase(dashboard.score_selection_type)} Score`],
    ] as const
  ).map(([label, value]) => ({ key: label, label, value, valueClassName: 'qz-value-sm' }));
  const statusCards: SummaryCard[] = (
    [
      ['Waiting for Review', dashboard.waiting_review, 'waiting_review'],
      ['Not Passed', dashboard.not_passed, 'not_passed'],
      ['Passed', dashboard.passed, 'passed'],
    ] as const
  ).map(([label, value, key]) => ({ key, label: <span className={`pill pill-${key}`}>{label}</span>, value }));

  const header = (
    <>
      <div className="qz-q-head">
        <h2 className="qz-title">{dashboard.title}</h2>
        <button type="button" className="btn" onClick={() => void download()} disabled={downloading || !hydrated}>
          {m.downloadReport}
        </button>
      </div>
      {preparing && (
        <div className="qz-export-progress" role="status">
          <span>{m.exportPreparing}</span>
          <progress max={100} value={preparing.progress} aria-label={m.exportPreparing} />
          <small>{preparing.text ?? `${preparing.progress}%`}</small>
        </div>
      )}
      <div className="qz-toolbar" aria-label="Experts">
        <span className="qz-avatars">
          {dashboard.experts.slice(0, 4).map((e) => (
            <span key={e.id} title={e.name}>
              {initials(e.name)}
            </span>
          ))}
        </span>
        <span>{dashboard.experts.map((e) => e.name).join(', ') || '-'}</span>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setExperts(true)} disabled={!hydrated}>
          {m.listExpert}
        </button>
      </div>
    </>
  );
  const filters = (
    <FilterDropdown
      canApply={!draftEmpty}
      disabled={!hydrated}
      panelRole="group"
      panelLabel="Filter results"
      classes={{ anchor: 'qz-pop-anchor', panel: 'card qz-pop qz-pop-right', footer: 'qz-footer' }}
      onReset={() => {
        setDraft({ status: null, min: null, max: null });
        void list.setFilters({ status: null, min_score: null, max_score: null });
      }}
      onApply={() =>
        void list.setFilters({
          status: draft.status,
          min_score: draft.min === null ? null : String(draft.min),
          max_score: draft.max === null ? null : String(draft.max),
        })
      }
    >
      <Select
        label="Status"
        options={RESULT_STATUSES.map((s) => ({ value: s, label: RESULT_STATUS_LABELS[s] }))}
        value={draft.status}
        onChange={(v) => setDraft({ ...draft, status: v })}
        clearable
      />
      <NumberInput label="Min Score" value={draft.min} onChange={(v) => setDraft({ ...draft, min: v })} min={0} max={100} allowDecimal />
      <NumberInput label="Max Score" value={draft.max} onChange={(v) => setDraft({ ...draft, max: v })} min={0} max={100} allowDecimal />
    </FilterDropdown>
  );

  return (
    <ReportShell
      className="qz-form"
      header={header}
      cards={
        <>
          <SummaryCards cards={infoCards} className="stat-grid" cardClassName="stat" />
          <SummaryCards cards={statusCards} className="stat-grid" cardClassName="stat" />
        </>
      }
      list={list}
      table={{
        label: 'Quiz Results',
        columns,
        numbering: 'row',
        getRowId: (r) => `${r.placement_id}-${r.id}`,
        search: { placeholder: 'Search by name, NIK, email or job position', debounceMs: 300, minChars: 3, label: 'Search results' },
        filters,
        emptyText: m.noData,
        framed: true,
      }}
    >
      <Modal open={experts} onClose={() => setExperts(false)} title={m.listExpert} size="small">
        <ul>
          {dashboard.experts.map((e) => (
            <li key={e.id}>{e.name}</li>
          ))}
        </ul>
      </Modal>
      <Modal open={attemptsOf !== null} onClose={() => setAttemptsOf(null)} title={attemptsOf?.name ?? ''} size="medium">
        <table className="table">
          <thead>
            <tr>
              <th>Attempt</th>
              <th>Date</th>
              <th>Score</th>
              <th>Status</th>
              <th>Action</th>
            </tr>
          </thead>
          <tbody>
            {attemptsOf?.attempts.map((a) => (
              <tr key={a.id}>
                <td>{a.retake}</td>
                <td>{formatDate(a.start_at, 'DD MMMM YYYY HH:mm:ss')}</td>
                <td>
                  {a.score ?? '-'}
                  {highest > 0 && (a.score ?? 0) === highest && <span className="pill pill-highest">{m.highestScore}</span>}
                </td>
                <td>{statusPill(a.status)}</td>
                <td>
                  <a className="btn btn-outline btn-sm" href={`${base}/detail/${quizId}/review/${a.id}`}>
                    Review
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Modal>
    </ReportShell>
  );
}
