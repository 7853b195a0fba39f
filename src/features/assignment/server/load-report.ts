import type { DbOrTx } from '@/db/client';
import type { ListResult } from '@/lib/list';
import type { ListState } from '@/lib/list-url';
import { routesOf, type RoutesOf } from '@/lib/endpoint';
import { readReportQuery } from '@/server/http/report-page';
import { assignmentApi } from '../api';
import { assignmentReportScreen } from '../report-screen';
import { ResultsQuerySchema, type AssignmentDashboard, type ResultRow } from '../schemas';
import { findResults } from './find-results';
import { getDashboard } from './get-dashboard';
import { openReport, type ReportPage } from './open-report';
import { allQueries } from '@/db/all-queries';

export type ReportScreenPage =
  | Exclude<ReportPage, { state: 'ok' }>
  | (Extract<ReportPage, { state: 'ok' }> & {
      dashboard: AssignmentDashboard;
      results: ListResult<ResultRow>;
      initialState: ListState;
      /** The contract's routes the island calls (it ships no zod, decision 0073). */
      routes: RoutesOf<Pick<typeof assignmentApi, 'results' | 'dashboard' | 'download' | 'grade' | 'gradeImport'>>;
    });

/**
 * The report page on the server (issue 12, decision 0073): the header, the cards and the first page of results for
 * the address's list state, from the same use cases the API serves, so the island fetches nothing after load.
 */
export async function loadReportPage(options: {
  db: DbOrTx;
  organizationId: number;
  orgCode: string;
  id: number;
  search: URLSearchParams;
}): Promise<ReportScreenPage> {
  const { db, organizationId, id, search } = options;
  const report = await openReport({ ...options, detail: search.get('detail') });
  if (report.state !== 'ok') return report;
  const scope = Object.fromEntries(Object.entries(report.filter).filter(([, v]) => v !== null && v !== undefined));
  const { query, initialState } = readReportQuery(search, assignmentReportScreen, ResultsQuerySchema, scope);
  const [dashboard, results] = await allQueries(
    db,
    () => getDashboard({ db, organizationId, id, filter: report.filter }),
    () => findResults({ db, organizationId, id, query }),
  );
  const routes = routesOf(assignmentApi, 'results', 'dashboard', 'download', 'grade', 'gradeImport');
  return { ...report, dashboard, results, initialState, routes };
}
