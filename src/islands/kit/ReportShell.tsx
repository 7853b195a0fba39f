import { useEffect, useState, type ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '@/ui/DataTable';
import type { SearchOptions } from '@/ui/SearchBox';
import { useListState } from '@/ui/useListState';
import type { ListResult } from '@/lib/list';
import type { ListState } from '@/lib/list-url';
import type { ReportScreen } from '@/lib/report-screen';
import { createClient } from '@/lib/api-client';
import { apiPath } from '@/lib/endpoint';
import type { KitApi } from '@/lib/list-kit';
import './report.css';

/**
 * The one report shell (issue 11, decision 0073) of the quiz and assignment result reports: a header, summary
 * cards, a results table with its search, Filter dropdown and pager, and the report's dialogs. The page renders it
 * on the server with the first page, the cards and the header (issue 12), so nothing is fetched after load; later
 * pages come from the results path of the area's contract through the typed client (no zod in the browser).
 * The shell owns structure and behaviour; each report keeps its own texts, columns and look (class names).
 */

/** False in the server's HTML and until the island has hydrated: actions stay disabled until they can answer. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export interface ReportListOptions<T> {
  screen: ReportScreen;
  /** The first page, rendered on the server. */
  initial: ListResult<T>;
  /** The list state the server read from the address. */
  initialState?: Partial<ListState>;
  /** The results endpoint's path from the area's contract (a GET of the list contract), e.g. routes.results.path. */
  resultsPath: string;
  params: Record<string, string | number>;
  /** The report's placement (from its encrypted link), sent with every page. */
  scope: Record<string, unknown>;
  onError: (err: unknown) => void;
}

/** The results list of a report: its state in the URL, later pages from the contract's results path. */
export function useReportList<T>({ screen, initial, initialState, resultsPath, params, scope, onError }: ReportListOptions<T>) {
  return useListState<T>({
    initial,
    initialState,
    pageSize: screen.pageSize,
    filterKeys: screen.filterKeys,
    sortStyle: screen.sortStyle,
    // The kit reads rows of any shape; the report names the row type its columns read (its contract's row).
    load: async (query) => {
      const { list } = createClient<Pick<KitApi, 'list'>>({ list: { method: 'GET', path: apiPath(resultsPath, params) } });
      return (await list({ query: { ...query, ...scope } })) as ListResult<T>;
    },
    onError,
  });
}

export interface SummaryCard {
  key: string;
  label: ReactNode;
  value: ReactNode;
  valueClassName?: string;
}

/** A row of summary cards, each a label over its value; the report gives the grid's and the cards' class names. */
export function SummaryCards({ cards, className, cardClassName }: { cards: SummaryCard[]; className: string; cardClassName: string }) {
  return (
    <div className={`report-cards ${className}`}>
      {cards.map((c) => (
        <div className={cardClassName} key={c.key}>
          <div className="label">{c.label}</div>
          <strong className={c.valueClassName ? `value ${c.valueClassName}` : 'value'}>{c.value}</strong>
        </div>
      ))}
    </div>
  );
}

export interface FilterDropdownProps {
  /** Active filters, shown as a badge on the button when above 0. */
  count?: number;
  disabled?: boolean;
  /** Whether the draft holds anything: Reset and Apply are disabled otherwise. */
  canApply: boolean;
  /** Called as the panel opens (e.g. to start the draft from the applied filters). */
  onOpen?: () => void;
  onReset: () => void;
  onApply: () => void;
  /** A Cancel button between Reset and Apply, with this text. */
  cancelLabel?: string;
  panelRole: 'group' | 'dialog';
  panelLabel: string;
  classes: { anchor: string; panel: string; footer: string; badge?: string };
  children: ReactNode;
}

/** Opened low on a 1366×768 screen, the panel scrolls into view so that Apply and Reset are never below the fold. */
const revealPanel = (el: HTMLElement | null) => el?.scrollIntoView?.({ block: 'nearest' });

/** The report's Filter button and its panel of fields with Reset, (Cancel,) Apply; both close the panel. */
export function FilterDropdown(props: FilterDropdownProps) {
  const { count = 0, classes } = props;
  const [open, setOpen] = useState(false);
  const toggle = () => {
    if (!open) props.onOpen?.();
    setOpen(!open);
  };
  return (
    <div className={classes.anchor}>
      <button type="button" className="btn btn-outline" aria-expanded={open} onClick={toggle} disabled={props.disabled}>
        Filter
        {count > 0 && (
          <span className={classes.badge} aria-label={`${count} active filters`}>
            {count}
          </span>
        )}
      </button>
      {open && (
        <div ref={revealPanel} className={classes.panel} role={props.panelRole} aria-label={props.panelLabel}>
          {props.children}
          <div className={classes.footer}>
            <button
              type="button"
              className="btn btn-outline"
              disabled={!props.canApply}
              onClick={() => {
                setOpen(false);
                props.onReset();
              }}
            >
              Reset
            </button>
            {props.cancelLabel && (
              <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
                {props.cancelLabel}
              </button>
            )}
            <button
              type="button"
              className="btn"
              disabled={!props.canApply}
              onClick={() => {
                setOpen(false);
                props.onApply();
              }}
            >
              Apply
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

export interface ReportShellProps<T> {
  /** The wrapper's class; without one the parts are placed directly in the page. */
  className?: string;
  header: ReactNode;
  cards: ReactNode;
  list: ReturnType<typeof useListState<T>>;
  table: {
    label: string;
    columns: DataTableColumn<T>[];
    numbering: 'row' | 'id' | 'none';
    getRowId: (row: T, index: number) => string | number;
    search: SearchOptions;
    /** The filter bar: usually a FilterDropdown. */
    filters: ReactNode;
    emptyText?: string;
    /** Draw the table inside a card frame. */
    framed?: boolean;
  };
  /** The report's dialogs. */
  children?: ReactNode;
}

export function ReportShell<T>({ className, header, cards, list, table, children }: ReportShellProps<T>) {
  const results = (
    <DataTable
      label={table.label}
      columns={table.columns}
      numbering={table.numbering}
      getRowId={table.getRowId}
      search={table.search}
      filters={table.filters}
      emptyText={table.emptyText}
      {...list.tableProps}
    />
  );
  const body = (
    <>
      {header}
      {cards}
      {table.framed ? <section className="table-card">{results}</section> : results}
      {children}
    </>
  );
  return className ? <div className={className}>{body}</div> : body;
}
