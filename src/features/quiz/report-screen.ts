import type { ReportScreen } from '@/lib/report-screen';

/** The quiz result report's list (spec 001 §2): 10 rows, Status and Min/Max Score filters, sort_by/order_by. */
export const quizReportScreen = { pageSize: 10, filterKeys: ['status', 'min_score', 'max_score'], sortStyle: 'sort_by' } as const satisfies ReportScreen;
