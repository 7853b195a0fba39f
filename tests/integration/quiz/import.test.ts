import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, EDITOR, type Envelope, json, tokenFor } from '../../setup/http';
import { underLoad } from '../../setup/wait';
import { Q, upload } from './helpers';

const TEMPLATE = '/api/template/import/template-quiz-question';

async function sheet(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Questions');
  rows.forEach((r) => ws.addRow(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const TYPES = ['multiple_choice_single_answer', 'multiple_choice_multi_answers', 'true_false', 'essay', 'linear_scale', 'lim1', 'lim2', 'lim3'];

// One upload per test (a spreadsheet read takes its time on a busy machine), each test's budget stretched by the load.
describe('question import and template', { timeout: underLoad(30_000) }, () => {
  let token: string;
  let link: Envelope;
  let file: Response;
  let bytes: Buffer;
  beforeAll(async () => {
    token = await tokenFor(ADMIN);
    link = await json(await call(TEMPLATE, { token }));
    file = await call(link.data.file, { token });
    bytes = Buffer.from(await file.arrayBuffer());
  });

  it('serves a template link and its file', () => {
    expect(link.data.file).toBe(`${TEMPLATE}?download=1`);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(bytes.length).toBe(link.data.size);
  });

  it.each(TYPES)('the template round-trips through the %s import', async (type) => {
    const res = await upload(`${Q}/questions/import/${type}`, bytes, 'template.xlsx', token);
    const body = await json(res);
    expect(res.status, `${type}: ${JSON.stringify(body)}`).toBe(200);
    expect(body.message).toBe('Questions has been successfully imported');
    expect(body.data.data.results).toHaveLength(2);
  });

  it('reads the template into pre- and post-learner questions for LIM 3', async () => {
    const lim3 = await json(await upload(`${Q}/questions/import/lim3`, bytes, 'template.xlsx', token));
    expect(lim3.data.data.results[0]).toMatchObject({ question_type: 'linear_scale', question_objective: 'pre_learner' });
    expect(lim3.data.data.results[1].question_objective).toBe('post_learner');
  });

  // The optional Needs Review column (No, Yes in the template): essays always, surveys never (decision 0017).
  it.each([
    ['true_false', [false, true]],
    ['essay', [true, true]],
    ['lim1', [false, false]],
  ])('reads the Needs Review column of the template for %s', async (type, flags) => {
    const body = await json(await upload(`${Q}/questions/import/${type}`, bytes, 'template.xlsx', token));
    expect(body.data.data.results.map((r: { needs_review: boolean }) => r.needs_review)).toEqual(flags);
  });

  it('reads Needs Review as yes or no, absent meaning no', async () => {
    const token = await tokenFor(ADMIN);
    const ok = await json(
      await upload(
        `${Q}/questions/import/true_false`,
        await sheet([
          ['Question', 'Correct Answer', 'Needs Review'],
          ['a', 'True', 'yes'],
          ['b', 'True', 'TRUE'],
          ['c', 'True', ''],
          ['d', 'True', 'No'],
        ]),
        'r.xlsx',
        token,
      ),
    );
    expect(ok.data.data.results.map((r: { needs_review: boolean }) => r.needs_review)).toEqual([true, true, false, false]);
    const without = await json(await upload(`${Q}/questions/import/true_false`, Buffer.from('Question,Correct Answer\nx,False\n'), 'q.csv', token));
    expect(without.data.data.results[0].needs_review).toBe(false);
    const bad = await upload(`${Q}/questions/import/true_false`, Buffer.from('Question,Correct Answer,Needs Review\nx,False,maybe\n'), 'q.csv', token);
    expect(bad.status).toBe(400);
    expect(((await json(bad)).message as { message: string }[])[0].message).toBe('Row 2: Needs Review must be Yes or No');
  });

  it('accepts csv as a first-class format', async () => {
    const token = await tokenFor(ADMIN);
    const csv = 'Question,Score,Option A,Option B,Option C,Correct Answer\n"Which, with a comma?",10,One,Two,Three,"A,C"\n';
    const body = await json(await upload(`${Q}/questions/import/multiple_choice_multi_answers`, Buffer.from(csv), 'q.csv', token));
    const [q] = body.data.data.results;
    expect(q.question).toBe('<p>Which, with a comma?</p>');
    expect(q.options.map((o: { code: string; is_correct: boolean; score: number }) => [o.code, o.is_correct, o.score])).toEqual([
      ['A', true, 100],
      ['B', false, 0],
      ['C', true, 100],
    ]);
  });

  it('reports every bad row with its number and reason, and returns nothing', async () => {
    const token = await tokenFor(ADMIN);
    const bytes = await sheet([
      ['Question', 'Score', 'Option A', 'Option B', 'Correct Answer'],
      ['Good one', 10, 'x', 'y', 'A'],
      ['', 10, 'x', 'y', 'A'],
      ['Bad score', 'abc', 'x', 'y', 'A'],
      ['Bad answer', 10, 'x', 'y', 'C'],
    ]);
    const res = await upload(`${Q}/questions/import/multiple_choice_single_answer`, bytes, 'bad.xlsx', token);
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.error).toBe('Failed import questions');
    expect((body.message as { message: string }[]).map((m) => m.message)).toEqual([
      'Row 3: Question is empty',
      'Row 4: Score must be between 0 and 99999',
      'Row 5: Correct Answer must be one of A, B',
    ]);
    expect(JSON.stringify(body)).not.toContain('Good one');
  });

  it('refuses other files, several files, unknown types and callers without the key', async () => {
    const token = await tokenFor(ADMIN);
    const exe = await upload(`${Q}/questions/import/essay`, Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 0xff, 0xfe]), 'x.xlsx', token);
    expect(exe.status).toBe(415);
    expect((await json(exe)).message).toBe('Mime types not accepted');
    expect((await upload(`${Q}/questions/import/nope`, Buffer.from('Question\nx\n'), 'q.csv', token)).status).toBe(400);
    expect((await upload(`${Q}/questions/import/essay`, Buffer.from('Question\nx\n'), 'q.csv', await tokenFor(EDITOR))).status).toBe(403);
    expect((await call(TEMPLATE)).status).toBe(401);
  });
});
