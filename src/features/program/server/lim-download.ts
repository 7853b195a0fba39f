import type { DbOrTx } from '@/db/client';
import { DEFAULT_REPORT_TZ } from '@/lib/format';
import { xlsxResponse } from '@/server/spreadsheet/write-xlsx';
import type { LimFeedbackQuery } from '../schemas';
import { findProgramLimAnswers, getProgramLimFeedback } from './lim-feedback';

/** GET /programs/{id}/feedback-lim/{questionId}/download: every answer matching the batch and search, as an .xlsx (decision 0157). */
export async function downloadProgramLimAnswers(options: { db: DbOrTx; organizationId: number; id: number; questionId: number; query: LimFeedbackQuery }) {
  const detail = await getProgramLimFeedback(options);
  const answers = await findProgramLimAnswers({ ...options, all: true });
  const scale = detail.question.question_type === 'linear_scale';
  return xlsxResponse(`Feedback_Program_${detail.program.id}_${detail.question.id}.xlsx`, [
    {
      name: 'Answers',
      columns: [
        { header: 'Name', key: 'full_name', width: 28 },
        { header: 'E-mail', key: 'email', width: 30 },
        { header: 'Batch', key: 'batch', width: 24 },
        { header: 'Answer', key: 'answer', width: 60 },
        // The zone in the header, as every export names it (docs/decisions/0042).
        { header: `Submitted At (${DEFAULT_REPORT_TZ})`, key: 'submitted_at', date: { tz: DEFAULT_REPORT_TZ } },
      ],
      // A linear scale's answer is the value chosen: a number cell, which sums, averages and sorts as one.
      rows: scale ? answers.results.map((r) => ({ ...r, answer: Number(r.answer) })) : answers.results,
    },
  ]);
}
