import { areaListScreen, column, filter } from '@/lib/list-kit';
import { providerApi } from './api';
import { providerMessages as M } from './messages';
import { PROVIDER_PAGE_SIZE } from './schemas';

/** is_active's labels, for the filter and the column. */
const STATUS_LABELS = { true: 'Active', false: 'Inactive' };

/** /provider 'Provider List' as a resource-kit declaration: by name, search over name, contact and e-mail. */
export const providerListScreen = areaListScreen({
  base: '/provider',
  api: providerApi,
  texts: M,
  pageSize: PROVIDER_PAGE_SIZE,
  createLabel: 'Create Provider',
  titleField: 'name',
  search: { placeholder: 'Search by name, contact or e-mail', label: 'Search providers' },
  filters: [filter.status(STATUS_LABELS, 'is_active')],
  columns: [
    column.title({ field: 'name', label: 'Name' }),
    column.text('contact_person', 'Contact Person', { sortable: true, wrap: true }),
    column.text('email', 'E-mail', { sortable: true }),
    column.status(STATUS_LABELS, { field: 'is_active', kind: 'label' }),
    column.updatedAt(),
  ],
});
