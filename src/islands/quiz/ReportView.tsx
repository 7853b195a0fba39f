import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/ui/DataTable';
import { useListState } from '@/ui/useListState';
import { Modal } from '@/ui/Modal';
import { Select } from '@/ui/Select';
import { NumberInput } from '@/ui/NumberInput';
import type { ListResult } from '@/lib/list';
import type { ListState } from '@/ui/list-url';
import { DEFAULT_REPORT_TZ, formatDate, titleCase } from '@/lib/format';
import { downloadFile, type DownloadProgress } from '@/lib/download';
import { showErrorMessage } from '@/stores/error-dialog';
import { toErrorInfo } from '@/lib/fetcher';
import { quizClient, type ResultRowView } from '@/features/quiz/client';
import { RESULT_STATUS_LABELS, RESULT_STATUSES, type ResultStatus } from '@/features/quiz/constants';
import { quizMessages as m } from '@/features/quiz/messages';
import type { ReportDetail } from '@/features/quiz/schemas';
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
}

const FILTERS = ['status', 'min_score', 'max_score'] as const;
const statusPill = (s: string) => <span className={`pill pill-${s}`}>{RESULT_STATUS_LABELS[s as ResultStatus] ?? titleCase(s)}</span>;
const initials = (name: string) =>
  name
    .split(' ')
    .map((w) => w[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

/** A dropdown opened low on a 1366×768 screen scrolls into view, so Apply and Reset are never below the fold. */
const revealPanel = (el: HTMLElement | null) => el?.scrollIntoView?.({ block: 'nearest' });

/** The result report of one placement: summary, score cards, filters, results and the attempts popup. */
export default function ReportView({ quizId, base, detail, dashboard, initial, initialState }: ReportViewProps) {
  const scope = { relation_id: detail.relation_id, module_type: detail.module_type };
  const list = useListState<ResultRowView>({
    initial,
    initialState,
    pageSize: 10,
    filterKeys: FILTERS,
    load: (query) => quizClient.results(quizId, { ...query, ...scope }),
    onError: (err) => showErrorMessage(toErrorInfo(err, m.resultsFailed).message, toErrorInfo(err).title),
  });
  const [experts, setExperts] = useState(false);
  const [attemptsOf, setAttemptsOf] = useState<ResultRowView | null>(null);
  const [filterOpen, setFilterOpen] = useState(false);
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
      await downloadFile(quizClient.downloadUrl(quizId, { ...scope, ...list.state.filters, keyword: list.state.keyword, timezone: DEFAULT_REPORT_TZ }), {
        fallbackName: 'Quiz_report.xlsx',
        onProgress: setPreparing,
      });
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
          disabled={!r.attempts.length}
          onClick={() => setAttemptsOf(r)}
          aria-label={`Attempts of ${r.name}`}
        >
          Attempts
        </button>
      ),
    },
  ];
  const highest = attemptsOf ? Math.max(...attemptsOf.attempts.map((a) => a.score ?? 0)) : 0;
  const cards: [string, string | number][] = [
    ['Module Type', dashboard.module_type ? titleCase(dashboard.module_type) : '-'],
    ['Participants', dashboard.total_participants],
    ['Retake', dashboard.retake > 0 ? dashboard.retake : 'Unlimited'],
    ['Grading System', titleCase(dashboard.graduation_determined_by)],
    ['Passing Grade', dashboard.pass_grade],
    ['Score Selection', `${titleCase(dashboard.score_selection_type)} Score`],
  ];

  return (
    <div className="qz-form">
      <div className="qz-q-head">
        <h2 className="qz-title">{dashboard.title}</h2>
        <button type="button" className="btn" onClick={() => void download()} disabled={downloading}>
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
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setExperts(true)}>
          {m.listExpert}
        </button>
      </div>
      <div className="stat-grid">
        {cards.map(([label, value]) => (
          <div className="stat" key={label}>
            <div className="label">{label}</div>
            <div className="value qz-value-sm">{value}</div>
          </div>
        ))}
      </div>
      <div className="stat-grid">
        {(
          [
            ['Waiting for Review', dashboard.waiting_review, 'waiting_review'],
            ['Not Passed', dashboard.not_passed, 'not_passed'],
            ['Passed', dashboard.passed, 'passed'],
          ] as const
        ).map(([label, value, key]) => (
          <div className={`stat`} key={key}>
            <div className="label">
              <span className={`pill pill-${key}`}>{label}</span>
            </div>
            <div className="value">{value}</div>
          </div>
        ))}
      </div>
      <section className="table-card">
        <DataTable
          label="Quiz Results"
          columns={columns}
          numbering="row"
          getRowId={(r) => `${r.placement_id}-${r.id}`}
          search={{ placeholder: 'Search by name, NIK, email or job position', debounceMs: 300, minChars: 3, label: 'Search results' }}
          filters={
            <div className="qz-pop-anchor">
              <button type="button" className="btn btn-outline" aria-expanded={filterOpen} onClick={() => setFilterOpen((o) => !o)}>
                Filter
              </button>
              {filterOpen && (
                <div ref={revealPanel} className="card qz-pop qz-pop-right" role="group" aria-label="Filter results">
                  <Select
                    label="Status"
                    options={RESULT_STATUSES.map((s) => ({ value: s, label: RESULT_STATUS_LABELS[s] }))}
                    value={draft.status}
                    onChange={(v) => setDraft({ ...draft, status: v })}
                    clearable
                  />
                  <NumberInput label="Min Score" value={draft.min} onChange={(v) => setDraft({ ...draft, min: v })} min={0} max={100} allowDecimal />
                  <NumberInput label="Max Score" value={draft.max} onChange={(v) => setDraft({ ...draft, max: v })} min={0} max={100} allowDecimal />
                  <div className="qz-footer">
                    <button
                      type="button"
                      className="btn btn-outline"
                      disabled={draftEmpty}
                      onClick={() => {
                        setDraft({ status: null, min: null, max: null });
                        setFilterOpen(false);
                        void list.setFilters({ status: null, min_score: null, max_score: null });
                      }}
                    >
                      Reset
                    </button>
                    <button
                      type="button"
                      className="btn"
                      disabled={draftEmpty}
                      onClick={() => {
                        setFilterOpen(false);
                        void list.setFilters({
                          status: draft.status,
                          min_score: draft.min === null ? null : String(draft.min),
                          max_score: draft.max === null ? null : String(draft.max),
                        });
                      }}
                    >
                      Apply
                    </button>
                  </div>
                </div>
              )}
            </div>
          }
          emptyText={m.noData}
          {...list.tableProps}
        />
      </section>
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
    </div>
  );
}
