import { column, filter, type ListScreen } from '@/lib/list-kit';
import { walletApi } from './wallet-api';
import { WALLET_KIND_LABELS, walletMessages as M } from './wallet-messages';
import { WALLET_PAGE_SIZE } from './wallet-schemas';

/** The /wallet ledger as a list-kit declaration (docs/decisions/0127): newest first, every movement, downloadable. */
export const walletListScreen: ListScreen = {
  label: M.listTitle,
  pageSize: WALLET_PAGE_SIZE,
  sortStyle: 'order_type',
  numbering: 'id',
  titleField: 'reference',
  search: { placeholder: 'Search by reference or note', label: 'Search the ledger' },
  filters: [filter.select('kind', 'Type', WALLET_KIND_LABELS), filter.dateRange('Date', { placeholder: 'Date between', clearable: true })],
  columns: [
    { id: 'created_at', label: 'Date', sortKey: 'created_at', cell: { kind: 'datetime', field: 'created_at' } },
    { id: 'kind', label: 'Type', sortKey: 'kind', cell: { kind: 'label', field: 'kind', labels: WALLET_KIND_LABELS } },
    column.text('reference', 'Reference', { sortable: true, wrap: true }),
    column.text('note', 'Note', { wrap: true }),
    column.text('amount', 'Amount', { field: 'amount_label', sortKey: 'amount' }),
    column.text('available_after', 'Available After', { field: 'available_after_label' }),
    column.text('held_after', 'On Hold After', { field: 'held_after_label' }),
    column.text('created_by', 'Recorded By', { field: 'created_by.full_name' }),
  ],
  actions: [],
  links: [{ label: M.download, href: walletApi.export.path, withQuery: true, download: true }],
  endpoints: { list: walletApi.list.path },
  messages: { listFailed: M.listFailed, empty: 'No movements yet' },
};
