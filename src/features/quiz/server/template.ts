import ExcelJS from 'exceljs';
import { TEMPLATE_HEADERS } from './import-questions';

/**
 * Columns that hold codes or labels, formatted as text (issue 13 §4): what a user types there stays as typed ('007',
 * '1/2', TRUE) instead of becoming a number, a date or a boolean.
 */
export const TEXT_COLUMNS: readonly string[] = [
  'Question',
  'Option A',
  'Option B',
  'Option C',
  'Option D',
  'Option E',
  'Correct Answer',
  'Start Label',
  'End Label',
  'Objective',
  'Needs Review',
];

/** The question import template: the columns and two example rows that import as any question type. */
export async function templateWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  // Fixed document dates: the same template is the same bytes (its announced size matches the file).
  wb.created = wb.modified = new Date(Date.UTC(2026, 0, 1));
  const sheet = wb.addWorksheet('Questions');
  sheet.columns = TEMPLATE_HEADERS.map((h) => ({
    header: h,
    key: h,
    width: h === 'Question' ? 48 : 16,
    style: TEXT_COLUMNS.includes(h) ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    Question: 'Which behaviour shows active listening?',
    Score: 100,
    'Option A': 'Paraphrasing what the speaker said',
    'Option B': 'Checking your phone',
    'Correct Answer': 'A',
    'Scale Start': 1,
    'Scale End': 5,
    'Start Label': 'Never',
    'End Label': 'Always',
    Objective: 'pre_learner',
    'Needs Review': 'No',
  });
  sheet.addRow({
    Question: 'A coach should give the answer before asking questions.',
    Score: 100,
    'Option A': 'Agree',
    'Option B': 'Disagree',
    'Correct Answer': 'B',
    'Scale Start': 1,
    'Scale End': 5,
    Objective: 'post_learner',
    'Needs Review': 'Yes',
  });
  const help = wb.addWorksheet('How to fill');
  help.columns = [
    { header: 'Column', key: 'c', width: 18 },
    { header: 'Meaning', key: 'm', width: 90 },
  ];
  for (const [c, m] of [
    ['Question', 'The question text (required).'],
    ['Score', 'Points for the question, 0 to 99999 (essay at most 100); empty means 100.'],
    ['Option A-E', 'Multiple choice options, filled from A without gaps (2 to 5). Essay: Option A is the model answer.'],
    ['Correct Answer', 'A code (A-E); several separated by commas for multiple answers; True/False (or A/B) for true or false.'],
    ['Scale Start/End', 'Linear scale: start 0 or 1, end 5 to 10 (default 1 to 5); Start/End Label are optional captions.'],
    ['Objective', 'LIM 3 only: pre_learner, post_learner, pre_manager or post_manager.'],
    [
      'Needs Review',
      'Optional, Yes or No (empty is No): a grader confirms or changes the automatic score, like the switch Review by a grader. Essays are always reviewed; ignored in LIM surveys.',
    ],
  ])
    help.addRow({ c, m });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
