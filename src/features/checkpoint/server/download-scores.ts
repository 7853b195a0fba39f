import type { DbOrTx } from '@/db/client';
import { DEFAULT_REPORT_TZ, formatDate } from '@/lib/format';
import { xlsxResponse, type SheetColumn } from '@/server/spreadsheet/write-xlsx';
import { levelLabel } from '../levels';
import { findCompetencies, findInvited } from './batch-scores';

const metText = (met: boolean | null) => (met === null ? 'Not scored' : met ? 'Met' : 'Not met');

/**
 * Checkpoint_scores_<id>_<batch>_<stamp>.xlsx: every invited person of the batch with, per competency, the final
 * score by the checkpoint's rule and whether it meets the required level, then the overall result.
 */
export async function downloadScores(options: { db: DbOrTx; organizationId: number; id: number; batchId: number }): Promise<Response> {
  const tz = DEFAULT_REPORT_TZ;
  const competencies = await findCompetencies(options);
  const { results } = await findInvited({ ...options, query: { page: 1, page_size: 1 }, all: true });
  const columns: SheetColumn[] = [
    { header: 'NIK', key: 'nik', width: 16, text: true },
    { header: 'Name', key: 'name', width: 28 },
    { header: 'Email', key: 'email', width: 32 },
    { header: 'Job Position', key: 'position', width: 24 },
    ...competencies.flatMap((c): SheetColumn[] => [
      { header: `${c.code} Score (required ${c.required_level})`, key: `score_${c.id}`, width: 24 },
      { header: `${c.code} Result`, key: `met_${c.id}`, width: 14 },
    ]),
    { header: 'Overall', key: 'overall', width: 14 },
    { header: `Last Scored (${tz})`, key: 'last', width: 22, date: { tz } },
  ];
  const rows = results.map((r) => ({
    nik: r.nik,
    name: r.name,
    email: r.email,
    position: r.position,
    ...Object.fromEntries(
      r.scores.flatMap((s) => [
        [`score_${s.competency_id}`, s.level === null ? null : levelLabel(s.level)],
        [`met_${s.competency_id}`, metText(s.met)],
      ]),
    ),
    overall: metText(r.met_all),
    last: r.last_scored_at,
  }));
  const stamp = formatDate(new Date().toISOString(), 'YYYYMMDD_HHmm', tz);
  return xlsxResponse(`Checkpoint_scores_${options.id}_${options.batchId}_${stamp}.xlsx`, [{ name: 'Checkpoint Scores', columns, rows }]);
}
