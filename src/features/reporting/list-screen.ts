import { column, filter, type ListFilter, type ListScreen } from '@/lib/list-kit';
import { apiPath } from '@/lib/endpoint';
import { reportingApi } from './api';
import { COURSE_STATUS_LABELS, LEARNER_STATUS_LABELS, reportingMessages as M } from './messages';
import type { ReportFilterOptions } from './server/filter-options';

const REPORT_PAGE_SIZE = 10;

const numberColumn = (id: string, label: string) => column.text(id, label, { field: id });

/** The people filters every report keeps in its address: the enrolment date range, division and company. */
const peopleFilters = (o: Pick<ReportFilterOptions, 'divisions' | 'companies'>): ListFilter[] => [
  filter.dateRange('Enrolled', { placeholder: 'Enrolment date', clearable: true }),
  filter.select('division_id', 'Division', o.divisions),
  filter.select('company_id', 'Company', o.companies),
];

/** /reporting/course-report: the courses with their figures, the filters in the URL and the filtered download. */
export function courseReportScreen(o: ReportFilterOptions): ListScreen {
  return {
    label: M.courseListTitle,
    pageSize: REPORT_PAGE_SIZE,
    sortStyle: 'order_type',
    search: { placeholder: 'Search by title', label: 'Search courses' },
    filters: [...peopleFilters(o), filter.category(o.categories), filter.status(COURSE_STATUS_LABELS)],
    columns: [
      column.title({ href: '/reporting/course-report/detail/:id' }),
      column.text('category', 'Category', { field: 'category' }),
      column.status(COURSE_STATUS_LABELS),
      numberColumn('participants', 'Participants'),
      numberColumn('completed', 'Completed'),
      numberColumn('completion_rate', 'Completion Rate (%)'),
      numberColumn('average_score', 'Average Score'),
    ],
    links: [{ label: M.download, href: reportingApi.courseDownload.path, withQuery: true, download: true }],
    endpoints: { list: reportingApi.courseList.path },
    messages: { listFailed: M.courseListFailed },
  };
}

/** /reporting/course-report/detail/:id: the course's learners, searchable, sortable, filtered and downloadable. */
export function courseLearnersScreen(id: number, o: ReportFilterOptions): ListScreen {
  return {
    label: M.learnersTitle,
    pageSize: REPORT_PAGE_SIZE,
    sortStyle: 'order_type',
    titleField: 'full_name',
    search: { placeholder: 'Search by name or email', label: 'Search learners' },
    filters: [...peopleFilters(o), filter.status(LEARNER_STATUS_LABELS)],
    columns: [
      { id: 'full_name', label: 'Name', sortKey: 'full_name', cell: { kind: 'text', field: 'full_name' }, wrap: true },
      { id: 'email', label: 'Email', sortKey: 'email', cell: { kind: 'text', field: 'email' } },
      column.text('division', 'Division', { field: 'division' }),
      column.text('company', 'Company', { field: 'company' }),
      column.date('enrolled_at', 'Enrolled'),
      { id: 'status', label: 'Status', cell: { kind: 'badge', field: 'status', labels: LEARNER_STATUS_LABELS } },
      { id: 'progress', label: 'Progress (%)', sortKey: 'progress', cell: { kind: 'text', field: 'progress' } },
      { id: 'average_score', label: 'Average Score', sortKey: 'average_score', cell: { kind: 'text', field: 'average_score' } },
      column.date('completed_at', 'Completed'),
    ],
    links: [{ label: M.download, href: apiPath(reportingApi.courseLearnersDownload.path, { id }), withQuery: true, download: true }],
    endpoints: { list: apiPath(reportingApi.courseLearners.path, { id }) },
    messages: { listFailed: M.learnersFailed },
  };
}
