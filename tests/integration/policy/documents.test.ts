// Terms and conditions and the user policy through the API (issue 30, docs/decisions/0125): drafts, versions,
// publishing, the learner's acceptance and re-acceptance, what the user detail shows, the organisation and the keys.
import { beforeAll, describe, expect, it } from 'vitest';
import { acmeCall, adminCall, answer, callAs, cookieFor, fieldMessages, json, RESTRICTED, tokenFor, ADMIN, call, type Loose } from '../../setup/http';

const T = '/api/cms/settings/term-and-condition';
const U = '/api/cms/settings/user-policy';
const L = '/api/learner/policies';
let learner: { id: number; email: string };

/** The terms (or user policy) state; an open draft is discarded first so each flow starts from the published versions. */
async function overview(base = T) {
  let o = (await json(await adminCall(base))).data;
  if (o.draft) {
    expect((await adminCall(`${base}/draft`, { method: 'DELETE', body: { updated_at: o.draft.updated_at } })).status).toBe(200);
    o = (await json(await adminCall(base))).data;
  }
  return o as { current: { version: number } | null; draft: unknown; versions: { id: number; version: number; accepted_count: number }[] };
}

async function publish(text: string, base = T) {
  const saved = await adminCall(`${base}/draft`, { method: 'PUT', body: { body: `<p>${text}</p>`, change_note: text } });
  expect(saved.status).toBe(200);
  const res = await adminCall(`${base}/draft/publish`, { method: 'POST', body: { updated_at: (await json(saved)).data.updated_at } });
  expect(res.status).toBe(200);
  return (await json(res)).data as { id: number; version: number };
}

const learnerState = async () => (await json(await callAs(learner.email, L))).data;
const termsOf = (state: { documents: { kind: string }[] }) => state.documents.find((d) => d.kind === 'term_and_condition') as Loose;
const accept = (version: unknown, kind = 'term_and_condition') => callAs(learner.email, `${L}/${kind}/accept`, { method: 'POST', body: { version } });

beforeAll(async () => {
  // A learner the demo seeded (first.last<n>@nusantara.example, the demo password); other files add their own people.
  const people = (await json(await adminCall('/api/cms/users?page_size=100'))).data.results as { id: number; email: string }[];
  learner = people.filter((p) => /^[a-z]+\.[a-z]+\d+@nusantara\.example$/.test(p.email)).at(-1)!;
  expect(learner).toBeDefined();
});

describe('terms and conditions: drafts and validation', () => {
  it('refuses a body that shows nothing, too long a note and unknown fields, with the field named', async () => {
    await overview();
    expect(await fieldMessages(await adminCall(`${T}/draft`, { method: 'PUT', body: {} }))).toEqual({ body: 'Body is required' });
    for (const body of ['', '<p> &nbsp; </p>', '<script>alert(1)</script>'])
      expect(await fieldMessages(await adminCall(`${T}/draft`, { method: 'PUT', body: { body } }))).toEqual({ body: 'Write the text of the document' });
    expect(await fieldMessages(await adminCall(`${T}/draft`, { method: 'PUT', body: { body: '<p>x</p>', change_note: 'n'.repeat(501) } }))).toEqual({
      change_note: 'What changed must be at most 500 characters',
    });
    expect((await adminCall(`${T}/draft`, { method: 'PUT', body: { body: '<p>x</p>', version: 3 } })).status).toBe(400);
    expect((await adminCall(`${T}/draft/publish`, { method: 'POST', body: {} })).status).toBe(400);
    expect((await json(await adminCall(T))).data.draft).toBeNull();
  });

  it('sanitises the text on the server, keeps one draft and refuses a stale save, publish or discard', async () => {
    await overview();
    const first = await adminCall(`${T}/draft`, {
      method: 'PUT',
      body: {
        body: '<p onclick="x()">Rules <script>alert(1)</script><a href="javascript:alert(1)">here</a> <strong>now</strong></p>',
        change_note: ' Wording ',
      },
    });
    expect(first.status).toBe(200);
    const draft = (await json(first)).data;
    expect(draft).toMatchObject({ status: 'draft', version: null, change_note: 'Wording', published_at: null });
    expect(draft.body).toBe('<p>Rules <a>here</a> <strong>now</strong></p>');
    // The screen that started without a draft, or from an older save, cannot overwrite it.
    expect((await adminCall(`${T}/draft`, { method: 'PUT', body: { body: '<p>Other</p>' } })).status).toBe(409);
    const old = new Date(Date.parse(draft.updated_at) - 1000).toISOString();
    expect((await adminCall(`${T}/draft`, { method: 'PUT', body: { body: '<p>Other</p>', updated_at: old } })).status).toBe(409);
    expect((await adminCall(`${T}/draft/publish`, { method: 'POST', body: { updated_at: old } })).status).toBe(409);
    expect((await adminCall(`${T}/draft`, { method: 'DELETE', body: { updated_at: old } })).status).toBe(409);
    const again = await json(await adminCall(`${T}/draft`, { method: 'PUT', body: { body: '<p>Second wording</p>', updated_at: draft.updated_at } }));
    expect(again).toMatchObject({ message: 'Draft has been saved.', data: { id: draft.id, body: '<p>Second wording</p>' } });
    const discarded = await adminCall(`${T}/draft`, { method: 'DELETE', body: { updated_at: again.data.updated_at } });
    expect(await json(discarded)).toMatchObject({ message: 'Draft has been discarded.' });
    expect((await json(await adminCall(T))).data.draft).toBeNull();
    expect((await adminCall(`${T}/versions/${draft.id}`)).status).toBe(404);
    expect(await json(await adminCall(`${T}/draft/publish`, { method: 'POST', body: { updated_at: draft.updated_at } }))).toMatchObject({
      message: 'There is no draft to publish. Save a draft first.',
    });
  });
});

describe('terms and conditions: versions and re-acceptance', () => {
  it('publishes numbered versions, keeps each one, and asks the learner to accept each new one', async () => {
    const base = (await overview()).current?.version ?? 0;
    const v1 = await publish('Terms, first wording');
    expect(v1.version).toBe(base + 1);
    let state = await learnerState();
    expect(state.must_accept).toBe(true);
    expect(termsOf(state)).toMatchObject({ must_accept: true, current: { version: base + 1, body: '<p>Terms, first wording</p>' } });

    const accepted = await json(await accept(base + 1));
    expect(accepted).toMatchObject({ message: `Version ${base + 1} has been accepted.`, data: { kind: 'term_and_condition', version: base + 1 } });
    const at = accepted.data.accepted_at;
    // Accepting again keeps the first time.
    expect((await json(await accept(base + 1))).data.accepted_at).toBe(at);
    state = await learnerState();
    expect(termsOf(state)).toMatchObject({ must_accept: false, accepted_version: base + 1, accepted_at: at });

    const v2 = await publish('Terms, second wording');
    expect(v2.version).toBe(base + 2);
    state = await learnerState();
    expect(state.must_accept).toBe(true);
    expect(termsOf(state)).toMatchObject({ must_accept: true, accepted_version: base + 1, current: { version: base + 2 } });
    // The version read before the new one was published is no longer the one to accept; a version to come is none.
    const stale = await accept(base + 1);
    expect(stale.status).toBe(409);
    expect((await json(stale)).message).toBe(`A newer version was published (version ${base + 2}). Read it, then accept it.`);
    expect((await accept(base + 3)).status).toBe(404);
    expect(await fieldMessages(await accept('2'))).toHaveProperty('version');
    expect((await accept(base + 2, 'cookies')).status).toBe(404);
    expect((await accept(base + 2)).status).toBe(200);
    expect(termsOf(await learnerState())).toMatchObject({ must_accept: false, accepted_version: base + 2 });

    // Every version is kept and readable, with how many people accepted it.
    const o = await overview();
    expect(o.current?.version).toBe(base + 2);
    expect(o.versions.slice(0, 2).map((v) => v.version)).toEqual([base + 2, base + 1]);
    expect(o.versions[1].accepted_count).toBeGreaterThanOrEqual(1);
    expect((await json(await adminCall(`${T}/versions/${v1.id}`))).data).toMatchObject({
      version: base + 1,
      status: 'publish',
      body: '<p>Terms, first wording</p>',
    });

    // The user detail: what this learner accepted, and when.
    const mine = (await json(await adminCall(`/api/cms/users/${learner.id}/policy-acceptances`))).data;
    const terms = mine.find((d: { kind: string }) => d.kind === 'term_and_condition');
    expect(terms).toMatchObject({ current_version: base + 2, must_accept: false });
    expect(terms.accepted.map((a: { version: number }) => a.version).slice(0, 2)).toEqual([base + 2, base + 1]);
    expect(terms.accepted[1].accepted_at).toBe(at);
    const page = await call(`/user/detail/${learner.id}`, { cookie: await cookieFor(ADMIN) });
    const html = await page.text();
    expect(html).toContain('Terms and policies');
    expect(html).toContain(`Version ${base + 1}:`);
    expect(html).toContain('Accepted the current version');
  });

  it('keeps the user policy apart from the terms', async () => {
    const base = (await overview(U)).current?.version ?? 0;
    const v = await publish('User policy wording', U);
    expect(v.version).toBe(base + 1);
    const state = await learnerState();
    const policy = state.documents.find((d: { kind: string }) => d.kind === 'user_policy');
    expect(policy).toMatchObject({ must_accept: true, current: { version: base + 1 } });
    expect((await accept(base + 1, 'user_policy')).status).toBe(200);
    expect((await learnerState()).documents.find((d: { kind: string }) => d.kind === 'user_policy').must_accept).toBe(false);
  });

  it('answers the learner calls only with a session', async () => {
    expect((await call(L)).status).toBe(401);
    expect(
      (await call(`${L}/term_and_condition/accept`, { method: 'POST', body: { version: 1 }, headers: { 'content-type': 'application/json' } })).status,
    ).toBe(401);
  });
});

describe('terms and user policy: organisation and keys', () => {
  it("another organisation sees none of this one's versions, users or acceptances", async () => {
    const o = (await json(await adminCall(T))).data;
    expect(o.versions.length).toBeGreaterThan(0);
    expect((await acmeCall(`${T}/versions/${o.versions[0].id}`)).status).toBe(404);
    expect((await acmeCall(`/api/cms/users/${learner.id}/policy-acceptances`)).status).toBe(404);
    const acme = (await json(await acmeCall(T))).data;
    expect(acme.versions.map((v: { id: number }) => v.id)).not.toContain(o.versions[0].id);
    // The other organisation's learners answer from their own organisation's (unpublished) documents.
    const acmeState = (await json(await acmeCall(L))).data;
    expect(termsOf(acmeState).current?.version ?? null).toBe(acme.current?.version ?? null);
    expect(JSON.stringify(acmeState)).not.toContain('Terms, second wording');
  });

  it('answers 403 to a session without the key', async () => {
    const token = await tokenFor(RESTRICTED);
    const o = (await json(await adminCall(T))).data;
    const calls: [string, string, unknown][] = [
      ['GET', T, undefined],
      ['GET', `${T}/versions/${o.versions[0].id}`, undefined],
      ['PUT', `${T}/draft`, { body: '<p>x</p>' }],
      ['DELETE', `${T}/draft`, { updated_at: new Date().toISOString() }],
      ['POST', `${T}/draft/publish`, { updated_at: new Date().toISOString() }],
      ['GET', U, undefined],
      ['PUT', `${U}/draft`, { body: '<p>x</p>' }],
      ['GET', `/api/cms/users/${learner.id}/policy-acceptances`, undefined],
    ];
    for (const [method, path, body] of calls) expect((await answer(path, { method, body, token })).status, `${method} ${path}`).toBe(403);
    expect((await json(await adminCall(T))).data.draft).toBeNull();
  });
});
