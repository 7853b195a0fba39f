import { describe, expect, it } from 'vitest';
import { pngBytes } from '../../fixtures/images';
import { ADMIN, baseUrl, call, demo, json, tokenFor } from '../../setup/http';
import { Q, quizBody } from './helpers';

const ACME_HOST = demo.otherOrganization.host;

async function uploadImage(token: string): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(pngBytes(40, 40))]), 'q.png');
  form.set('folder', 'quiz/images');
  const res = await fetch(`${baseUrl()}/api/storage/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`upload failed ${res.status} ${JSON.stringify(body)}`);
  return body.data.full_path as string;
}

const withImages = (questionImage: string | null, optionImage: string | null) =>
  quizBody({
    questions: [
      {
        question: '<p>Which one?</p>',
        question_type: 'multiple_choice_single_answer',
        score: 100,
        url_image: questionImage,
        options: [
          { code: 'A', no: 1, label: 'A', is_correct: true, score: null, url_image: optionImage },
          { code: 'B', no: 2, label: 'B', is_correct: false, score: null, url_image: null },
        ],
      },
    ],
  });

describe('rich text that is empty once sanitised (issue 14 §4)', () => {
  it('refuses a quiz description that is only a script or a style', async () => {
    const token = await tokenFor(ADMIN);
    for (const description of ['<script>alert(1)</script>', '<style>p{color:red}</style>', '<p><script>x</script></p>']) {
      const res = await call(Q, { method: 'POST', token, body: quizBody({ description }) });
      expect(res.status).toBe(400);
      expect((await json(res)).message).toEqual([{ field: 'description', message: 'Description is required' }]);
    }
  });

  it('refuses a question text that is empty once sanitised', async () => {
    const token = await tokenFor(ADMIN);
    const body = quizBody();
    (body.questions as { question: string }[])[0].question = '<script>alert(1)</script>';
    const res = await call(Q, { method: 'POST', token, body });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toEqual([{ field: 'questions.0.question', message: 'Question 1: Question text is required' }]);
  });
});

describe("question and option images must be this organisation's uploads (issue 14 §4)", () => {
  it('refuses an address elsewhere or a made-up storage path, with a clear message', async () => {
    const token = await tokenFor(ADMIN);
    const res = await call(Q, {
      method: 'POST',
      token,
      body: withImages('https://evil.example/pixel.png', '/api/storage/files/DEMO/quiz/images/2026/01/nothere.png'),
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toEqual([
      { field: 'questions.0.url_image', message: 'Question 1: the image must be uploaded here; an image from another address is not accepted.' },
      {
        field: 'questions.0.options.0.url_image',
        message: 'Question 1, option A: the image must be uploaded here; an image from another address is not accepted.',
      },
    ]);
  });

  it("accepts its own uploads and refuses another organisation's", async () => {
    const token = await tokenFor(ADMIN);
    const own = await uploadImage(token);
    const ok = await call(Q, { method: 'POST', token, body: withImages(own, own) });
    expect(ok.status).toBe(201);
    const acme = await tokenFor(demo.otherOrganization.email, demo.otherOrganization.orgCode);
    const theirs = await call(Q, { method: 'POST', token: acme, host: ACME_HOST, body: withImages(own, null) });
    expect(theirs.status).toBe(400);
    expect((await json(theirs)).message).toEqual([expect.objectContaining({ field: 'questions.0.url_image' })]);
  });
});
