import { useRef, type ReactNode } from 'react';
import type { Pagination, Sort } from '@/lib/list';
import { orDash } from '@/lib/format';
import { rowRange } from '@/lib/pager';
import { isPlainClick, Pager } from './Pager';
import { SearchBox, type SearchOptions } from './SearchBox';
import { UI_TEXT } from './messages';
import './ui.css';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  /** The server's sort column; when given the header sorts. */
  sortKey?: string;
  /** Cell content; defaults to the `accessor` field with '-' for empty values. */
  cell?: (row: T, index: number) => ReactNode;
  accessor?: keyof T;
  className?: string;
  /** The header cell's content when it is more than its text (a select-all check box); `header` names it. */
  headerContent?: ReactNode;
}

export interface DataTableProps<T> {
  /** Accessible name of the table, e.g. 'Quiz List'. */
  label: string;
  columns: DataTableColumn<T>[];
  rows: T[];
  pagination: Pagination;
  pageSize: number;
  loading?: boolean;
  /** Leading column: running row number ('No'), the row's id ('ID') or none. */
  numbering?: 'row' | 'id' | 'none';
  getRowId?: (row: T, index: number) => string | number;
  sort?: Sort<string> | null;
  onSortChange?: (column: string) => void;
  sortHref?: (column: string) => string;
  onPageChange?: (page: number) => void;
  pageHref?: (page: number) => string;
  keyword?: string;
  onSearch?: (keyword: string) => void;
  /** Search box options, or false for none. Shown when onSearch is given. */
  search?: SearchOptions | false;
  /** Current list parameters, kept when the search form is submitted before hydration. */
  searchParams?: Record<string, string>;
  /** Filter controls (date range, selects, Reset Filter) placed after the search box. */
  filters?: ReactNode;
  /** Buttons at the end of the header row. */
  actions?: ReactNode;
  emptyText?: string;
  className?: string;
}

/** One rendered column: the lead number column or a declared one. */
interface Column<T> {
  id: string;
  header: string;
  sortKey?: string;
  className?: string;
  headerContent?: ReactNode;
  cell: (row: T, index: number) => ReactNode;
}

const idOf = (row: unknown, index: number) => {
  const id = (row as { id?: string | number } | null)?.id;
  return id ?? index;
};

/**
 * The one list table (DESIGN.md convention 4): controlled by the list contract, usually fed by useListState's
 * `tableProps`. It renders fully on the server; links keep sorting and paging working before hydration.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, rows, pagination, pageSize, loading = false, numbering = 'row', sort = null, emptyText = UI_TEXT.noData } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const from = rowRange(pagination, pageSize).from;
  const getRowId = props.getRowId ?? idOf;

  // Plain rendering: the table is controlled by the list contract (the server sorts and pages), so no table engine
  // is needed in the browser; this keeps a list page's JavaScript small (issue 11, bench/lists.bench.mjs).
  const columns: Column<T>[] = [
    ...(numbering === 'none'
      ? []
      : [
          {
            id: '__num',
            header: numbering === 'id' ? 'ID' : 'No',
            className: 'dt-num',
            cell: (row: T, index: number) => (numbering === 'id' ? String(idOf(row, index)) : String(Math.max(from, 1) + index)),
          },
        ]),
    ...props.columns.map((c): Column<T> => ({
      id: c.id,
      header: c.header,
      sortKey: c.sortKey,
      className: c.className,
      headerContent: c.headerContent,
      cell: (row, index) => (c.cell ? c.cell(row, index) : c.accessor ? String(orDash(row[c.accessor] as string | null)) : null),
    })),
  ];

  const changePage = (page: number) => {
    props.onPageChange?.(page);
    rootRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const headerCell = (h: Column<T>) => {
    const meta = h;
    const title = h.header;
    const key = meta.sortKey;
    if (!key || (!props.onSortChange && !props.sortHref)) {
      return (
        <th key={h.id} scope="col" className={meta.className}>
          {h.headerContent ?? title}
        </th>
      );
    }
    const active = sort?.column === key ? sort.direction : null;
    const icon = active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕';
    const content = (
      <>
        {title}
        <span className="dt-sort-icon" aria-hidden="true">
          {icon}
        </span>
      </>
    );
    return (
      <th
        key={h.id}
        scope="col"
        className={`dt-sortable${meta.className ? ` ${meta.className}` : ''}`}
        aria-sort={active ? (active === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        {props.sortHref ? (
          <a
            className="dt-sort"
            href={props.sortHref(key)}
            onClick={(e) => {
              if (!props.onSortChange || !isPlainClick(e)) return;
              e.preventDefault();
              props.onSortChange(key);
            }}
          >
            {content}
          </a>
        ) : (
          <button type="button" className="dt-sort" onClick={() => props.onSortChange?.(key)}>
            {content}
          </button>
        )}
      </th>
    );
  };

  const showSearch = props.search !== false && Boolean(props.onSearch);
  const hasHeader = showSearch || props.filters || props.actions;
  const colCount = columns.length;

  return (
    <div className={`dt${props.className ? ` ${props.className}` : ''}`} ref={rootRef}>
      {hasHeader && (
        <div className="dt-toolbar">
          {showSearch && (
            <SearchBox {...(props.search || {})} value={props.keyword ?? ''} onSearch={props.onSearch!} loading={loading} params={props.searchParams} />
          )}
          {props.filters && <div className="dt-filters">{props.filters}</div>}
          {props.actions && <div className="dt-actions">{props.actions}</div>}
        </div>
      )}
      <div className="table-wrap dt-body" aria-busy={loading || undefined}>
        <table className="table" aria-label={label}>
          <thead>
            <tr>{columns.map(headerCell)}</tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td className="empty" colSpan={colCount}>
                  {loading ? UI_TEXT.loading : emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={String(getRowId(row, index))}>
                  {columns.map((c) => (
                    <td key={c.id} className={c.className}>
                      {c.cell(row, index)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
        {pagination.total_data >= 1 && rows.length > 0 && (
          <Pager pagination={pagination} pageSize={pageSize} hrefFor={props.pageHref} onPageChange={props.onPageChange ? changePage : undefined} />
        )}
        {loading && (
          <div className="dt-overlay" data-testid="dt-loading" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{UI_TEXT.loading}</span>
          </div>
        )}
      </div>
    </div>
  );
}
