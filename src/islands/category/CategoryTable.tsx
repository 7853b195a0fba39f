import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/ui/DataTable';
import { useListState } from '@/ui/useListState';
import { Select } from '@/ui/Select';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { formatDate } from '@/lib/format';
import type { ListResult } from '@/lib/list';
import type { ListState } from '@/ui/list-url';
import { categoryClient } from '@/features/category/client';
import { categoryMessages as M } from '@/features/category/messages';
import { CATEGORY_PAGE_SIZE, type CategoryOption, type CategoryRow } from '@/features/category/schemas';
import { CategoryIcon } from './CategoryIcon';
import './category.css';

export interface CategoryTableProps {
  initial: ListResult<CategoryRow>;
  initialState: Partial<ListState>;
  parents: CategoryOption[];
}

export const CATEGORY_FILTER_KEYS = ['parent_id', 'is_active'] as const;
const STATUS_OPTIONS = [{ label: 'Active', value: 'true' }, { label: 'Inactive', value: 'false' }];
const indent = (o: CategoryOption) => ({ label: `${'\u2003'.repeat(o.depth - 1)}${o.label}`, value: String(o.value) });

/** /categories: the tree by indentation, search (500 ms, 3 characters), parent and status filters, order arrows, row actions. */
export default function CategoryTable({ initial, initialState, parents }: CategoryTableProps) {
  const list = useListState<CategoryRow>({
    initial,
    initialState,
    pageSize: CATEGORY_PAGE_SIZE,
    filterKeys: CATEGORY_FILTER_KEYS,
    sortStyle: 'order_type',
    load: (query) => categoryClient.list({ query }),
    onError: (err) => showError(err, M.listFailed),
  });
  const [deleting, setDeleting] = useState<CategoryRow | null>(null);
  const [busy, setBusy] = useState(false);
  const { filters, sort, keyword } = list.state;
  const treeOrder = !sort || sort.column === 'order';
  const parentOptions = [{ label: 'Top level', value: '0' }, ...parents.map(indent)];

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const res = await categoryClient.remove({ params: { id: deleting.id } });
      toast.success(res.message || M.deleted);
      setDeleting(null);
      await list.reload(1);
    } catch (err) {
      setDeleting(null);
      showError(err, M.deleteFailedTitle);
      // Refused because something started using it meanwhile: the reloaded row no longer offers Delete.
      await list.reload();
    } finally {
      setBusy(false);
    }
  };

  const move = async (row: CategoryRow, direction: 'up' | 'down') => {
    try {
      await categoryClient.move({ params: { id: row.id }, body: { direction } });
      toast.success(M.moved);
      await list.reload();
    } catch (err) {
      showError(err, M.moveFailed);
    }
  };

  const columns: DataTableColumn<CategoryRow>[] = [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      className: 'dt-wrap',
      cell: (r) => (
        // In tree order each level is indented under its parent; otherwise the path says where the row sits.
        <span className="category-name" style={treeOrder ? { paddingLeft: `${(r.depth - 1) * 1.5}rem` } : undefined}>
          <CategoryIcon icon={r.icon} />
          <span>
            {r.name}
            {!treeOrder && r.path.length > 0 && <span className="category-path"> · {r.path.join(' › ')}</span>}
          </span>
        </span>
      ),
    },
    { id: 'parent', header: 'Parent', cell: (r) => r.path.at(-1) ?? '-' },
    {
      id: 'order',
      header: 'Order',
      sortKey: 'order',
      cell: (r) => (
        <span className="category-order">
          {r.position}
          {treeOrder && !keyword && (
            <>
              <button type="button" className="btn btn-sm btn-outline" onClick={() => void move(r, 'up')} aria-label={`Move ${r.name} up`}>↑</button>
              <button type="button" className="btn btn-sm btn-outline" onClick={() => void move(r, 'down')} aria-label={`Move ${r.name} down`}>↓</button>
            </>
          )}
        </span>
      ),
    },
    { id: 'is_active', header: 'Status', sortKey: 'is_active', cell: (r) => (r.is_active ? 'Active' : <span className="category-status-inactive">Inactive</span>) },
    { id: 'updated_at', header: 'Last Update', sortKey: 'updated_at', cell: (r) => formatDate(r.updated_at, 'DD/MM/YYYY') },
    {
      id: 'action',
      header: 'Action',
      cell: (r) => (
        <span className="row-actions">
          <a className="btn btn-sm btn-outline" href={`/categories/edit/${r.id}`} aria-label={`Edit ${r.name}`}>Edit</a>
          <a className="btn btn-sm btn-outline" href={`/categories/detail/${r.id}`} aria-label={`Detail ${r.name}`}>Detail</a>
          {r.can_delete && (
            <button type="button" className="btn btn-sm btn-danger" onClick={() => setDeleting(r)} aria-label={`Delete ${r.name}`}>Delete</button>
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
        search={{ placeholder: 'Search by name', debounceMs: 500, minChars: 3 }}
        filters={
          <>
            <Select<string>
              label="Parent"
              options={parentOptions}
              value={filters.parent_id ?? null}
              onChange={(v) => list.setFilter('parent_id', v)}
              placeholder="Parent Category"
              className="category-filter"
              clearable
            />
            <Select<string>
              label="Status"
              options={STATUS_OPTIONS}
              value={filters.is_active ?? null}
              onChange={(v) => list.setFilter('is_active', v)}
              placeholder="Status"
              clearable
            />
            <button type="button" className="btn btn-outline" onClick={() => list.reset()} disabled={!(keyword || filters.parent_id || filters.is_active || sort)}>Reset Filter</button>
          </>
        }
        actions={<a className="btn" href="/categories/create">Create Category</a>}
        {...list.tableProps}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={M.deleteTitle}
        text={deleting ? `"${deleting.name}" will be deleted.` : undefined}
        confirmLabel="Delete"
        variant="danger"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
