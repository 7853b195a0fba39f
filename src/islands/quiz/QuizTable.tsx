import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/ui/DataTable';
import { useListState } from '@/ui/useListState';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { DateRangePicker } from '@/ui/DateRangePicker';
import { Select } from '@/ui/Select';
import { formatDate } from '@/lib/format';
import type { ListResult } from '@/lib/list';
import type { ListState } from '@/ui/list-url';
import { toast } from '@/stores/toasts';
import { showErrorMessage } from '@/stores/error-dialog';
import { toErrorInfo } from '@/lib/fetcher';
import { quizClient } from '@/features/quiz/client';
import type { QuizListItem } from '@/features/quiz/schemas';
import { quizMessages as m } from '@/features/quiz/messages';

export interface QuizTableProps {
  initial: ListResult<QuizListItem>;
  initialState: Partial<ListState>;
  pageSize: number;
  /** /content-quiz or the legacy /quiz family: links stay in the family the user came from. */
  base: string;
  questionTypes: { value: string; label: string }[];
}

const FILTERS = ['questionType', 'startDate', 'endDate'] as const;

/** 'Quiz List': search (500 ms, 3 characters), date range, question type, Reset Filter, sortable columns, delete. */
export default function QuizTable({ initial, initialState, pageSize, base, questionTypes }: QuizTableProps) {
  const list = useListState<QuizListItem>({
    initial,
    initialState,
    pageSize,
    filterKeys: FILTERS,
    load: (query) => quizClient.list(query),
    // Spec 001 §7: a failed list load is a toast.
    onError: (err) => toast.error(toErrorInfo(err, m.failedGetQuizzes).message),
  });
  const [deleting, setDeleting] = useState<QuizListItem | null>(null);
  const [busy, setBusy] = useState(false);
  const f = list.state.filters;
  const hasFilter = Boolean(list.state.keyword || f.startDate || f.endDate || f.questionType || list.state.sort);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      const res = await quizClient.remove(deleting.id);
      toast.success(res.message || m.deleteSuccess, { title: m.deleteSuccessTitle });
      setDeleting(null);
      await list.reload(1);
    } catch (err) {
      setDeleting(null);
      showErrorMessage(toErrorInfo(err, m.deleteFailed).message || m.deleteFailed, m.deleteFailedTitle);
    } finally {
      setBusy(false);
    }
  }

  const columns: DataTableColumn<QuizListItem>[] = [
    { id: 'title', header: 'Title', sortKey: 'title', className: 'dt-wrap', cell: (q) => <a href={`${base}/detail/${q.id}`}>{q.title}</a> },
    { id: 'question_type', header: 'Question Type', sortKey: 'question_type', accessor: 'question_type_label' },
    { id: 'created_by', header: 'Created By', sortKey: 'created_by', cell: (q) => q.created_by?.full_name ?? '-' },
    { id: 'created_at', header: 'Created', sortKey: 'created_at', cell: (q) => formatDate(q.created_at, 'DD/MM/YYYY') },
    { id: 'updated_at', header: 'Last Update', sortKey: 'updated_at', cell: (q) => formatDate(q.updated_at, 'DD/MM/YYYY') },
    {
      id: 'actions',
      header: 'Action',
      cell: (q) => (
        <span className="row-actions">
          <a className="btn btn-outline btn-sm" href={`${base}/detail/${q.id}`} aria-label={`Detail ${q.title}`}>Detail</a>
          <a className="btn btn-outline btn-sm" href={`${base}/edit/${q.id}`} aria-label={`Edit ${q.title}`}>Edit</a>
          {q.can_delete && (
            <button type="button" className="btn btn-danger btn-sm" onClick={() => setDeleting(q)} aria-label={`Delete ${q.title}`}>
              Delete
            </button>
          )}
        </span>
      ),
    },
  ];

  const filters = (
    <>
      <DateRangePicker
        value={f.startDate && f.endDate ? { start: f.startDate, end: f.endDate } : null}
        onChange={(r) => void list.setFilters({ startDate: r?.start ?? null, endDate: r?.end ?? null })}
        placeholder={m.dateRangePlaceholder}
        label="Date Range"
        clearable
      />
      <Select
        label={m.questionTypeFilter}
        options={questionTypes}
        value={f.questionType ?? null}
        onChange={(v) => void list.setFilter('questionType', v)}
        placeholder={m.questionTypeFilter}
        clearable
      />
      <button type="button" className="btn btn-outline" onClick={() => void list.reset()} disabled={!hasFilter}>
        {m.resetFilter}
      </button>
    </>
  );

  return (
    <>
      <DataTable
        label={m.listHeader}
        columns={columns}
        numbering="none"
        search={{ placeholder: m.searchPlaceholder, debounceMs: 500, minChars: 3, label: m.searchPlaceholder }}
        filters={filters}
        emptyText={m.noData}
        {...list.tableProps}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={m.deleteTitle}
        text={deleting?.title}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        variant="danger"
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
