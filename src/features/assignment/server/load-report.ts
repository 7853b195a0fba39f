import type { DbOrTx } from '@/db/client';
import type { ListResult } from '@/lib/list';
import type { ListState } from '@/lib/list-url';
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
      paths: { results: string; dashboard: string; download: string; grade: string; gradeImport: string };
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
  const { results: r, dashboard: d, download, grade, gradeImport } = assignmentApi;
  const paths = { results: r.path, dashboard: d.path, download: download.path, grade: grade.path, gradeImport: gradeImport.path };
  return { ...report, dashboard, results, initialState, paths };
}
