import { AppError, type FieldMessage } from '@/server/http/app-error';
import { readSheet } from '@/server/spreadsheet/read-sheet';
import { sanitizeRichText } from '@/server/sanitize';
import { LIM3_OBJECTIVES, LIM3_START_OBJECTIVE, MAX_ESSAY_SCORE, MAX_SCORE, OPTION_CODES, type Objective, type QuestionType } from '../constants';
import { quizMessages } from '../messages';
import type { ImportedQuestion } from '../schemas';

/** The template's columns; the import reads them by header name (case-insensitive), in any order. */
export const TEMPLATE_HEADERS = [
  'Question',
  'Score',
  'Option A',
  'Option B',
  'Option C',
  'Option D',
  'Option E',
  'Correct Answer',
  'Scale Start',
  'Scale End',
  'Start Label',
  'End Label',
  'Objective',
  'Needs Review',
] as const;

/** The optional Needs Review column: Yes/No (also True/False, 1/0); empty is No. */
const YES = ['yes', 'y', 'true', '1'];
const NO = ['', 'no', 'n', 'false', '0'];

/** lim1, lim3 and linear_scale import as linear scales; lim2 as essays (docs/decisions/0011). */
function importTarget(type: string): QuestionType {
  if (type === 'lim1' || type === 'lim3') return 'linear_scale';
  if (type === 'lim2') return 'essay';
  return type as QuestionType;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The columns a question type reads (lower case): a formula in any other column of the template (an Objective left
 * in a multiple choice file, a scale in an essay file) is read past as text (docs/decisions/0111).
 */
function columnsRead(type: string, target: QuestionType): Set<string> {
  const read = ['Question', 'Score', 'Needs Review'];
  if (target === 'essay') read.push('Option A');
  else if (target === 'true_false') read.push('Correct Answer');
  else if (target === 'linear_scale') read.push('Scale Start', 'Scale End', 'Start Label', 'End Label');
  else read.push(...OPTION_CODES.map((c) => `Option ${c}`), 'Correct Answer');
  if (type === 'lim3') read.push('Objective');
  return new Set(read.map((h) => h.toLowerCase()));
}

/**
 * Parses a question sheet (xlsx, csv or xls) into questions of one type. Every bad row is reported with its row
 * number and reason; when any row is bad nothing is returned (and nothing is written: the form saves later).
 */
export async function importQuestions(options: { bytes: Buffer; type: string; owner?: string }): Promise<ImportedQuestion[]> {
  const target = importTarget(options.type);
  const read = columnsRead(options.type, target);
  const sheet = await readSheet(
    options.bytes,
    {
      maxBytes: 5 * 1024 * 1024,
      maxRows: 1000,
      maxUncompressedBytes: 24 * 1024 * 1024,
      maxEntryBytes: 16 * 1024 * 1024,
      maxEntries: 100,
      maxHeapMb: 192,
      maxMillis: 20_000,
    },
    `quiz-import:${options.owner ?? ''}`,
    { reads: (header) => read.has(header.toLowerCase()) },
  );
  const col = new Map(sheet.headers.map((h, i) => [h.toLowerCase(), i]));
  if (!col.has('question')) throw new AppError('VALIDATION', quizMessages.importFailed, { details: [{ message: 'Row 1: the column Question is missing' }] });
  const errors: FieldMessage[] = [];
  const out: ImportedQuestion[] = [];
  sheet.rows.forEach((cells, i) => {
    const rowNo = sheet.rowNumbers[i] ?? i + 2;
    const get = (h: string) => (col.has(h.toLowerCase()) ? (cells[col.get(h.toLowerCase())!] ?? '').trim() : '');
    if (cells.every((c) => c.trim() === '')) return;
    const bad = (reason: string) => errors.push({ field: `row.${rowNo}`, message: `Row ${rowNo}: ${reason}` });
    const text = get('Question');
    if (!text) return bad('Question is empty');
    const scoreText = get('Score');
    // '87,5' is 87.5, as in Grade All (a comma-decimal locale writes it so).
    const score = scoreText === '' ? 100 : /^-?\d+([.,]\d+)?$/.test(scoreText) ? Number(scoreText.replace(',', '.')) : NaN;
    const maxScore = target === 'essay' ? MAX_ESSAY_SCORE : MAX_SCORE;
    if (!Number.isFinite(score) || score < 0 || score > maxScore) return bad(`Score must be between 0 and ${maxScore}`);
    let objective: Objective = 'general';
    if (options.type === 'lim3') {
      const named = get('Objective') || LIM3_START_OBJECTIVE;
      const known = LIM3_OBJECTIVES.find((o) => o === named);
      if (!known) return bad(`Objective must be one of ${LIM3_OBJECTIVES.join(', ')}`);
      objective = known;
    }
    const review = get('Needs Review').toLowerCase();
    if (!YES.includes(review) && !NO.includes(review)) return bad('Needs Review must be Yes or No');
    // Essays are always reviewed; survey questions are never graded, so there is nothing to confirm (0017).
    const needsReview = target === 'essay' || (YES.includes(review) && !options.type.startsWith('lim'));
    const base = {
      id: `${target}_${out.length + 1}`,
      question: sanitizeRichText(`<p>${escapeHtml(text)}</p>`),
      question_type: target,
      question_objective: objective,
      url_image: null,
      score,
      needs_review: needsReview,
    };
    const correct = get('Correct Answer')
      .toUpperCase()
      .split(/[\s,;]+/)
      .filter(Boolean);
    if (target === 'essay') {
      out.push({ ...base, options: [{ code: 'A', no: 1, label: get('Option A'), is_correct: true, score: null, url_image: null }] });
    } else if (target === 'true_false') {
      const pick = correct[0] === 'A' || correct[0] === 'TRUE' ? 'A' : correct[0] === 'B' || correct[0] === 'FALSE' ? 'B' : null;
      if (!pick) return bad('Correct Answer must be True or False');
      out.push({
        ...base,
        options: [
          { code: 'A', no: 1, label: 'True', is_correct: pick === 'A', score: null, url_image: null },
          { code: 'B', no: 2, label: 'False', is_correct: pick === 'B', score: null, url_image: null },
        ],
      });
    } else if (target === 'linear_scale') {
      const start = get('Scale Start') === '' ? 1 : Number(get('Scale Start'));
      const end = get('Scale End') === '' ? 5 : Number(get('Scale End'));
      if (start !== 0 && start !== 1) return bad('Scale Start must be 0 or 1');
      if (!Number.isInteger(end) || end < 5 || end > 10) return bad('Scale End must be between 5 and 10');
      const options = [];
      for (let v = start; v <= end; v++)
        options.push({
          code: String(v),
          no: v,
          label: v === start ? get('Start Label') : v === end ? get('End Label') : '',
          is_correct: false,
          score: null,
          url_image: null,
        });
      out.push({ ...base, options });
    } else {
      const labels = OPTION_CODES.map((c) => get(`Option ${c}`));
      const count = labels.findIndex((l) => l === '') === -1 ? 5 : labels.findIndex((l) => l === '');
      if (labels.slice(count).some((l) => l !== '')) return bad('Options must be filled from A without gaps');
      if (count < 2) return bad('A multiple choice question needs at least 2 options');
      const codes = OPTION_CODES.slice(0, count) as readonly string[];
      if (!correct.length || correct.some((c) => !codes.includes(c))) return bad(`Correct Answer must be one of ${codes.join(', ')}`);
      if (target === 'multiple_choice_single_answer' && correct.length > 1) return bad('A single answer question has one Correct Answer');
      const multi = target === 'multiple_choice_multi_answers';
      out.push({
        ...base,
        options: codes.map((code, k) => ({
          code,
          no: k + 1,
          label: labels[k],
          is_correct: correct.includes(code),
          score: multi ? (correct.includes(code) ? 100 : 0) : null,
          url_image: null,
        })),
      });
    }
  });
  if (errors.length) throw new AppError('VALIDATION', quizMessages.importFailed, { title: quizMessages.importFailed, details: errors });
  if (!out.length) throw new AppError('VALIDATION', quizMessages.importFailed, { details: [{ message: 'The file has no questions' }] });
  return out;
}
