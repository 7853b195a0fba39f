import { useEffect, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/ui/DataTable';
import { useListState } from '@/ui/useListState';
import { DateRangePicker } from '@/ui/DateRangePicker';
import { Select } from '@/ui/Select';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { showError, showErrorMessage } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { formatDate, titleCase } from '@/lib/format';
import type { ListResult } from '@/lib/list';
import type { ListState } from '@/ui/list-url';
import { presenceClient } from '@/features/presence/client';
import { presenceMessages as M } from '@/features/presence/messages';
import { PRESENCE_PAGE_SIZE, type TextOption, type PresenceRow } from '@/features/presence/schemas';
import './presence.css';

export interface PresenceTableProps {
  initial: ListResult<PresenceRow>;
  initialState: Partial<ListState>;
}

export const PRESENCE_FILTER_KEYS = ['start_date', 'end_date', 'content_type'] as const;

/** /presence: search (500 ms, 3 characters), date range, module type, Reset Filter, sortable columns, row actions. */
export default function PresenceTable({ initial, initialState }: PresenceTableProps) {
  const list = useListState<PresenceRow>({
    initial,
    initialState,
    pageSize: PRESENCE_PAGE_SIZE,
    filterKeys: PRESENCE_FILTER_KEYS,
    sortStyle: 'order_type',
    load: (query) => presenceClient.list(query),
    onError: (err) => showError(err, M.listFailed),
  });
  const [types, setTypes] = useState<TextOption[]>([]);
  const [deleting, setDeleting] = useState<PresenceRow | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    presenceClient.moduleTypes().then(setTypes, (err) => showError(err));
  }, []);

  const { filters } = list.state;
  const range = filters.start_date && filters.end_date ? { start: filters.start_date, end: filters.end_date } : null;
  const hasFilter = Boolean(list.state.keyword || filters.start_date || filters.content_type || list.state.sort);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await presenceClient.remove(deleting.id);
      toast.success(M.deleted);
      setDeleting(null);
      await list.reload(1);
    } catch {
      setDeleting(null);
      showErrorMessage(M.deleteFailed, M.deleteFailedTitle);
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<PresenceRow>[] = [
    { id: 'title', header: 'Title', sortKey: 'title', accessor: 'title', className: 'dt-wrap' },
    { id: 'content_type', header: 'Module Type', sortKey: 'content_type', cell: (r) => titleCase(r.content_type) },
    { id: 'created_by', header: 'Created By', sortKey: 'created_by', cell: (r) => r.created_by.full_name },
    { id: 'created_at', header: 'Created', sortKey: 'created_at', cell: (r) => formatDate(r.created_at, 'DD/MM/YYYY') },
    { id: 'updated_at', header: 'Last Update', sortKey: 'updated_at', cell: (r) => formatDate(r.updated_at, 'DD/MM/YYYY') },
    {
      id: 'action',
      header: 'Action',
      cell: (r) => (
        <span className="row-actions">
          <a className="btn btn-sm btn-outline" href={`/presence/edit/${r.id}`} aria-label={`Edit ${r.title}`}>Edit</a>
          <a className="btn btn-sm btn-outline" href={`/presence/detail/${r.id}`} aria-label={`Detail ${r.title}`}>Detail</a>
          {r.can_delete && (
            <button type="button" className="btn btn-sm btn-danger" onClick={() => setDeleting(r)} aria-label={`Delete ${r.title}`}>Delete</button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <DataTable
        label={M.listTitle}
        columns={columns}
        search={{ placeholder: 'Search by title', debounceMs: 500, minChars: 3 }}
        filters={
          <>
            <DateRangePicker
              value={range}
              onChange={(v) => list.setFilters({ start_date: v?.start ?? null, end_date: v?.end ?? null })}
              label="Date range"
              placeholder="Select Date Range"
              clearable
            />
            <Select<string>
              label="Module Type"
              options={types}
              value={filters.content_type ?? null}
              onChange={(v) => list.setFilter('content_type', v)}
              placeholder="Module Type"
              className="presence-filter"
              clearable
            />
            <button type="button" className="btn btn-outline" onClick={() => list.reset()} disabled={!hasFilter}>Reset Filter</button>
          </>
        }
        actions={<a className="btn" href="/presence/create">Create Presence</a>}
        {...list.tableProps}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Presence?"
        text={deleting ? `"${deleting.title}" will be deleted.` : undefined}
        confirmLabel="Delete"
        variant="danger"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
