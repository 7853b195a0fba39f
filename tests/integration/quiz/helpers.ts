import { call, json, postMultipart } from '../../setup/http';

export const Q = '/api/cms/v4/quizzes';

export const quizBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Integration Quiz',
  description: '<p>About</p>',
  type: 'quiz',
  question_type: 'Combine',
  questions: [
    {
      id: 'multiple_choice_single_answer_1',
      question: '<p>Pick B</p>',
      question_type: 'multiple_choice_single_answer',
      score: 100,
      options: [
        { code: 'A', no: 1, label: 'A', is_correct: false, score: null, url_image: null },
        { code: 'B', no: 2, label: 'B', is_correct: true, score: null, url_image: null },
      ],
    },
    {
      question: '<p>Sky is blue</p>',
      question_type: 'true_false',
      score: 50,
      options: [
        { code: 'A', no: 1, label: 'True', is_correct: true },
        { code: 'B', no: 2, label: 'False', is_correct: false },
      ],
    },
  ],
  ...overrides,
});

export async function createQuiz(token: string, overrides: Record<string, unknown> = {}, host?: string) {
  const res = await call(Q, { method: 'POST', token, body: quizBody(overrides), host });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`create failed ${res.status} ${JSON.stringify(body)}`);
  return body.data.id as number;
}

/** A question file posted as the import does (a busy answer is waited out: see postMultipart). */
export function upload(path: string, bytes: Buffer, name: string, token: string) {
  return postMultipart(path, [{ name: 'file', value: bytes, filename: name }], { token });
}

/** The seeded quiz with attempts and its first placement's report parameters. */
export async function seededReport(token: string) {
  const list = await json(await call(`${Q}?keyword=Leadership%20Essentials`, { token }));
  const quiz = list.data.results[0];
  const assoc = await json(await call(`${Q}/${quiz.id}/associates?keyword=Leadership`, { token }));
  const row = assoc.data.results.find((r: { batch_title: string }) => r.batch_title.includes('Jakarta'));
  return { quiz, row };
}
