import { areaListScreen, column, filter } from '@/lib/list-kit';
import { offerApi } from './api';
import { MODULE_LABELS, marketplaceMessages as M } from './messages';

const LISTED = { true: 'Listed', false: 'Withdrawn' };

/** /explore-content/offers 'Offer List' (decision 0141): the organisation's offers, Edit and Withdraw (the kit's delete). */
const screen = areaListScreen({
  base: '/explore-content/offers',
  api: offerApi,
  texts: M,
  pageSize: 10,
  createLabel: 'Publish Offer',
  deleteText: M.deleteText,
  actions: ['edit', 'delete'],
  search: { placeholder: 'Search by title', label: 'Search offers' },
  filters: [filter.select('module', 'Type', MODULE_LABELS), filter.status(LISTED, 'is_active')],
  columns: [
    column.title(),
    column.text('provider', 'Provider', { sortable: true }),
    column.text('module_label', 'Type'),
    column.text('duration_label', 'Duration'),
    column.text('price_label', 'Price', { sortKey: 'price' }),
    column.text('rating_label', 'Rating'),
    column.status(LISTED, { field: 'is_active', kind: 'label' }),
    column.updatedAt(),
  ],
});
// The kit's delete is this screen's Withdraw: its button, question and toast say so (the toast is the server's).
export const offerListScreen = {
  ...screen,
  messages: { ...screen.messages, deleteConfirm: 'Withdraw', deletedFromServer: true },
  actions: (screen.actions ?? []).map((a) => (a.kind === 'delete' ? { ...a, label: 'Withdraw' } : a)),
};
