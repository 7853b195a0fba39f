import { auditColumns, column, filter, listEndpoints, optionsOf, rowActions, type ListScreen } from '@/lib/list-kit';
import { assignmentApi } from './api';
import { assignmentMessages as M } from './messages';

/** /assignment 'Assignment List' (spec 002 §2) as a resource-kit declaration (decision 0007). */
export const assignmentListScreen: ListScreen = {
  label: 'Assignment List',
  pageSize: 10,
  sortStyle: 'order_type',
  search: { placeholder: M.searchList },
  filters: [
    filter.dateRange('Date'),
    { kind: 'select', key: 'assignment_type', label: 'Assignment Type', options: optionsOf({ individual: 'Individual', group: 'Group' }) },
  ],
  columns: [
    column.title({ href: '/assignment/detail/:id' }),
    column.text('submitted', 'Submitted', { sortable: true }),
    {
      id: 'assignment_type',
      label: 'Assignment Type',
      sortKey: 'assignment_type',
      cell: { kind: 'label', field: 'assignment_type', labels: { group: 'Group' }, fallback: 'Individual' },
    },
    ...auditColumns('Created by'),
  ],
  actions: rowActions('/assignment'),
  create: { label: 'Create Assignment', href: '/assignment/create' },
  endpoints: listEndpoints(assignmentApi),
  messages: {
    listFailed: M.listFailed,
    deleteTitle: 'Delete Assignment',
    deleteText: 'Are you sure you want to delete {title}?',
    deleted: M.deleteSuccess,
    deleteFailed: M.deleteFailed,
    deleteFailedFromServer: true,
  },
};
