import type { ReportScreen } from '@/lib/report-screen';

/** The Feedback Detail's answers list in the URL: 10 a page, search only (read alike by the page and the island). */
export const feedbackScreen: ReportScreen = { pageSize: 10, filterKeys: [] };
