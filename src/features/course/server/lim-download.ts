import type { DbOrTx } from '@/db/client';
import type { ListQuery } from '@/lib/list';
import { xlsxResponse } from '@/server/spreadsheet/write-xlsx';
import { DEFAULT_REPORT_TZ } from '@/lib/format';
import { findLimAnswers, getLimFeedback } from './lim-feedback';

/** The answers of the Feedback Detail as an .xlsx, the list's search applied, every page at once. */
export async function downloadLimAnswers(options: { db: DbOrTx; organizationId: number; id: number; questionId: number; query: ListQuery }) {
  const detail = await getLimFeedback(options);
  const answers = await findLimAnswers({ ...options, all: true });
  const scale = detail.question.question_type === 'linear_scale';
  return xlsxResponse(`Feedback_${detail.course.id}_${detail.question.id}.xlsx`, [
    {
      name: 'Answers',
      columns: [
        { header: 'Name', key: 'full_name', width: 28 },
        { header: 'E-mail', key: 'email', width: 30 },
        { header: 'Answer', key: 'answer', width: 60 },
        // The zone in the header, as every export names it (docs/decisions/0042).
        { header: `Submitted At (${DEFAULT_REPORT_TZ})`, key: 'submitted_at', date: { tz: DEFAULT_REPORT_TZ } },
      ],
      // A linear scale's answer is the value chosen: a number cell, which sums, averages and sorts as one.
      rows: scale ? answers.results.map((r) => ({ ...r, answer: Number(r.answer) })) : answers.results,
    },
  ]);
}
