import type { DbOrTx } from '@/db/client';
import { AppError } from '@/server/http/app-error';
import { programApi } from '../api';
import { LimFeedbackQuerySchema, type LimFeedbackQuery } from '../schemas';
import { findProgramLimAnswers, getProgramLimFeedback } from './lim-feedback';

/**
 * What /program/detail/{id}/feedback-lim/{questionId} renders (decision 0157): the question with its spread and a page
 * of the answers, for the batch and search the address names (a GET form, no script). A page number or batch the
 * address cannot name is read as the first page / every batch, never an error screen.
 */
export async function loadProgramFeedbackPage(options: { db: DbOrTx; organizationId: number; id: number; questionId: number; search: URLSearchParams }) {
  const { search } = options;
  const parsed = LimFeedbackQuerySchema.safeParse({
    page: search.get('page') ?? undefined,
    keyword: search.get('keyword') || undefined,
    batch_id: search.get('batch_id') || undefined,
  });
  let query: LimFeedbackQuery = parsed.success ? parsed.data : LimFeedbackQuerySchema.parse({});
  let detail;
  try {
    detail = await getProgramLimFeedback({ ...options, query });
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'VALIDATION')) throw err;
    query = { ...query, batch_id: undefined };
    detail = await getProgramLimFeedback({ ...options, query });
  }
  const answers = await findProgramLimAnswers({ ...options, query });
  const address = new URLSearchParams();
  if (query.batch_id) address.set('batch_id', String(query.batch_id));
  if (query.keyword) address.set('keyword', query.keyword);
  const download = `${programApi.limDownload.path.replace(':id', String(options.id)).replace(':questionId', String(options.questionId))}?${address}`;
  return { detail, answers, first: (query.page - 1) * query.page_size, keyword: query.keyword ?? '', query: Object.fromEntries(address), download };
}
