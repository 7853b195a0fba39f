// Issued certificates through the served console (issue 29, decision 0139): a learner completes a course whose
// achievement is a certificate through the learner API; the certificate is listed, downloaded as a PDF, verified on
// the public page (no sign-in), 404 for an unknown number and on another organisation's host, and revoked only with
// the template key and a reason.
import { beforeAll, describe, expect, it } from 'vitest';
import { ACME_HOST, ADMIN, RESTRICTED, acmeCall, adminCall, baseUrl, call, callAs, cookieFor, json, tokenFor, type Loose } from '../../setup/http';
import { api, freshItems, newCourse, saveContents, V2 } from '../course/helpers';

const STAFF = ['admin@nusantara.example', 'editor@nusantara.example', 'rina@nusantara.example'];
let cert: { id: number; number: string; verify_path: string; learner_name: string; content_title: string };

beforeAll(async () => {
  const first = (await api('/api/certificates/template?type=2&page_size=1')).body.data.results[0];
  const template = (await api(`/api/certificates/template/${first.id}`)).body.data;
  const items = await freshItems(`cert${Date.now()}`);
  const title = `IT Certified Course ${Date.now()}`;
  const id = await newCourse(title);
  expect((await saveContents(id, [{ content_type: 'quiz', ref_id: items.quiz, title: 'Final Quiz' }])).status).toBe(200);
  const other = {
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
  };
  expect((await api(`${V2}/course-other`, { method: 'POST', body: other })).status).toBe(200);
  const learner = (await api(`/api/courses/${id}/invite-users?by=user&page_size=50`)).body.data.results.find(
    (o: Loose) => !STAFF.includes(o.detail) && o.detail.endsWith('@nusantara.example'),
  );
  expect((await api(`/api/courses/${id}/invite-users`, { method: 'POST', body: { by: 'user', ids: [learner.id] } })).status).toBe(200);
  const placement = (await api(`${V2}/course/${id}`)).body.data.sections[0].contents[0].placement_id;
  const token = await tokenFor(learner.detail);
  const headers = { origin: baseUrl() };
  const started = await call(`/api/learner/quiz-placements/${placement}/attempts`, { method: 'POST', token, body: {}, headers });
  expect(started.status).toBe(201);
  const attempt = ((await started.json()) as Loose).data;
  const answers = attempt.questions.map((x: Loose) => ({ question_id: x.id, codes: ['A'] }));
  expect((await call(`/api/learner/quiz-attempts/${attempt.id}/submit`, { method: 'POST', token, body: { answers }, headers })).status).toBe(200);
  const list = await adminCall(`/api/certificates/issued?source_type=course&source_id=${id}`);
  expect(list.status).toBe(200);
  const rows = (await json(list)).data as Loose[];
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ user_id: learner.id, content_title: title, status: 'valid' });
  expect(rows[0].number).toMatch(new RegExp(`^${template.number_prefix.replace(/[/-]/g, '\\$&')}\\d{4}-\\d{6}$`));
  cert = rows[0];
}, 120_000);

describe('issued certificates', () => {
  it("lists on the learner's detail too, and downloads as a PDF; another organisation gets 404", async () => {
    const mine = (await json(await adminCall(`/api/certificates/issued?user_id=${(cert as Loose).user_id}`))).data as Loose[];
    expect(mine.map((c) => c.id)).toContain(cert.id);
    const pdf = await adminCall(`/api/certificates/issued/${cert.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await acmeCall(`/api/certificates/issued/${cert.id}/pdf`)).status).toBe(404);
    expect((await json(await acmeCall(`/api/certificates/issued?user_id=${(cert as Loose).user_id}`))).data).toEqual([]);
  });

  it('shows the verification page without sign-in and signed in, only the name, title, dates and status', async () => {
    expect(cert.verify_path).toBe(`/certificates/verify/${cert.number.toLowerCase()}`);
    for (const cookie of [undefined, await cookieFor(ADMIN)]) {
      const res = await call(cert.verify_path, cookie ? { cookie } : {});
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('This certificate is valid.');
      expect(html).toContain(cert.learner_name);
      expect(html).toContain(cert.content_title);
      expect(html).not.toContain('@nusantara.example');
    }
    // Any spelling of the number is sent to the canonical one.
    const upper = await call(`/certificates/verify/${cert.number}`);
    expect([200, 301]).toContain(upper.status);
  });

  it('answers a plain 404 page for an unknown number and for our number on another organisation', async () => {
    for (const res of [await call('/certificates/verify/no-such-0000'), await call(cert.verify_path, { host: ACME_HOST })]) {
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('Page Not Found');
      expect(html).not.toContain(cert.learner_name);
    }
  });

  it('revokes only with the template key and a reason; the page then says revoked', async () => {
    const path = `/api/certificates/issued/${cert.id}/revoke`;
    expect((await call(path, { method: 'POST', body: { reason: 'x' }, headers: { origin: baseUrl() } })).status).toBe(401);
    expect((await callAs(RESTRICTED, path, { method: 'POST', body: { reason: 'x' } })).status).toBe(403);
    expect((await acmeCall(path, { method: 'POST', body: { reason: 'x' } })).status).toBe(404);
    const empty = await adminCall(path, { method: 'POST', body: { reason: '  ' } });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await json(empty))).toContain('Enter the reason for revoking the certificate');
    const done = await adminCall(path, { method: 'POST', body: { reason: 'Completed by mistake' } });
    expect(done.status).toBe(200);
    expect((await json(done)).data).toMatchObject({ status: 'revoked', revoke_reason: 'Completed by mistake' });
    expect((await adminCall(path, { method: 'POST', body: { reason: 'Again' } })).status).toBe(409);
    expect(await (await call(cert.verify_path)).text()).toContain('This certificate has been revoked.');
  });
});
