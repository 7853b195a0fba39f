import { auditColumns, column, listEndpoints, rowActions, type ListScreen } from '@/lib/list-kit';
import { quizApi } from './api';
import { QUIZ_CONSTANTS } from './constants';
import { quizMessages as m } from './messages';

/** 'Quiz List' (spec 001 §2) as a resource-kit declaration (decision 0007); `base` keeps links in the route family the user came from. */
export const quizListScreen = (base: '/content-quiz' | '/quiz'): ListScreen => ({
  label: m.listHeader,
  pageSize: 10,
  sortStyle: 'sort_by',
  numbering: 'none',
  search: { placeholder: m.searchPlaceholder, label: m.searchPlaceholder },
  filters: [
    { kind: 'date-range', start: 'startDate', end: 'endDate', label: 'Date Range', placeholder: m.dateRangePlaceholder, clearable: true },
    { kind: 'select', key: 'questionType', label: m.questionTypeFilter, options: QUIZ_CONSTANTS.list_question_types },
  ],
  resetLabel: m.resetFilter,
  columns: [
    column.title({ href: `${base}/detail/:id` }),
    { id: 'question_type', label: 'Question Type', sortKey: 'question_type', cell: { kind: 'text', field: 'question_type_label' } },
    ...auditColumns(),
  ],
  actions: rowActions(base, ['detail', 'edit', 'delete']),
  endpoints: listEndpoints(quizApi),
  messages: {
    listFailed: m.failedGetQuizzes,
    listFailedAs: 'toast',
    empty: m.noData,
    deleteTitle: m.deleteTitle,
    deleteText: '{title}',
    deleteCancel: 'Cancel',
    deleted: m.deleteSuccess,
    deletedTitle: m.deleteSuccessTitle,
    deletedFromServer: true,
    deleteFailed: m.deleteFailed,
    deleteFailedTitle: m.deleteFailedTitle,
    deleteFailedFromServer: true,
  },
});
