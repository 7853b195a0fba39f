import type { DbOrTx } from '@/db/client';
import type { Organization } from '@/db/schema';
import type { ListState } from '@/lib/list-url';
import { routesOf, type RoutesOf } from '@/lib/endpoint';
import { readReportQuery } from '@/server/http/report-page';
import { quizApi } from '../api';
import { quizReportScreen } from '../report-screen';
import { ResultsQuerySchema, type ReportDetail } from '../schemas';
import { findResults } from './find-results';
import { getDashboard } from './get-dashboard';
import { loadQuiz } from './load-quiz';
import { openQuizReport } from './report-link';
import { allQueries } from '@/db/all-queries';

export type ReportPage =
  | { state: 'missing'; quizId: number }
  | { state: 'invalid'; quizId: number }
  | {
      state: 'ok';
      quizId: number;
      detail: ReportDetail;
      token: string;
      dashboard: Awaited<ReturnType<typeof getDashboard>>;
      results: Awaited<ReturnType<typeof findResults>>;
      /** The list state read from the address (page, keyword, sorting, filters), as the island reads it. */
      initialState: ListState;
      /** The contract's routes the island calls (it ships no zod, decision 0073). */
      routes: RoutesOf<Pick<typeof quizApi, 'results' | 'download'>>;
    };

/** The result report page: the decrypted placement, its summary and the first page of results for the address's list state. */
export async function getReport(options: {
  db: DbOrTx;
  org: Organization;
  quizId: number;
  token: string | null;
  search: URLSearchParams;
}): Promise<ReportPage> {
  const { db, org, quizId, token } = options;
  await loadQuiz(db, org.id, quizId);
  if (!token) return { state: 'missing', quizId };
  const detail = await openQuizReport(db, org, token);
  if (!detail) return { state: 'invalid', quizId };
  const scope = { relation_id: detail.relation_id, module_type: detail.module_type };
  const { query, initialState } = readReportQuery(options.search, quizReportScreen, ResultsQuerySchema, scope);
  const [dashboard, results] = await allQueries(
    db,
    () =>
      getDashboard({
        db,
        organizationId: org.id,
        quizId,
        query: { ...query, keyword: undefined, status: undefined, min_score: undefined, max_score: undefined },
      }),
    () => findResults({ db, organizationId: org.id, quizId, query }),
  );
  return { state: 'ok', quizId, detail, token, dashboard, results, initialState, routes: routesOf(quizApi, 'results', 'download') };
}
