import { beforeAll, describe, expect, it } from 'vitest';
import { acmeCall, adminCall, adminToken, fieldMessages, json, type Loose } from '../../setup/http';
import { createQuiz, Q } from '../quiz/helpers';
import { created, uniqueCode } from '../directory/helpers';

const P = '/api/programs';
const unique = (what: string) => `${what} ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;

let program: number;
let north: number;
let south: number;
let quizId: number;
let otherQuiz: number;

async function send(method: 'POST' | 'PUT', path: string, body: unknown, status = 200) {
  const res = await adminCall(path, { method, body });
  if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await json(res)).data;
}
const batch = (title: string, company_id: number) =>
  send('POST', `${P}/${program}/batch`, { title, company_id, start_date: '2027-01-04', end_date: '2027-03-31', capacity: 10 }, 201);
const put = (days: unknown) => adminCall(`${P}/${program}/contents`, { method: 'PUT', body: { days } });
const day1 = (contents: { type: string; id: number }[]) => [{ sections: [{ title: 'Opening', contents }] }];

beforeAll(async () => {
  const category_id = (await json(await adminCall('/api/categories/options'))).data[0].value as number;
  program = (await send('POST', P, { title: unique('IT Content Program'), category_id, level: 'fundamental', thumbnail_default: 1 }, 201)).id;
  north = await created('/api/companies', { company_code: uniqueCode('PCN'), company_name: 'IT Contents North' });
  south = await created('/api/companies', { company_code: uniqueCode('PCS'), company_name: 'IT Contents South' });
  const token = await adminToken();
  quizId = await createQuiz(token, { title: unique('IT Program Quiz') });
  otherQuiz = await createQuiz(token, { title: unique('IT Program Quiz B') });
}, 120_000);

describe('program contents through the placement bridge', () => {
  it('needs a batch to place contents in, and checks types, items and duplicates', async () => {
    expect((await json(await adminCall(`${P}/${program}/contents`))).data).toEqual({ days: [], batches: 0 });
    const none = await put(day1([{ type: 'quiz', id: quizId }]));
    expect(none.status).toBe(409);
    expect((await json(none)).message).toBe("Add a batch first: a program's contents are placed in each of its batches.");
    await batch('Contents North', north);
    expect((await fieldMessages(await put(day1([{ type: 'video', id: 1 }]))))['days.0.sections.0.contents.0.type']).toBe(
      'Choose a content type a program holds',
    );
    expect((await fieldMessages(await put(day1([{ type: 'quiz', id: 999999 }]))))['days.0.sections.0.contents.0.id']).toBe('Content not found');
    const twice = await put([
      { sections: [{ title: 'A', contents: [{ type: 'quiz', id: quizId }] }] },
      { sections: [{ title: 'B', contents: [{ type: 'quiz', id: quizId }] }] },
    ]);
    expect((await fieldMessages(twice))['days.1.sections.0.contents.0.id']).toBe('This content is already in the program');
    expect((await fieldMessages(await put([{ sections: [{ title: ' ', contents: [] }] }])))['days.0.sections.0.title']).toBe('Section title is required');
    // Another organisation's program is a 404; the picker lists the organisation's quizzes of a type a program holds.
    expect((await acmeCall(`${P}/${program}/contents`)).status).toBe(404);
    const picked = (await json(await adminCall(`/api/cms/program-settings?type=quiz&keyword=${encodeURIComponent('IT Program Quiz')}`))).data.results;
    expect(picked.some((r: Loose) => r.id === quizId)).toBe(true);
    expect((await adminCall('/api/cms/program-settings?type=video')).status).toBe(400);
  });

  it('places a day 1 quiz in every batch: the associate list names each batch, the quiz cannot be deleted, a new batch gets it, removing frees it', async () => {
    await batch('Contents South', south);
    const saved = await put([
      { sections: [{ title: 'Opening', contents: [{ type: 'quiz', id: quizId }] }] },
      { sections: [{ title: 'Wrap-up', contents: [{ type: 'quiz', id: otherQuiz }] }] },
    ]);
    expect(saved.status).toBe(200);
    expect((await json(saved)).message).toBe('Contents have been successfully saved.');
    const view = (await json(await adminCall(`${P}/${program}/contents`))).data;
    expect(view.batches).toBe(2);
    expect(view.days.map((d: Loose) => [d.title, d.sections.map((s: Loose) => [s.title, s.contents.map((c: Loose) => c.id)])])).toEqual([
      ['Day 1', [['Opening', [quizId]]]],
      ['Day 2', [['Wrap-up', [otherQuiz]]]],
    ]);
    const assoc = async (id: number) => (await json(await adminCall(`${Q}/${id}/associates?sort_by=batch_title`))).data.results as Loose[];
    const rows = await assoc(quizId);
    expect(rows.map((r) => [r.module_type, r.batch_title, r.day_title, r.section_title])).toEqual([
      ['program', 'Contents North', 'Day 1', 'Opening'],
      ['program', 'Contents South', 'Day 1', 'Opening'],
    ]);
    expect((await adminCall(`${Q}/${quizId}`, { method: 'DELETE' })).status).toBe(409);
    // The program now has contents placed: it cannot be deleted.
    expect((await adminCall(`${P}/${program}`, { method: 'DELETE' })).status).toBe(409);

    // Saving again keeps the placements (their ids are what results refer to), moved to another day.
    const before = rows.map((r) => r.relation_id).sort();
    await put([{ sections: [] }, { sections: [{ title: 'Closing', contents: [{ type: 'quiz', id: quizId }] }] }]);
    const moved = await assoc(quizId);
    expect(moved.map((r) => r.relation_id).sort()).toEqual(before);
    expect(moved.map((r) => [r.day_title, r.section_title])).toEqual([
      ['Day 2', 'Closing'],
      ['Day 2', 'Closing'],
    ]);
    expect(await assoc(otherQuiz)).toEqual([]);

    // A batch created later gets the program's contents.
    await batch('Contents Late', north);
    expect((await assoc(quizId)).map((r) => r.batch_title)).toEqual(['Contents Late', 'Contents North', 'Contents South']);

    expect((await put([])).status).toBe(200);
    expect(await assoc(quizId)).toEqual([]);
    expect((await adminCall(`${Q}/${otherQuiz}`, { method: 'DELETE' })).status).toBe(200);
  });
});
