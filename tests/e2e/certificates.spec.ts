// Issued certificates (issue 29, decision 0139): a learner completes a course whose achievement is a certificate;
// the certificate's PDF carries a QR code that decodes (zbarimg on the page rendered by pdftoppm) to its public
// verification page, which opens without sign-in; the verification page and the new Certificates sections on the
// course and the user detail have no axe violations.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { demo, expect, login, test } from './fixtures';
import { caller, newCourse } from './calls';
import { noAxeViolations } from './axe';

const admin = demo.accounts[0];
const STAFF = demo.accounts.map((a: { email: string }) => a.email);
const tmp = `${process.env.TEST_TMP ?? '.tmp'}/certificates`;

test.use({ viewport: { width: 1366, height: 768 } });

test("a completed course's certificate: its PDF's QR opens the public verification page; the pages pass axe", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  await login(page, admin.email);
  const call = caller(page);
  const stamp = Date.now();
  const title = `E2E Certified Course ${stamp}`;
  const template = (await call('GET', '/api/certificates/template?type=2&page_size=1')).results[0];
  const quiz = await call('POST', '/api/cms/v4/quizzes', {
    title: `E2E Certificate Quiz ${stamp}`,
    description: '<p>About</p>',
    type: 'quiz',
    question_type: 'Combine',
    questions: [
      {
        question: '<p>Sky is blue</p>',
        question_type: 'true_false',
        score: 100,
        options: [
          { code: 'A', no: 1, label: 'True', is_correct: true },
          { code: 'B', no: 2, label: 'False', is_correct: false },
        ],
      },
    ],
  });
  const id = await newCourse(call, title);
  await call('PATCH', `/api/cms/v2/course-content/${id}`, {
    restricted: false,
    sections: [{ title: 'Week 1', contents: [{ content_type: 'quiz', ref_id: quiz.id, title: 'Final Quiz' }] }],
  });
  await call('POST', '/api/cms/v2/course-other', {
    course_id: id,
    access_period: 'unlimited',
    access_start: null,
    access_end: null,
    learning_order: 'sequential',
    achievement: 'certificate',
    certificate_template_id: template.id,
    badge_id: null,
    expert_ids: [],
    prerequisite_ids: [],
  });
  const learner = (await call('GET', `/api/courses/${id}/invite-users?by=user&page_size=50`)).results.find(
    (o: { detail: string }) => !STAFF.includes(o.detail) && o.detail.endsWith('@nusantara.example'),
  );
  await call('POST', `/api/courses/${id}/invite-users`, { by: 'user', ids: [learner.id] });
  const placement = (await call('GET', `/api/cms/v2/course/${id}`)).sections[0].contents[0].placement_id;

  // The learner passes the quiz through the learner API (a bearer token: no cookie, no Origin needed).
  const signIn = await request.post('/api/v3/cms/auth/login', { data: { username: learner.detail, password: demo.password, org_code: demo.orgCode } });
  const token = (await signIn.json()).data.token as string;
  const bearer = { authorization: `Bearer ${token}` };
  const attempt = (await (await request.post(`/api/learner/quiz-placements/${placement}/attempts`, { headers: bearer, data: {} })).json()).data;
  const answers = attempt.questions.map((q: { id: number }) => ({ question_id: q.id, codes: ['A'] }));
  expect((await request.post(`/api/learner/quiz-attempts/${attempt.id}/submit`, { headers: bearer, data: { answers } })).status()).toBe(200);

  const [cert] = await call('GET', `/api/certificates/issued?source_type=course&source_id=${id}`);
  expect(cert).toMatchObject({ user_id: learner.id, content_title: title, status: 'valid' });

  // The PDF's QR code, read from the rendered page, is the verification page's absolute address.
  mkdirSync(tmp, { recursive: true });
  const pdf = await page.request.get(`/api/certificates/issued/${cert.id}/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  writeFileSync(`${tmp}/certificate.pdf`, await pdf.body());
  execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', `${tmp}/certificate.pdf`, `${tmp}/certificate`]);
  const decoded = execFileSync('zbarimg', ['--quiet', '--raw', '-Sqrcode.enable', `${tmp}/certificate.png`], { encoding: 'utf8' }).trim();
  const url = new URL(decoded);
  expect(url.protocol).toMatch(/^https?:$/);
  expect(url.pathname).toBe(cert.verify_path);

  // The course's and the learner's Certificates sections.
  await page.goto(`/course/detail/${id}`);
  const section = page.getByRole('region', { name: 'Certificates' });
  await expect(section.getByRole('link', { name: cert.number, exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: `Revoke certificate ${cert.number}` })).toBeVisible();
  await noAxeViolations(page, { screenshot: 'certificates-course' });
  await page.goto(`/user/detail/${learner.id}`);
  await expect(page.getByRole('region', { name: 'Certificates' }).getByText(title)).toBeVisible();
  await noAxeViolations(page, { screenshot: 'certificates-user' });

  // The verification page the QR opens, without sign-in.
  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  const res = await visitor.goto(url.pathname);
  expect(res?.status()).toBe(200);
  await expect(visitor.getByText('This certificate is valid.')).toBeVisible();
  await expect(visitor.getByText(learner.label)).toBeVisible();
  await noAxeViolations(visitor, { screenshot: 'certificates-verify' });
  expect((await visitor.goto('/certificates/verify/no-such-number'))?.status()).toBe(404);
  await guest.close();
});
