// The FAQ through the API and the footer call (spec 002 §7 GET organizations/{id}/footer, FAQ as JSON text;
// docs/decisions/0125): validation, order, concurrency, the organisation and the key.
import { describe, expect, it } from 'vitest';
import { acmeCall, ACME_HOST, adminCall, answer, call, fieldMessages, json, RESTRICTED, tokenFor } from '../../setup/http';

const F = '/api/cms/settings/faq';
const item = (n: number) => ({ question: `Question ${n}?`, answer: `Answer ${n}.` });
const faq = async () => (await json(await adminCall(F))).data as { items: { question: string }[]; updated_at: string | null };
const save = async (items: unknown[], updated_at: string | null) => adminCall(F, { method: 'PUT', body: { items, updated_at } });

describe('FAQ', () => {
  it('refuses empty, too long and too many questions, naming the field', async () => {
    const { updated_at } = await faq();
    expect(await fieldMessages(await save([{ question: ' ', answer: 'A' }], updated_at))).toEqual({ 'items.0.question': 'Question is required' });
    expect(await fieldMessages(await save([item(1), { question: 'Q?', answer: 'a'.repeat(5001) }], updated_at))).toEqual({
      'items.1.answer': 'Answer must be at most 5000 characters',
    });
    expect(
      await fieldMessages(
        await save(
          Array.from({ length: 101 }, (_, i) => item(i)),
          updated_at,
        ),
      ),
    ).toEqual({ items: 'The FAQ may hold at most 100 questions' });
    expect((await save([{ ...item(1), order: 1 }], updated_at)).status).toBe(400);
    expect((await adminCall(F, { method: 'PUT', body: {} })).status).toBe(400);
  });

  it('saves the questions in order, refuses a stale save and serves them to the footer as JSON text', async () => {
    const start = await faq();
    const saved = await save([item(1), item(2), item(3)], start.updated_at);
    expect(saved.status).toBe(200);
    const envelope = await json(saved);
    expect(envelope.message).toBe('FAQ has been saved.');
    const first = envelope.data;
    expect(first.items.map((i: { question: string }) => i.question)).toEqual(['Question 1?', 'Question 2?', 'Question 3?']);
    // An edit that started before this save (or from no FAQ at all) cannot overwrite it.
    expect((await save([item(9)], start.updated_at)).status).toBe(409);
    expect((await save([item(9)], null)).status).toBe(409);

    // Reordered: the third first.
    const reordered = await save([item(3), { question: ' Question 1? ', answer: 'Answer 1, "quoted".' }, item(2)], first.updated_at);
    expect(reordered.status).toBe(200);
    const orgId = await orgIdOf();
    const footer = await call(`/api/organizations/${orgId}/footer`);
    expect(footer.status).toBe(200);
    const data = (await json(footer)).data;
    expect(data.organization_id).toBe(orgId);
    expect(typeof data.faq).toBe('string');
    expect(JSON.parse(data.faq)).toEqual([item(3), { question: 'Question 1?', answer: 'Answer 1, "quoted".' }, item(2)]);
  });

  it("answers 404 for another organisation's footer, and each organisation its own FAQ", async () => {
    const orgId = await orgIdOf();
    const acmeId = (await json(await acmeCall('/api/cms/auth/me'))).data.user.programs[0].id as number;
    expect(acmeId).not.toBe(orgId);
    expect((await call(`/api/organizations/${acmeId}/footer`)).status).toBe(404);
    expect((await call(`/api/organizations/${orgId}/footer`, { host: ACME_HOST })).status).toBe(404);
    const acme = await call(`/api/organizations/${acmeId}/footer`, { host: ACME_HOST });
    expect(acme.status).toBe(200);
    expect(JSON.parse((await json(acme)).data.faq)).not.toContainEqual(item(3));
    expect((await acmeCall(F)).status).toBe(200);
    expect((await json(await acmeCall(F))).data.items).not.toContainEqual(item(3));
    expect((await call('/api/organizations/abc/footer')).status).toBe(404);
  });

  it('answers 403 to a session without the key', async () => {
    const token = await tokenFor(RESTRICTED);
    expect((await answer(F, { token })).status).toBe(403);
    expect((await answer(F, { method: 'PUT', token, body: { items: [], updated_at: null } })).status).toBe(403);
    expect((await faq()).items.length).toBeGreaterThan(0);
  });
});

/** The organisation's id, as the signed-in user's answer carries it (programs[0]). */
async function orgIdOf(): Promise<number> {
  return (await json(await adminCall('/api/cms/auth/me'))).data.user.programs[0].id as number;
}
