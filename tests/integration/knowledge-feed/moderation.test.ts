import { describe, expect, it } from 'vitest';
import { acmeCall, adminCall, expectGuarded, fieldMessages, json } from '../../setup/http';
import { P } from './helpers';

interface Row {
  id: number;
  type: string;
  excerpt: string;
  open_reports: number;
  state: string;
  created_at: string;
}
const rows = async (query = '') => (await json(await adminCall(`${P}?page_size=100${query}`))).data.results as Row[];
const find = async (words: string) => (await rows(`&keyword=${encodeURIComponent(words)}`))[0];
const moderate = (id: number, body: Record<string, unknown>) => adminCall(`${P}/${id}/moderation`, { method: 'POST', body });

describe('knowledge feed API: the moderation queue', () => {
  it('lists posts reported first (most open reports first), then the newest', async () => {
    const all = await rows();
    expect(all.length).toBeGreaterThanOrEqual(10);
    const firstClean = all.findIndex((r) => r.open_reports === 0);
    expect(firstClean).toBeGreaterThan(0);
    const reported = all.slice(0, firstClean);
    const rest = all.slice(firstClean);
    expect(rest.every((r) => r.open_reports === 0)).toBe(true);
    expect(reported.map((r) => r.open_reports)).toEqual([...reported.map((r) => r.open_reports)].sort((a, b) => b - a));
    const times = rest.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(all[0]).toMatchObject({ type: 'text', open_reports: 3, state: 'visible' });
    expect(all[0].excerpt).toContain('cheap followers');
  });

  it('filters by state, type, reported only and date range, searches text, link and author, and pages', async () => {
    expect((await rows('&state=hidden')).every((r) => r.state === 'hidden')).toBe(true);
    expect((await rows('&state=deleted')).some((r) => r.excerpt.includes('pirated'))).toBe(true);
    const images = await rows('&type=image');
    expect(images.length).toBeGreaterThanOrEqual(3);
    expect(images.every((r) => r.type === 'image')).toBe(true);
    const reported = await rows('&reported=true');
    expect(reported.length).toBeGreaterThan(0);
    expect(reported.every((r) => r.open_reports > 0)).toBe(true);
    expect((await rows('&reported=false')).every((r) => r.open_reports === 0)).toBe(true);
    expect((await rows('&keyword=spaced%20repetition'))[0].type).toBe('link');
    expect((await rows('&keyword=UU%20PDP%20in%20practice')).map((r) => r.type)).toEqual(['link']);
    expect((await rows(`&keyword=${encodeURIComponent('%_%')}`)).length).toBe(0);
    // Date range in Jakarta days: a range in the far past is empty, one around today holds the newest post.
    expect(await rows('&start_date=2020-01-01&end_date=2020-01-31')).toEqual([]);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const past = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    expect((await rows(`&start_date=${past}&end_date=${today}`)).length).toBeGreaterThan(0);
    const page2 = await json(await adminCall(`${P}?page=2&page_size=3`));
    expect(page2.data.pagination.current_page).toBe(2);
    expect(page2.data.results).toHaveLength(3);
    for (const bad of ['state=gone', 'type=video', 'reported=maybe', 'start_date=yesterday', 'page_size=abc']) {
      expect((await adminCall(`${P}?${bad}`)).status, bad).toBe(400);
    }
  });

  it('shows a post with its image, reports and moderation history', async () => {
    const { id } = await find('Sales pipeline before and after');
    const post = (await json(await adminCall(`${P}/${id}`))).data;
    expect(post).toMatchObject({ type: 'image', state: 'visible', likes_count: 33, comments_count: 11, open_reports: 1 });
    expect(post.image.url).toMatch(/^\/api\/storage\/files\/DEMO\/feed\/.+\.png$/);
    const image = await adminCall(post.image.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(post.reports[0]).toMatchObject({ reason: 'misinformation', resolved_at: null });

    const deleted = await find('pirated copy');
    const gone = (await json(await adminCall(`${P}/${deleted.id}`))).data;
    expect(gone).toMatchObject({ state: 'deleted', moderation_reason: 'Shares pirated course material (copyright infringement).', open_reports: 0 });
    expect(gone.history[0]).toMatchObject({ action: 'delete', user: 'Ayu Pratiwi', reason: gone.moderation_reason });
    expect(gone.reports[0].resolved_at).not.toBeNull();
  });
});

describe('knowledge feed API: moderation', () => {
  it('hides, restores and deletes with a reason; each answers its state, resolves the reports and is in the history', async () => {
    const { id } = await find('useless and everyone in the Bandung');
    let post = (await json(await adminCall(`${P}/${id}`))).data;
    expect(post.open_reports).toBe(2);

    let res = await moderate(id, { action: 'hide', reason: 'Personal attack on a trainer.', updated_at: post.updated_at });
    expect(res.status).toBe(200);
    const hidden = await json(res);
    expect(hidden.message).toBe('Post has been hidden.');
    expect(hidden.data.state).toBe('hidden');
    post = (await json(await adminCall(`${P}/${id}`))).data;
    expect(post).toMatchObject({
      state: 'hidden',
      open_reports: 0,
      moderation_reason: 'Personal attack on a trainer.',
      moderated_by: { full_name: 'Ayu Pratiwi' },
    });
    // No longer in the reported block at the top.
    expect((await rows('&reported=true')).some((r) => r.id === id)).toBe(false);

    // A move the state does not allow is a 409 that changes nothing.
    res = await moderate(id, { action: 'hide', reason: 'Again', updated_at: post.updated_at });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe('This post is hidden: it cannot be hidden.');

    res = await moderate(id, { action: 'restore', reason: 'The author apologised and edited it.', updated_at: post.updated_at });
    expect((await json(res)).data.state).toBe('visible');
    post = (await json(await adminCall(`${P}/${id}`))).data;

    res = await moderate(id, { action: 'delete', reason: 'Repeated personal attacks.', updated_at: post.updated_at });
    expect(res.status).toBe(200);
    post = (await json(await adminCall(`${P}/${id}`))).data;
    // Soft delete: the post and the reason stay.
    expect(post).toMatchObject({ state: 'deleted', moderation_reason: 'Repeated personal attacks.' });
    expect(post.history.map((h: { action: string; reason: string }) => [h.action, h.reason])).toEqual([
      ['delete', 'Repeated personal attacks.'],
      ['restore', 'The author apologised and edited it.'],
      ['hide', 'Personal attack on a trainer.'],
    ]);
    res = await moderate(id, { action: 'delete', reason: 'Twice', updated_at: post.updated_at });
    expect(res.status).toBe(409);
    // A deleted post can be restored (soft delete).
    res = await moderate(id, { action: 'restore', reason: 'Deleted by mistake.', updated_at: post.updated_at });
    expect((await json(res)).data.state).toBe('visible');
  });

  it('answers 409 to a moderation started from a stale version', async () => {
    const { id } = await find('Reminder for the K3 safety');
    const post = (await json(await adminCall(`${P}/${id}`))).data;
    const first = await moderate(id, { action: 'hide', reason: 'Outdated date.', updated_at: post.updated_at });
    expect(first.status).toBe(200);
    const stale = await moderate(id, { action: 'delete', reason: 'Someone else at the same time.', updated_at: post.updated_at });
    expect(stale.status).toBe(409);
    expect((await json(stale)).message).toBe('Someone else moderated this post meanwhile. Reload the page to see its current state.');
    const now = (await json(await adminCall(`${P}/${id}`))).data;
    expect(now.state).toBe('hidden');
    await moderate(id, { action: 'restore', reason: 'Date confirmed.', updated_at: now.updated_at });
  });

  it('requires an action, a reason of 3 to 500 characters and the version', async () => {
    const { id } = await find('Tip: the Business English course');
    const post = (await json(await adminCall(`${P}/${id}`))).data;
    expect(await fieldMessages(await moderate(id, { action: 'hide', reason: '   ', updated_at: post.updated_at }))).toMatchObject({
      reason: 'Reason is required',
    });
    expect(await fieldMessages(await moderate(id, { action: 'hide', reason: 'no', updated_at: post.updated_at }))).toMatchObject({
      reason: 'Reason must be at least 3 characters',
    });
    expect(await fieldMessages(await moderate(id, { action: 'hide', reason: 'x'.repeat(501), updated_at: post.updated_at }))).toMatchObject({
      reason: 'Reason must be at most 500 characters',
    });
    expect((await moderate(id, { action: 'ban', reason: 'Spam', updated_at: post.updated_at })).status).toBe(400);
    expect((await moderate(id, { action: 'hide', reason: 'Spam' })).status).toBe(400);
    expect((await moderate(id, { action: 'hide', reason: 'Spam', updated_at: post.updated_at, extra: 1 })).status).toBe(400);
    expect((await json(await adminCall(`${P}/${id}`))).data.state).toBe('visible');
  });

  it("keeps another organisation's posts out: 404 to read or moderate them", async () => {
    const { id, created_at } = await find('Tip: the Business English course');
    expect((await acmeCall(`${P}/${id}`)).status).toBe(404);
    const res = await acmeCall(`${P}/${id}/moderation`, { method: 'POST', body: { action: 'hide', reason: 'Not yours', updated_at: created_at } });
    expect(res.status).toBe(404);
    const acme = (await json(await acmeCall(`${P}?page_size=100`))).data.results as Row[];
    expect(acme.some((r) => r.id === id)).toBe(false);
  });

  it('needs a session, the admin rule and content-knowledge_feed', async () => {
    await expectGuarded(
      [
        ['GET', P],
        ['GET', `${P}/1`],
        ['POST', `${P}/1/moderation`],
      ] as const,
      { action: 'hide', reason: 'Spam', updated_at: new Date().toISOString() },
    );
    expect((await adminCall(`${P}/99999999999`)).status).toBe(404);
    expect((await adminCall(`${P}/999999`)).status).toBe(404);
  });
});
