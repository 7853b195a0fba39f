import { useEffect, useRef, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/ui/DataTable';
import { useListState } from '@/ui/useListState';
import { Select, type SelectOption } from '@/ui/Select';
import { showError } from '@/stores/error-dialog';
import { assignmentClient, moduleTypeLabel } from '@/features/assignment/client';
import { assignmentMessages as M } from '@/features/assignment/messages';
import type { AssociateRow } from '@/features/assignment/schemas';

const EMPTY = { results: [], pagination: { current_page: 1, total_pages: 1, total_data: 0 } };
const MODULE_TYPES = ['course', 'program', 'classroom', 'live_event', 'journey'].map((v) => ({ value: v, label: moduleTypeLabel(v) }));

/** At most this many pages of batch options (20 each) are read for the Batch filter. */
const MAX_OPTION_PAGES = 10;

/** The Batch filter's options from GET …/{id}/filter, page by page ('Failed to get filters' when that fails). */
function useBatchOptions(assignmentId: number): SelectOption<string>[] {
  const [options, setOptions] = useState<SelectOption<string>[]>([]);
  useEffect(() => {
    let alive = true;
    void (async () => {
      const out: SelectOption<string>[] = [];
      try {
        for (let page = 1; page <= MAX_OPTION_PAGES; page++) {
          const res = await assignmentClient.filterOptions(assignmentId, { page, page_size: 20 });
          out.push(...res.results.map((o) => ({ value: String(o.value), label: `${o.label} (${o.module_title})` })));
          if (page >= res.pagination.total_pages) break;
        }
        if (alive) setOptions(out);
      } catch (err) {
        if (alive) showError(err, M.filtersFailed);
      }
    })();
    return () => {
      alive = false;
    };
  }, [assignmentId]);
  return options;
}

/** 'Associate Assignment List': where the assignment is placed, each row opening its report. */
export function AssociateList({ assignmentId }: { assignmentId: number }) {
  const batchOptions = useBatchOptions(assignmentId);
  const list = useListState<AssociateRow>({
    initial: EMPTY,
    pageSize: 10,
    syncUrl: false,
    filterKeys: ['module_type', 'batch_id'],
    sortStyle: 'order_type',
    load: (q) => assignmentClient.associates(assignmentId, q),
    onError: (err) => showError(err, M.associatesFailed),
  });
  const loaded = useRef(false);
  useEffect(() => {
    if (!loaded.current) {
      loaded.current = true;
      void list.reload(1);
    }
  }, [list]);
  const columns: DataTableColumn<AssociateRow>[] = [
    { id: 'title', header: 'Title', sortKey: 'title', accessor: 'title', className: 'dt-wrap dt-narrow' },
    { id: 'module_type', header: 'Module Type', sortKey: 'module_type', cell: (r) => moduleTypeLabel(r.module_type) },
    { id: 'batch_title', header: 'Batch', sortKey: 'batch_title', accessor: 'batch_title', className: 'dt-wrap dt-narrow' },
    { id: 'day_title', header: 'Day', sortKey: 'day_title', accessor: 'day_title', className: 'dt-wrap dt-narrow' },
    { id: 'section_title', header: 'Section', sortKey: 'section_title', accessor: 'section_title', className: 'dt-wrap dt-narrow' },
    { id: 'content_title', header: 'Content', sortKey: 'content_title', accessor: 'content_title', className: 'dt-wrap dt-narrow' },
    {
      id: 'action',
      header: 'Action',
      cell: (r) => (
        <a className="btn btn-sm" href={`/assignment/detail/${assignmentId}/report?detail=${encodeURIComponent(r.detail)}`}>
          {M.viewDetail}
        </a>
      ),
    },
  ];
  return (
    <section aria-labelledby="asg-associates">
      <h2 id="asg-associates" className="asg-section-title">
        {M.associateTitle}
      </h2>
      <p>{M.associateDescription}</p>
      <DataTable
        label={M.associateTitle}
        columns={columns}
        getRowId={(r) => r.relation_id}
        search={{ placeholder: 'Search by title', debounceMs: 500, minChars: 3 }}
        filters={
          <>
            <Select
              label="Module Type"
              options={MODULE_TYPES}
              value={list.state.filters.module_type ?? null}
              onChange={(v) => list.setFilter('module_type', v)}
              placeholder="Module Type"
              clearable
            />
            <Select
              label="Batch"
              options={batchOptions}
              value={list.state.filters.batch_id ?? null}
              onChange={(v) => list.setFilter('batch_id', v)}
              placeholder="Batch"
              clearable
            />
          </>
        }
        {...list.tableProps}
      />
    </section>
  );
}
