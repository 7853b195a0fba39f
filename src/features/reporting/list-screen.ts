import { column, filter, type ListFilter, type ListScreen, type SelectOptionData } from '@/lib/list-kit';
import { apiPath } from '@/lib/endpoint';
import { reportingApi } from './api';
import {
  CHECKPOINT_RESULT_LABELS,
  CHECKPOINT_STATUS_LABELS,
  ISSUE_CATEGORY_LABELS,
  ISSUE_STATUS_LABELS,
  COURSE_STATUS_LABELS,
  LEARNER_STATUS_LABELS,
  PROGRAM_LEVEL_LABELS,
  PROGRAM_STATUS_LABELS,
  WEBINAR_ATTENDANCE_LABELS,
  WEBINAR_STATUS_LABELS,
  reportingMessages as M,
} from './messages';
import type { ReportFilterOptions } from './server/filter-options';

const REPORT_PAGE_SIZE = 10;

const numberColumn = (id: string, label: string) => column.text(id, label, { field: id });

/** The people filters every report keeps in its address: the enrolment date range, division and company. */
const peopleFilters = (o: Pick<ReportFilterOptions, 'divisions' | 'companies'>, date = { label: 'Enrolled', placeholder: 'Enrolment date' }): ListFilter[] => [
  filter.dateRange(date.label, { placeholder: date.placeholder, clearable: true }),
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

const INVITED = { label: 'Invited', placeholder: 'Invitation date' };

/** /reporting/checkpoint-report: the checkpoints with their figures, the filters in the URL and the filtered download. */
export function checkpointReportScreen(o: ReportFilterOptions): ListScreen {
  return {
    label: M.checkpointListTitle,
    pageSize: REPORT_PAGE_SIZE,
    sortStyle: 'order_type',
    search: { placeholder: 'Search by title', label: 'Search checkpoints' },
    filters: [...peopleFilters(o, INVITED), filter.status(CHECKPOINT_STATUS_LABELS)],
    columns: [
      column.title({ href: '/reporting/checkpoint-report/detail/:id' }),
      column.status(CHECKPOINT_STATUS_LABELS),
      numberColumn('competencies', 'Competencies'),
      numberColumn('participants', 'Participants'),
      numberColumn('assessed', 'Assessed'),
      numberColumn('met', 'Met'),
      numberColumn('met_rate', 'Met Rate (%)'),
    ],
    links: [{ label: M.download, href: reportingApi.checkpointDownload.path, withQuery: true, download: true }],
    endpoints: { list: reportingApi.checkpointList.path },
    messages: { listFailed: M.checkpointListFailed },
  };
}

/** /reporting/checkpoint-report/detail/:id: the checkpoint's invited learners per batch, searchable, sortable, filtered, downloadable. */
export function checkpointLearnersScreen(id: number, o: ReportFilterOptions & { batches: SelectOptionData[] }): ListScreen {
  return {
    label: M.learnersTitle,
    pageSize: REPORT_PAGE_SIZE,
    sortStyle: 'order_type',
    titleField: 'full_name',
    search: { placeholder: 'Search by name or email', label: 'Search learners' },
    filters: [...peopleFilters(o, INVITED), filter.select('batch_id', 'Batch', o.batches), filter.select('status', 'Result', CHECKPOINT_RESULT_LABELS)],
    columns: [
      { id: 'full_name', label: 'Name', sortKey: 'full_name', cell: { kind: 'text', field: 'full_name' }, wrap: true },
      { id: 'email', label: 'Email', sortKey: 'email', cell: { kind: 'text', field: 'email' } },
      column.text('division', 'Division', { field: 'division' }),
      { id: 'batch', label: 'Batch', sortKey: 'batch', cell: { kind: 'text', field: 'batch' } },
      column.date('invited_at', 'Invited'),
      { id: 'met', label: 'Competencies Met', sortKey: 'met', cell: { kind: 'text', field: 'met' } },
      { id: 'average_level', label: 'Average Level', sortKey: 'average_level', cell: { kind: 'text', field: 'average_level' } },
      { id: 'status', label: 'Result', cell: { kind: 'badge', field: 'status', labels: CHECKPOINT_RESULT_LABELS } },
      column.date('last_scored_at', 'Last Scored'),
    ],
    links: [{ label: M.download, href: apiPath(reportingApi.checkpointLearnersDownload.path, { id }), withQuery: true, download: true }],
    endpoints: { list: apiPath(reportingApi.checkpointLearners.path, { id }) },
    messages: { listFailed: M.checkpointLearnersFailed },
  };
}

const REGISTERED = { label: 'Registered', placeholder: 'Registration date' };

/** /reporting/webinar-report: the webinars with the attendance of the live event made from each (decision 0154). */
export function webinarReportScreen(o: ReportFilterOptions): ListScreen {
  return {
    label: M.webinarListTitle,
    pageSize: REPORT_PAGE_SIZE,
    sortStyle: 'order_type',
    search: { placeholder: 'Search by title', label: 'Search webinars' },
    filters: [...peopleFilters(o, REGISTERED), filter.category(o.categories), filter.status(WEBINAR_STATUS_LABELS)],
    columns: [
      column.title({ href: '/reporting/webinar-report/detail/:id' }),
      column.text('category', 'Category', { field: 'category' }),
      column.status(WEBINAR_STATUS_LABELS),
      column.date('start_at', 'Starts'),
      column.text('live_event', 'Live Event', { field: 'live_event' }),
      numberColumn('registered', 'Registered'),
      numberColumn('waiting', 'Waiting'),
      numberColumn('attended', 'Attended'),
      numberColumn('attendance_rate', 'Attendance Rate (%)'),
    ],
    links: [{ label: M.download, href: reportingApi.webinarDownload.path, withQuery: true, download: true }],
    endpoints: { list: reportingApi.webinarList.path },
    messages: { listFailed: M.webinarListFailed },
  };
}

/** /reporting/webinar-report/detail/:id: the registrants of the webinar's live event, searchable, sortable, filtered, downloadable. */
export function webinarLearnersScreen(id: number, o: ReportFilterOptions): ListScreen {
  return {
    label: 'Registrants',
    pageSize: REPORT_PAGE_SIZE,
    sortStyle: 'order_type',
    titleField: 'full_name',
    search: { placeholder: 'Search by name or email', label: 'Search registrants' },
    filters: [...peopleFilters(o, REGISTERED), filter.select('status', 'Attendance', WEBINAR_ATTENDANCE_LABELS)],
    columns: [
      { id: 'full_name', label: 'Name', sortKey: 'full_name', cell: { kind: 'text', field: 'full_name' }, wrap: true },
      { id: 'email', label: 'Email', sortKey: 'email', cell: { kind: 'text', field: 'email' } },
      column.text('division', 'Division', { field: 'division' }),
      column.text('company', 'Company', { field: 'company' }),
      column.date('registered_at', 'Registered'),
      { id: 'status', label: 'Attendance', cell: { kind: 'badge', field: 'status', labels: WEBINAR_ATTENDANCE_LABELS } },
      column.date('attended_at', 'Checked In'),
    ],
    links: [{ label: M.download, href: apiPath(reportingApi.webinarLearnersDownload.path, { id }), withQuery: true, download: true }],
    endpoints: { list: apiPath(reportingApi.webinarLearners.path, { id }) },
    messages: { listFailed: M.webinarLearnersFailed },
  };
}

/** /reporting/program-report: the programs with their figures, the filters in the URL and the filtered download (decision 0155). */
export function programReportScreen(o: ReportFilterOptions): ListScreen {
  return {
    label: M.programListTitle,
    pageSize: REPORT_PAGE_SIZE,
    sortStyle: 'order_type',
    search: { placeholder: 'Search by title', label: 'Search programs' },
    filters: [
      ...peopleFilters(o, INVITED),
      filter.category(o.categories),
      filter.select('level', 'Level', PROGRAM_LEVEL_LABELS),
      filter.status(PROGRAM_STATUS_LABELS),
    ],
    columns: [
      column.title({ href: '/reporting/program-report/detail/:id' }),
      column.text('category', 'Category', { field: 'category' }),
      { id: 'level', label: 'Level', sortKey: 'level', cell: { kind: 'label', field: 'level', labels: PROGRAM_LEVEL_LABELS } },
      column.status(PROGRAM_STATUS_LABELS),
      numberColumn('batches', 'Batches'),
      numberColumn('invited', 'Invited'),
      numberColumn('waiting', 'Waiting'),
      numberColumn('completed', 'Completed'),
      numberColumn('completion_rate', 'Completion Rate (%)'),
      numberColumn('average_score', 'Average Score'),
    ],
    links: [{ label: M.download, href: reportingApi.programDownload.path, withQuery: true, download: true }],
    endpoints: { list: reportingApi.programList.path },
    messages: { listFailed: M.programListFailed },
  };
}

/** /reporting/program-report/detail/:id: the program's invited learners with their batch, searchable, sortable, filtered, downloadable. */
export function programLearnersScreen(id: number, o: ReportFilterOptions & { batches: SelectOptionData[] }): ListScreen {
  return {
    label: M.learnersTitle,
    pageSize: REPORT_PAGE_SIZE,
    sortStyle: 'order_type',
    titleField: 'full_name',
    search: { placeholder: 'Search by name or email', label: 'Search learners' },
    filters: [...peopleFilters(o, INVITED), filter.select('batch_id', 'Batch', o.batches), filter.status(LEARNER_STATUS_LABELS)],
    columns: [
      { id: 'full_name', label: 'Name', sortKey: 'full_name', cell: { kind: 'text', field: 'full_name' }, wrap: true },
      { id: 'email', label: 'Email', sortKey: 'email', cell: { kind: 'text', field: 'email' } },
      column.text('division', 'Division', { field: 'division' }),
      { id: 'batch', label: 'Batch', sortKey: 'batch', cell: { kind: 'text', field: 'batch' } },
      column.date('invited_at', 'Invited'),
      { id: 'status', label: 'Status', cell: { kind: 'badge', field: 'status', labels: LEARNER_STATUS_LABELS } },
      { id: 'progress', label: 'Progress (%)', sortKey: 'progress', cell: { kind: 'text', field: 'progress' } },
      { id: 'average_score', label: 'Average Score', sortKey: 'average_score', cell: { kind: 'text', field: 'average_score' } },
      column.date('completed_at', 'Completed'),
    ],
    links: [{ label: M.download, href: apiPath(reportingApi.programLearnersDownload.path, { id }), withQuery: true, download: true }],
    endpoints: { list: apiPath(reportingApi.programLearners.path, { id }) },
    messages: { listFailed: M.programLearnersFailed },
  };
}

/** /reporting/issue-report: the reported issues, open first, with the filters in the URL and the filtered download (decision 0143). */
export function issueReportScreen(o: ReportFilterOptions): ListScreen {
  return {
    label: M.issueListTitle,
    pageSize: REPORT_PAGE_SIZE,
    sortStyle: 'order_type',
    search: { placeholder: 'Search by content or description', label: 'Search issues' },
    filters: [
      ...peopleFilters(o, { label: 'Reported', placeholder: 'Report date' }),
      filter.select('category', 'Category', ISSUE_CATEGORY_LABELS),
      filter.status(ISSUE_STATUS_LABELS),
    ],
    columns: [
      {
        id: 'content_title',
        label: 'Content',
        sortKey: 'content_title',
        cell: { kind: 'link', field: 'content_title', href: '/reporting/issue-report/detail/:id' },
        wrap: true,
      },
      column.text('content_type_label', 'Type', { field: 'content_type_label' }),
      { id: 'category', label: 'Category', sortKey: 'category', cell: { kind: 'label', field: 'category', labels: ISSUE_CATEGORY_LABELS } },
      column.status(ISSUE_STATUS_LABELS),
      column.text('reporter', 'Reported By', { field: 'reporter' }),
      column.text('assignee', 'Assignee', { field: 'assignee' }),
      column.date('created_at', 'Reported'),
      column.date('updated_at', 'Last Update'),
    ],
    links: [{ label: M.download, href: reportingApi.issueDownload.path, withQuery: true, download: true }],
    endpoints: { list: reportingApi.issueList.path },
    messages: { listFailed: M.issueListFailed },
  };
}
