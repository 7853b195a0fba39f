import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/ui/DataTable';
import { useListState } from '@/ui/useListState';
import { DateRangePicker } from '@/ui/DateRangePicker';
import { Select } from '@/ui/Select';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { toast } from '@/stores/toasts';
import { showError } from '@/stores/error-dialog';
import { formatDate } from '@/lib/format';
import type { ListResult } from '@/lib/list';
import type { ListState } from '@/ui/list-url';
import { assignmentClient, typeLabel } from '@/features/assignment/client';
import { assignmentMessages as M } from '@/features/assignment/messages';
import type { AssignmentRow } from '@/features/assignment/schemas';
import './assignment.css';

export interface AssignmentListProps {
  initial: ListResult<AssignmentRow>;
  initialState: Partial<ListState>;
  pageSize: number;
}

const FILTER_KEYS = ['assignment_type', 'start_date', 'end_date'] as const;
const TYPE_OPTIONS = [
  { value: 'individual', label: 'Individual' },
  { value: 'group', label: 'Group' },
] as const;

/** /assignment: search, date range, type filter, Reset Filter; edit, detail and delete (when can_delete). */
export default function AssignmentList({ initial, initialState, pageSize }: AssignmentListProps) {
  const list = useListState<AssignmentRow>({
    initial,
    initialState,
    pageSize,
    filterKeys: FILTER_KEYS,
    sortStyle: 'order_type',
    load: (q) => assignmentClient.list(q),
    onError: (err) => showError(err, M.listFailed),
  });
  const [deleting, setDeleting] = useState<AssignmentRow | null>(null);
  const [busy, setBusy] = useState(false);
  const f = list.state.filters;
  const hasFilter = Boolean(list.state.keyword || f.assignment_type || f.start_date || f.end_date);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await assignmentClient.remove(deleting.id);
      toast.success(M.deleteSuccess);
      setDeleting(null);
      await list.reload(1);
    } catch (err) {
      setDeleting(null);
      showError(err, M.deleteFailed);
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<AssignmentRow>[] = [
    { id: 'title', header: 'Title', sortKey: 'title', className: 'dt-wrap', cell: (r) => <a href={`/assignment/detail/${r.id}`}>{r.title}</a> },
    { id: 'submitted', header: 'Submitted', sortKey: 'submitted', cell: (r) => String(r.submitted) },
    { id: 'assignment_type', header: 'Assignment Type', sortKey: 'assignment_type', cell: (r) => typeLabel(r.assignment_type) },
    { id: 'created_by', header: 'Created by', sortKey: 'created_by', cell: (r) => r.created_by.full_name ?? '-' },
    { id: 'created_at', header: 'Created', sortKey: 'created_at', cell: (r) => formatDate(r.created_at, 'DD/MM/YYYY') },
    { id: 'updated_at', header: 'Last Update', sortKey: 'updated_at', cell: (r) => formatDate(r.updated_at, 'DD/MM/YYYY') },
    {
      id: 'actions',
      header: 'Action',
      cell: (r) => (
        <span className="row-actions">
          <a className="btn btn-outline btn-sm" href={`/assignment/edit/${r.id}`} aria-label={`Edit ${r.title}`}>Edit</a>
          <a className="btn btn-outline btn-sm" href={`/assignment/detail/${r.id}`} aria-label={`Detail ${r.title}`}>Detail</a>
          {r.can_delete && (
            <button type="button" className="btn btn-danger btn-sm" onClick={() => setDeleting(r)} aria-label={`Delete ${r.title}`}>
              Delete
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <DataTable
        label="Assignment List"
        columns={columns}
        search={{ placeholder: M.searchList, debounceMs: 500, minChars: 3 }}
        actions={<a className="btn" href="/assignment/create">Create Assignment</a>}
        filters={
          <>
            <DateRangePicker
              label="Date"
              value={f.start_date && f.end_date ? { start: f.start_date, end: f.end_date } : null}
              onChange={(v) => list.setFilters({ start_date: v?.start ?? null, end_date: v?.end ?? null })}
            />
            <Select
              label="Assignment Type"
              options={TYPE_OPTIONS}
              value={(f.assignment_type as 'individual' | 'group' | undefined) ?? null}
              onChange={(v) => list.setFilter('assignment_type', v)}
              placeholder="Assignment Type"
              clearable
            />
            <button type="button" className="btn btn-outline" disabled={!hasFilter} onClick={() => list.reset()}>
              Reset Filter
            </button>
          </>
        }
        {...list.tableProps}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Assignment"
        text={deleting ? `Are you sure you want to delete ${deleting.title}?` : ''}
        confirmLabel="Delete"
        variant="danger"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
