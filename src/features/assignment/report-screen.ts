import type { ReportScreen } from '@/lib/report-screen';

/** The assignment result report's list (spec 002 §2): 10 rows, Status and date range filters, order_by/order_type. */
export const assignmentReportScreen = {
  pageSize: 10,
  filterKeys: ['status', 'start_date', 'end_date'],
  sortStyle: 'order_type',
} as const satisfies ReportScreen;
