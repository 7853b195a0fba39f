import type { DbOrTx } from '@/db/client';
import { ListQuerySchema } from '@/lib/list';
import { readReportQuery } from '@/server/http/report-page';
import { courseApi } from '../api';
import { feedbackScreen } from '../feedback-screen';
import { findLimAnswers, getLimFeedback } from './lim-feedback';

/**
 * What /course/detail/{id}/feedback-lim/{questionId} renders: the question with its spread and the first page of the
 * answers read from the address, and the contract's paths the island calls for later pages and the download.
 */
export async function loadFeedbackPage(options: { db: DbOrTx; organizationId: number; id: number; questionId: number; search: URLSearchParams }) {
  const detail = await getLimFeedback(options);
  const { query, initialState } = readReportQuery(options.search, feedbackScreen, ListQuerySchema, {});
  const answers = await findLimAnswers({ ...options, query });
  return { detail, answers, initialState, paths: { answers: courseApi.feedbackAnswers.path, download: courseApi.feedbackDownload.path } };
}
