import { DataTable, type DataTableColumn } from '@/ui/DataTable';
import { useListState } from '@/ui/useListState';
import { Select } from '@/ui/Select';
import type { ListResult } from '@/lib/list';
import type { ListState } from '@/ui/list-url';
import { showErrorMessage } from '@/stores/error-dialog';
import { toErrorInfo } from '@/lib/fetcher';
import { titleCase } from '@/lib/format';
import { quizClient } from '@/features/quiz/client';
import type { AssociateRow } from '@/features/quiz/schemas';
import { quizMessages as m } from '@/features/quiz/messages';

export interface AssociatesTableProps {
  quizId: number;
  base: string;
  initial: ListResult<AssociateRow>;
  initialState: Partial<ListState>;
  moduleTypes: { value: string; label: string }[];
}

/** 'Associate Quiz List': the quiz's placements with search, module type, Reset Filter and 'View Detail'. */
/** The report and review routes exist only in the /content-quiz family (spec 001 §2), so View Detail always goes there. */
export default function AssociatesTable({ quizId, initial, initialState, moduleTypes }: AssociatesTableProps) {
  const list = useListState<AssociateRow>({
    initial,
    initialState,
    pageSize: 10,
    filterKeys: ['module_type'],
    sortStyle: 'order_type',
    load: (query) => quizClient.associates(quizId, query),
    onError: (err) => showErrorMessage(toErrorInfo(err, m.associatedFailed).message, toErrorInfo(err).title),
  });
  const columns: DataTableColumn<AssociateRow>[] = [
    { id: 'title', header: 'Title', sortKey: 'title', accessor: 'title', className: 'dt-wrap dt-narrow' },
    { id: 'module_type', header: 'Module Type', sortKey: 'module_type', cell: (r) => titleCase(r.module_type) },
    { id: 'batch', header: 'Batch', sortKey: 'batch_title', accessor: 'batch_title', className: 'dt-wrap dt-narrow' },
    { id: 'day', header: 'Day', sortKey: 'day_title', accessor: 'day_title', className: 'dt-wrap dt-narrow' },
    { id: 'section', header: 'Section', sortKey: 'section_title', accessor: 'section_title', className: 'dt-wrap dt-narrow' },
    { id: 'content', header: 'Content Title', sortKey: 'content_title', accessor: 'content_title', className: 'dt-wrap dt-narrow' },
    {
      id: 'action',
      header: 'Action',
      cell: (r) => (
        <a className="btn btn-outline btn-sm" href={`/content-quiz/detail/${quizId}/report?detail=${encodeURIComponent(r.detail ?? '')}`}>
          {m.viewDetail}
        </a>
      ),
    },
  ];
  return (
    <DataTable
      label={m.associateQuizList}
      columns={columns}
      numbering="row"
      getRowId={(r) => r.relation_id}
      search={{ placeholder: 'Search by title', debounceMs: 300, minChars: 3, label: 'Search by title' }}
      filters={
        <>
          <Select
            label="Module Type"
            options={moduleTypes}
            value={list.state.filters.module_type ?? null}
            onChange={(v) => void list.setFilter('module_type', v)}
            placeholder="Module Type"
            clearable
          />
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void list.reset()}
            disabled={!(list.state.keyword || list.state.filters.module_type || list.state.sort)}
          >
            {m.resetFilter}
          </button>
        </>
      }
      emptyText={m.noData}
      {...list.tableProps}
    />
  );
}
