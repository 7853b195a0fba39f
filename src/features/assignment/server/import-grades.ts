import { unneutralise } from '@/server/spreadsheet/neutralise';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { placements, users } from '@/db/schema';
import { assignmentResults } from '@/db/schema/assignment';
import { AppError } from '@/server/http/app-error';
import { readSheet } from '@/server/spreadsheet/read-sheet';
import { assignmentMessages } from '../messages';
import type { ImportPreview, ImportPreviewRow, ImportRowError } from '../schemas';
import { statusForScore } from './grade-results';
import { loadAssignment, passGradeOf } from './load';

const MAX_ERRORS = 100;
const norm = (h: string) => h.trim().toLowerCase();
/** The columns the import reads (docs/decisions/0042): a formula anywhere else (a learner's name) is only text. */
const READ_COLUMNS = ['id', 'nik', 'score', 'version'];

/**
 * Reads a filled-in report (xlsx, csv or xls, judged by content) and answers the preview. It never writes:
 * every row is checked and any error answers the row-level list; blank scores leave a grade unchanged;
 * rows whose grade changed after the download are flagged stale (docs/decisions/0032).
 */
export async function importGrades(options: { db: DbOrTx; organizationId: number; id: number; bytes: Buffer; userId?: number }): Promise<ImportPreview> {
  const { db, organizationId, id } = options;
  await loadAssignment(db, organizationId, id);
  // One import at a time per user (issue 14): a second one while this sheet is read is refused with 429.
  const sheet = await readSheet(options.bytes, undefined, `grade-import:${organizationId}:${options.userId ?? ''}`, {
    reads: (header) => READ_COLUMNS.includes(norm(header)),
  });
  const headers = sheet.headers.map(norm);
  const col = { id: headers.indexOf('id'), nik: headers.indexOf('nik'), score: headers.indexOf('score'), version: headers.indexOf('version') };
  if (col.id < 0 || col.score < 0) {
    throw new AppError('VALIDATION', 'The file is not an assignment report: the ID and Score columns are missing.', { title: 'Invalid File' });
  }
  const known = await db
    .select({
      id: assignmentResults.id,
      version: assignmentResults.version,
      score: assignmentResults.score,
      status: assignmentResults.status,
      settings: placements.settings,
      nik: users.nik,
      name: users.fullName,
      email: users.email,
    })
    .from(assignmentResults)
    .innerJoin(users, eq(users.id, assignmentResults.userId))
    .innerJoin(placements, eq(placements.id, assignmentResults.placementId))
    .where(and(eq(assignmentResults.organizationId, organizationId), eq(assignmentResults.assignmentId, id)));
  const byId = new Map(known.map((k) => [k.id, k]));
  const errors: ImportRowError[] = [];
  const firstRow = new Map<number, number>();
  const results: ImportPreviewRow[] = [];
  let skipped = 0;
  sheet.rows.forEach((cells, i) => {
    const rowNo = sheet.rowNumbers[i] ?? i + 2;
    const fail = (message: string) => errors.push({ row: rowNo, message: `Row ${rowNo}: ${message}` });
    const rawId = cells[col.id]?.trim() ?? '';
    const rid = /^\d{1,10}$/.test(rawId) ? Number(rawId) : NaN;
    const k = byId.get(rid);
    if (!k) return fail(`unknown participant (ID '${rawId.slice(0, 20)}')`);
    // The template wrote a NIK such as +62812 as '+62812 (formula neutralising): read back as it was.
    if (col.nik >= 0 && unneutralise(cells[col.nik]?.trim() ?? '') !== (k.nik ?? '')) return fail(`unknown participant (NIK does not match ID ${rid})`);
    if (firstRow.has(rid)) return fail(`duplicated row (same participant as row ${firstRow.get(rid)})`);
    firstRow.set(rid, rowNo);
    const rawScore = cells[col.score]?.trim() ?? '';
    if (rawScore === '' || rawScore === '-') {
      skipped++;
      return;
    }
    if (!/^-?\d+([.,]\d+)?$/.test(rawScore)) return fail(`score '${rawScore.slice(0, 20)}' is not a number`);
    const score = Number(rawScore.replace(',', '.'));
    if (score < 0 || score > 100) return fail(`score ${score} is out of range (0 to 100)`);
    const rawVersion = col.version >= 0 ? (cells[col.version]?.trim() ?? '') : '';
    // With a Version column, its value is what guards against overwriting a newer grade: it must be readable.
    if (col.version >= 0 && !/^\d{1,9}$/.test(rawVersion))
      return fail(`version '${rawVersion.slice(0, 20)}' is not a whole number (download the template again)`);
    const fileVersion = col.version >= 0 ? Number(rawVersion) : null;
    // A score equal to the stored one (status included) changes nothing: shown as unchanged and never written (gradeResults
    // skips it too), so it is never stale either (issue 13 item 6).
    const unchanged = k.score !== null && k.score === score && k.status === statusForScore(score, passGradeOf(k.settings));
    results.push({
      id: k.id,
      nik: k.nik,
      name: k.name,
      email: k.email,
      score,
      previous_score: k.score,
      version: fileVersion ?? k.version,
      stale: !unchanged && fileVersion !== null && fileVersion !== k.version,
      status: unchanged ? 'unchanged' : 'changed',
    });
  });
  if (errors.length) {
    throw new AppError('VALIDATION', assignmentMessages.importRowErrors, {
      title: 'Import Failed',
      details: errors.slice(0, MAX_ERRORS).map((e) => ({ field: `row ${e.row}`, message: e.message })),
    });
  }
  if (results.length === 0) throw new AppError('VALIDATION', 'The file has no score to import.', { title: 'Import Failed' });
  const unchanged = results.filter((r) => r.status === 'unchanged').length;
  return { results, stale: results.filter((r) => r.stale).length, skipped, changed: results.length - unchanged, unchanged };
}
