import type { DbOrTx } from '@/db/client';
import type { Organization } from '@/db/schema';
import { ResultsQuerySchema, type ReportDetail, type ResultsQuery } from '../schemas';
import { findResults } from './find-results';
import { getDashboard } from './get-dashboard';
import { loadQuiz } from './load-quiz';
import { openQuizReport } from './report-link';

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
    };

/** The result report page: the decrypted placement, its summary and the first page of results. */
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
  const own = Object.fromEntries(
    [...options.search.entries()].filter(([k, v]) => ['keyword', 'status', 'min_score', 'max_score', 'page', 'sort_by', 'order_by'].includes(k) && v !== ''),
  );
  const parsed = ResultsQuerySchema.safeParse({ ...own, page_size: 10, relation_id: detail.relation_id, module_type: detail.module_type });
  const query: ResultsQuery = parsed.success ? parsed.data : ResultsQuerySchema.parse({ page_size: 10, relation_id: detail.relation_id });
  const [dashboard, results] = await Promise.all([
    getDashboard({
      db,
      organizationId: org.id,
      quizId,
      query: { ...query, keyword: undefined, status: undefined, min_score: undefined, max_score: undefined },
    }),
    findResults({ db, organizationId: org.id, quizId, query }),
  ]);
  return { state: 'ok', quizId, detail, token, dashboard, results };
}
