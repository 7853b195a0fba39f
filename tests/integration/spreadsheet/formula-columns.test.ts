// Issue 27 items 9 and 10 through the real endpoints (docs/decisions/0111): Grade All and the question import refuse
// a formula only in a column they read, and a date typed into the question template imports as the date. The files
// are LibreOffice's (tests/fixtures/formula-cells) and hand-made ones.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN, adminToken, answer, postForm, tokenFor } from '../../setup/http';
import { associates, seeded } from '../assignment/helpers';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/formula-cells/${name}`, import.meta.url));

/** A graded participant of the seeded essay's classroom placement: the row a Grade All template has for them. */
async function gradedRow() {
  const essay = await seeded('Leadership Reflection Essay');
  const classroom = (await associates(essay.id)).find((r) => r.module_type === 'classroom')!;
  const { body } = await answer(`/api/cms/assignments/${essay.id}/results?relation_id=${classroom.relation_id}&page_size=100`, { token: await adminToken() });
  const row = (body.data.results as { id: number | null; nik: string; version: number | null }[]).find((r) => r.id !== null && r.version !== null)!;
  return { essayId: essay.id as number, row };
}

const gradeImport = async (id: number, bytes: Buffer, filename: string) =>
  postForm(`/api/cms/assignments/${id}/results/grade-import`, await adminToken(), [{ name: 'file', value: bytes, filename }]);
const questionImport = async (type: string, bytes: Buffer, filename: string) =>
  postForm(`/api/cms/v4/quizzes/questions/import/${type}`, await tokenFor(ADMIN), [{ name: 'file', value: bytes, filename }]);

describe('Grade All reads past a learner named like a formula', () => {
  it('imports the template LibreOffice saved as CSV, and a hand-made CSV', async () => {
    const { essayId, row } = await gradedRow();
    const fromLibreOffice = fixture('grade-all.csv')
      .toString()
      .replace('{{ID}}', String(row.id))
      .replace('{{NIK}}', row.nik)
      .replace('{{VERSION}}', String(row.version));
    const res = await gradeImport(essayId, Buffer.from(fromLibreOffice), 'Assignment_report.csv');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.data.results).toEqual([expect.objectContaining({ id: row.id, score: 88 })]);

    const handMade = await gradeImport(essayId, Buffer.from(`ID,NIK,Name,Score\n${row.id},${row.nik},=2+3,77\n`), 'grades.csv');
    expect(handMade.status, JSON.stringify(handMade.body)).toBe(200);
    expect(handMade.body.data.data.results).toEqual([expect.objectContaining({ id: row.id, score: 77 })]);
    // Where it reads, a formula is still refused.
    const inScore = await gradeImport(essayId, Buffer.from(`ID,NIK,Name,Score\n${row.id},${row.nik},Ana,=70+7\n`), 'grades.csv');
    expect(inScore.status).toBe(400);
    expect(inScore.body.message).toEqual([{ field: 'row 2', message: 'Row 2, column D (Score): a formula is not accepted' }]);
  });
});

describe('the question import', () => {
  it('reads past a formula in a column its type does not read, and refuses it in one it reads', async () => {
    const mc = await questionImport('multiple_choice_single_answer', fixture('questions.csv'), 'questions.csv');
    expect(mc.status, JSON.stringify(mc.body)).toBe(200);
    expect(mc.body.data.data.results).toHaveLength(1);
    // A LIM 3 survey reads Objective.
    const lim3 = await questionImport('lim3', fixture('questions.csv'), 'questions.csv');
    expect(lim3.status).toBe(400);
    expect(lim3.body.message).toEqual([{ field: 'row 2', message: 'Row 2, column F (Objective): a formula is not accepted' }]);
  });

  it.each(['questions-dates.xlsx', 'questions-dates.xls'])('imports dates typed in LibreOffice as typed (%s), not as UTC instants', async (name) => {
    const res = await questionImport('multiple_choice_single_answer', fixture(name), name);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [question] = res.body.data.data.results as { options: { label: string }[] }[];
    expect(question.options.map((o) => o.label)).toEqual(['17/08/1945', '1945-08-17', '17/08/1945']);
  });
});
