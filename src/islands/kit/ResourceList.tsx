import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/ui/DataTable';
import { useListState } from '@/ui/useListState';
import { DateRangePicker } from '@/ui/DateRangePicker';
import { LazySelect } from '@/ui/LazySelect';
import { toErrorInfo } from '@/lib/api-error';
import {
  fieldOf,
  fillPath,
  filterKeysOf,
  type KitApi,
  type ListFilter,
  type ListScreen,
  type RowAction,
  type SelectOptionData,
  treeOptions,
} from '@/lib/list-kit';
import type { ListResult } from '@/lib/list';
import { listStateToQuery, type ListState } from '@/lib/list-url';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { tableColumns, type Row } from './cells';
import { deleteDialogNamed } from './delete-dialogs';
import type { RowSelectionHook } from './row-selection';

// The question loads the first time a row is deleted: most visits never open it.
// The bulk bar (its calls, dialogs and select) loads with the first selected row.
const BulkBar = lazy(() => import('./BulkBar').then((m) => ({ default: m.BulkBar })));
const DeleteRowDialog = lazy(() => import('./DeleteRowDialog'));

export interface ResourceListProps {
  /** The declaration, as data (src/lib/list-kit.ts), trimmed by the server to what the caller may use. */
  screen: ListScreen;
  /** The first page (rows of any shape; the declaration's fields are read from them). */
  initial: ListResult<object>;
  initialState: Partial<ListState>;
}

const ACTION_LABEL = { edit: 'Edit', detail: 'Detail', delete: 'Delete' } as const;
// The calls load with the first page change or delete: the first page came with the HTML (issue 11, the list budget).
const client = () => import('@/lib/api-client').then((m) => m.createClient);

/**
 * The one list island of the resource kit (decision 0007): a DataTable with its state in the URL, the search,
 * filters and Reset Filter of the declaration, its row actions and the delete question, success toast and failure
 * dialog. The first page comes from the server (loadListPage); later pages come from the declared list endpoint.
 */
/** A list without row selection: nothing selected, no check-box column (lists with selection use SelectableResourceList). */
const useNoSelection: RowSelectionHook = () => ({ selected: [], clear: () => {}, column: null });

export default function ResourceList(props: ResourceListProps) {
  return <ResourceListView {...props} />;
}

/** The list island; `useSelection` (constant for a page) adds the check boxes (islands/kit/SelectableResourceList.tsx). */
export function ResourceListView({ screen, initial, initialState, useSelection = useNoSelection }: ResourceListProps & { useSelection?: RowSelectionHook }) {
  const m = screen.messages;
  const filterKeys = useMemo(() => filterKeysOf(screen), [screen]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const list = useListState<Row>({
    initial: initial as ListResult<Row>,
    initialState,
    pageSize: screen.pageSize,
    filterKeys,
    sortStyle: screen.sortStyle,
    load: async (query) => {
      const result = await (await client())<Pick<KitApi, 'list'>>({ list: { method: 'GET', path: screen.endpoints.list } }).list({ query });
      setLoadError(null);
      return result;
    },
    onError: (err) => {
      if (m.listFailedAs === 'toast') toast.error(toErrorInfo(err, m.listFailed).message);
      else if (m.listFailedAs === 'inline') setLoadError(toErrorInfo(err, m.listFailed).message);
      else showError(err, m.listFailed);
    },
  });
  const [deleting, setDeleting] = useState<Row | null>(null);
  const deleteDialog = screen.actions?.find((a) => a.kind === 'delete')?.dialog;
  const Dialog = deleteDialog ? deleteDialogNamed(deleteDialog) : DeleteRowDialog;
  const titleOf = (row: Row) => String(fieldOf(row, screen.titleField ?? 'title') ?? '');

  const selection = useSelection(list.data.results, titleOf, Boolean(screen.selection?.actions.length));
  const columns = useMemo(() => {
    const cols: DataTableColumn<Row>[] = tableColumns(screen.columns);
    if (selection.column) cols.unshift(selection.column);
    const actions = screen.actions ?? [];
    if (actions.length)
      cols.push({ id: 'actions', header: 'Action', cell: (row) => <RowActions row={row} actions={actions} title={titleOf(row)} onDelete={setDeleting} /> });
    return cols;
    // titleOf reads only the declaration
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screen, selection.column]);

  const { keyword, sort, filters } = list.state;
  const hasFilter = Boolean(keyword || sort || Object.values(filters).some(Boolean));
  const filterBar = screen.filters?.length ? (
    <>
      {screen.filters.map((f) => (
        <FilterControl key={f.kind === 'select' ? f.key : f.start} filter={f} values={filters} setFilters={list.setFilters} />
      ))}
      {screen.resetLabel !== false && (
        <button type="button" className="btn btn-outline" onClick={() => void list.reset()} disabled={!hasFilter}>
          {screen.resetLabel ?? 'Reset Filter'}
        </button>
      )}
    </>
  ) : undefined;

  return (
    <>
      {loadError && (
        <p className="alert alert-error" role="alert">
          {loadError}
        </p>
      )}
      {screen.selection && selection.selected.length > 0 && (
        <Suspense fallback={null}>
          <BulkBar
            selection={screen.selection}
            ids={selection.selected}
            onDone={() => {
              selection.clear();
              void list.reload();
            }}
          />
        </Suspense>
      )}
      <DataTable
        label={screen.label}
        columns={columns}
        numbering={screen.numbering}
        search={screen.search ? { debounceMs: 500, minChars: 3, ...screen.search } : false}
        filters={filterBar}
        actions={
          screen.create || screen.links?.length ? (
            <>
              {screen.links?.map((l) => (
                <a
                  key={l.href}
                  className="btn btn-outline"
                  href={l.withQuery ? withQuery(l.href, list.state, screen) : l.href}
                  download={l.download || undefined}
                >
                  {l.label}
                </a>
              ))}
              {screen.create && (
                <a className="btn" href={screen.create.href}>
                  {screen.create.label}
                </a>
              )}
            </>
          ) : undefined
        }
        emptyText={m.empty}
        {...list.tableProps}
      />
      {deleting && (
        <Suspense fallback={null}>
          <Dialog screen={screen} row={deleting} title={titleOf(deleting)} onClose={() => setDeleting(null)} onDeleted={() => list.reload(1)} />
        </Suspense>
      )}
    </>
  );
}

/** A header link carrying the list's current search, filters and sorting (an export of what is shown). */
function withQuery(href: string, state: ListState, screen: ListScreen): string {
  const query = listStateToQuery(state, screen.pageSize, { filterKeys: filterKeysOf(screen), sortStyle: screen.sortStyle });
  delete query.page;
  delete query.page_size;
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const qs = params.toString();
  return qs ? `${href}?${qs}` : href;
}

function RowActions({ row, actions, title, onDelete }: { row: Row; actions: RowAction[]; title: string; onDelete: (row: Row) => void }) {
  return (
    <span className="row-actions">
      {actions.map((a) => {
        const label = a.label ?? ACTION_LABEL[a.kind];
        if (a.kind === 'delete') {
          if (!fieldOf(row, a.allowIf ?? 'can_delete')) return null;
          return (
            <button key="delete" type="button" className="btn btn-sm btn-danger" onClick={() => onDelete(row)} aria-label={`${label} ${title}`}>
              {label}
            </button>
          );
        }
        return (
          <a key={a.kind} className="btn btn-sm btn-outline" href={fillPath(a.href ?? '', row)} aria-label={`${label} ${title}`}>
            {label}
          </a>
        );
      })}
    </span>
  );
}

interface FilterControlProps {
  filter: ListFilter;
  values: Record<string, string>;
  setFilters: (patch: Record<string, string | null>) => unknown;
}

function FilterControl({ filter: f, values, setFilters }: FilterControlProps) {
  if (f.kind === 'date-range') {
    const start = values[f.start];
    const end = values[f.end];
    return (
      <DateRangePicker
        label={f.label}
        placeholder={f.placeholder}
        clearable={f.clearable}
        value={start && end ? { start, end } : null}
        onChange={(v) => void setFilters({ [f.start]: v?.start ?? null, [f.end]: v?.end ?? null })}
      />
    );
  }
  return <SelectFilter filter={f} value={values[f.key] ?? null} onChange={(v) => void setFilters({ [f.key]: v })} />;
}

function SelectFilter({
  filter: f,
  value,
  onChange,
}: {
  filter: Extract<ListFilter, { kind: 'select' }>;
  value: string | null;
  onChange: (v: string | null) => void;
}) {
  const [fetched, setFetched] = useState<SelectOptionData[]>([]);
  const source = f.optionsFrom;
  useEffect(() => {
    if (!source) return;
    client()
      .then((createClient) => createClient<Pick<KitApi, 'options'>>({ options: { method: 'GET', path: source.path } }).options({ query: source.query }))
      .then(
        (answer) => setFetched([...(source.first ?? []), ...(source.tree ? treeOptions(answer) : answer)]),
        (err: unknown) => showError(err),
      );
  }, [source]);
  return (
    <LazySelect
      label={f.label}
      options={f.options ?? fetched}
      value={value}
      onChange={onChange}
      placeholder={f.placeholder ?? f.label}
      className={f.className}
      clearable
    />
  );
}
