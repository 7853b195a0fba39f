import { beforeAll, describe, expect, it } from 'vitest';
import { acmeCall, adminCall, expectGuarded, fieldMessages, json } from '../../setup/http';

const P = '/api/webinars';
const titles = (body: { data: { results: { title: string }[] } }) => body.data.results.map((r) => r.title);

let categoryId = 0;
let speakers: number[] = [];

beforeAll(async () => {
  const options = (await json(await adminCall('/api/categories/options'))).data as { label: string; value: number }[];
  categoryId = options.find((o) => o.label === 'Public Speaking')!.value;
  const people = (await json(await adminCall('/api/users?page_size=3'))).data.results as { id: number }[];
  speakers = people.map((p) => p.id);
});

const valid = (over: Record<string, unknown> = {}) => ({
  title: `IT Webinar ${Date.now()} ${Math.random()}`,
  description: '<p>Hello <strong>team</strong></p>',
  category_id: categoryId,
  level: 'intermediate',
  start_at: '2030-01-15T09:00',
  end_at: '2030-01-15T10:30',
  platform: 'zoom',
  meeting_url: 'https://zoom.us/j/123',
  capacity: 100,
  recording_url: '',
  speaker_ids: speakers.slice(0, 2),
  ...over,
});

async function create(over: Record<string, unknown> = {}) {
  const res = await adminCall(P, { method: 'POST', body: valid(over) });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  const { id } = (await json(res)).data as { id: number };
  return (await json(await adminCall(`${P}/${id}`))).data;
}

describe('webinars API: list', () => {
  it('lists the seeded webinars with the list envelope, filters by status and the WIB days of the start, sorts', async () => {
    const body = await json(await adminCall(`${P}?page=1&page_size=100`));
    expect(body.data.pagination).toMatchObject({ current_page: 1 });
    const phishing = body.data.results.find((r: { title: string }) => r.title.startsWith('Phishing in 2026'));
    expect(phishing).toMatchObject({ status: 'publish', platform: 'microsoft_teams', level: 'fundamental', can_delete: true });
    expect(phishing.category).toMatchObject({ name: 'Technology & Digital' });

    const drafts = await json(await adminCall(`${P}?status=draft&page_size=100`));
    expect(titles(drafts)).toContain('Negotiating with Key Accounts');
    expect(drafts.data.results.every((r: { status: string }) => r.status === 'draft')).toBe(true);

    expect(titles(await json(await adminCall(`${P}?keyword=phishing`)))).toEqual(['Phishing in 2026: What Our Security Team Sees Every Week']);
    expect(titles(await json(await adminCall(`${P}?keyword=${encodeURIComponent('%_%')}`)))).toEqual([]);

    // 09:00 WIB on 15 January 2030 is 02:00 UTC the same day: the day filter is in WIB days.
    const w = await create({ start_at: '2030-01-15T06:30', end_at: '2030-01-15T08:00' });
    expect(titles(await json(await adminCall(`${P}?start_date=2030-01-15&end_date=2030-01-15&page_size=100`)))).toContain(w.title);
    expect(titles(await json(await adminCall(`${P}?start_date=2030-01-16&page_size=100`)))).not.toContain(w.title);
    expect(titles(await json(await adminCall(`${P}?end_date=2030-01-14&page_size=100`)))).not.toContain(w.title);

    const starts = (await json(await adminCall(`${P}?order_by=start_at&order_type=asc&page_size=100`))).data.results.map(
      (r: { start_at: string }) => r.start_at,
    );
    expect(starts).toEqual([...starts].sort());
    expect((await adminCall(`${P}?status=live`)).status).toBe(400);
    expect((await adminCall(`${P}?start_date=15-01-2030`)).status).toBe(400);
  });
});

describe('webinars API: create, read, edit, delete', () => {
  it('creates a draft with WIB times, sanitised description and speakers; edits (nothing changed, stale 409, changed); deletes', async () => {
    const w = await create({ description: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>' });
    expect(w).toMatchObject({
      level: 'intermediate',
      start_at: '2030-01-15T02:00:00.000Z',
      end_at: '2030-01-15T03:30:00.000Z',
      platform: 'zoom',
      meeting_url: 'https://zoom.us/j/123',
      capacity: 100,
      status: 'draft',
      status_by: { full_name: 'Ayu Pratiwi' },
      category: { id: categoryId, name: 'Public Speaking' },
    });
    expect(w.description).toBe('<p>Hi <a>x</a></p>');
    expect(w.speakers.map((s: { id: number }) => s.id)).toEqual(speakers.slice(0, 2));

    const body = valid({ title: w.title, description: w.description, speaker_ids: speakers.slice(0, 2) });
    const same = await adminCall(`${P}/${w.id}`, { method: 'PATCH', body: { ...body, updated_at: w.updated_at } });
    expect(await json(same)).toMatchObject({ message: "There's no anything changed", data: { changed: false } });

    // The speakers alone are a change; their order is kept.
    const reordered = await adminCall(`${P}/${w.id}`, {
      method: 'PATCH',
      body: { ...body, speaker_ids: [speakers[2], speakers[0]], updated_at: w.updated_at },
    });
    expect(await json(reordered)).toMatchObject({ message: 'Webinar has been successfully edited.', data: { changed: true } });
    const after = (await json(await adminCall(`${P}/${w.id}`))).data;
    expect(after.speakers.map((s: { id: number }) => s.id)).toEqual([speakers[2], speakers[0]]);

    const stale = await adminCall(`${P}/${w.id}`, { method: 'PATCH', body: { ...body, title: 'IT Overwritten', updated_at: w.updated_at } });
    expect(stale.status).toBe(409);
    expect((await json(await adminCall(`${P}/${w.id}`))).data.title).toBe(w.title);

    const removed = await adminCall(`${P}/${w.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await json(removed)).message).toBe('Webinar Deleted Successfully');
    expect((await adminCall(`${P}/${w.id}`)).status).toBe(404);
  });

  it('answers 400 with a message on each wrong field', async () => {
    const empty = await adminCall(P, { method: 'POST', body: { title: ' ', category_id: null, start_at: '', end_at: '', platform: 'zoom' } });
    expect(empty.status).toBe(400);
    expect(await fieldMessages(empty)).toMatchObject({ title: 'Title is required', category_id: 'Category is required', start_at: 'Start is required' });

    const wrong = await adminCall(P, {
      method: 'POST',
      body: valid({ meeting_url: 'http://zoom.us/j/1', capacity: 0, platform: 'skype' }),
    });
    expect(await fieldMessages(wrong)).toMatchObject({
      meeting_url: 'Enter a full https:// address',
      capacity: 'Capacity must be a whole number from 1 to 100000',
    });
    expect(await fieldMessages(await adminCall(P, { method: 'POST', body: valid({ end_at: '2030-01-15T08:00' }) }))).toEqual({
      end_at: 'The end must be after the start',
    });
    expect(await fieldMessages(await adminCall(P, { method: 'POST', body: valid({ recording_url: 'https://rec.example/1' }) }))).toEqual({
      recording_url: 'The recording can be added once the webinar has ended',
    });
    expect(await fieldMessages(await adminCall(P, { method: 'POST', body: valid({ end_at: '2030-01-17T10:00' }) }))).toEqual({
      end_at: 'A webinar lasts at most 24 hours',
    });
    // A past session may carry its recording.
    const past = await adminCall(P, {
      method: 'POST',
      body: valid({ start_at: '2024-03-01T09:00', end_at: '2024-03-01T10:00', recording_url: 'https://rec.example/past' }),
    });
    expect(past.status).toBe(201);
    expect(await fieldMessages(await adminCall(P, { method: 'POST', body: valid({ category_id: 99999999 }) }))).toEqual({
      category_id: 'Choose a category from the list',
    });
    expect(await fieldMessages(await adminCall(P, { method: 'POST', body: valid({ speaker_ids: [99999999] }) }))).toEqual({
      speaker_ids: 'Choose speakers among the active people of your organisation',
    });
    expect((await adminCall(P, { method: 'POST', body: { ...valid(), status: 'publish' } })).status).toBe(400);
  });
});

describe('webinars API: status', () => {
  it('moves draft → review → publish → draft with who and when; refuses other moves, a publish without link and a stale page', async () => {
    const w = await create({ meeting_url: '' });
    const move = (status: string, updated_at?: string) => adminCall(`${P}/${w.id}/status`, { method: 'POST', body: { status, updated_at } });

    const skip = await move('publish');
    expect(skip.status).toBe(409);
    expect(await json(skip)).toMatchObject({ error: 'Failed to change the status', message: 'A webinar in Draft cannot move to Publish.' });

    const review = await move('review', w.updated_at);
    expect(review.status).toBe(200);
    expect(await json(review)).toMatchObject({ message: 'Webinar status changed to Review.', data: { status: 'review' } });
    expect((await move('draft', w.updated_at)).status).toBe(409);

    const noLink = await move('publish');
    expect(noLink.status).toBe(400);
    expect(await fieldMessages(noLink)).toEqual({ status: 'Add the meeting link before publishing' });

    const current = (await json(await adminCall(`${P}/${w.id}`))).data;
    const body = valid({ title: w.title, meeting_url: 'https://meet.google.com/abc-defg-hij', speaker_ids: current.speakers.map((s: { id: number }) => s.id) });
    expect((await adminCall(`${P}/${w.id}`, { method: 'PATCH', body: { ...body, updated_at: current.updated_at } })).status).toBe(200);
    expect((await move('publish')).status).toBe(200);
    const published = (await json(await adminCall(`${P}/${w.id}`))).data;
    expect(published).toMatchObject({ status: 'publish', status_by: { full_name: 'Ayu Pratiwi' } });
    expect(Date.now() - new Date(published.status_at).getTime()).toBeLessThan(60_000);
    expect((await move('review')).status).toBe(409);
    expect((await move('draft')).status).toBe(200);
    // A status the workflow does not know is a malformed request, not a conflict.
    expect((await move('live')).status).toBe(400);
  });
});

describe('webinars API: categories and access', () => {
  it('a category a webinar uses cannot be deleted', async () => {
    const cat = await adminCall('/api/categories', { method: 'POST', body: { name: `IT Webinar Category ${Date.now()}` } });
    const id = (await json(cat)).data.id as number;
    const w = await create({ category_id: id });
    const refused = await adminCall(`/api/categories/${id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe('This category is in use (1 webinar) and cannot be deleted.');
    await adminCall(`${P}/${w.id}`, { method: 'DELETE' });
    expect((await adminCall(`/api/categories/${id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it("another organisation's webinar is a 404, and its categories and people cannot be picked", async () => {
    const acmeCategories = (await json(await acmeCall('/api/categories', { method: 'POST', body: { name: `IT Acme Webinars ${Date.now()}` } }))).data;
    const acmePeople = (await json(await acmeCall('/api/users?page_size=1'))).data.results as { id: number }[];
    const res = await acmeCall(P, { method: 'POST', body: valid({ category_id: acmeCategories.id, speaker_ids: acmePeople.map((p) => p.id) }) });
    expect(res.status).toBe(201);
    const acmeId = (await json(res)).data.id as number;
    expect((await adminCall(`${P}/${acmeId}`)).status).toBe(404);
    expect((await adminCall(`${P}/${acmeId}`, { method: 'PATCH', body: valid() })).status).toBe(404);
    expect((await adminCall(`${P}/${acmeId}/status`, { method: 'POST', body: { status: 'review' } })).status).toBe(404);
    expect((await adminCall(`${P}/${acmeId}`, { method: 'DELETE' })).status).toBe(404);
    expect(await fieldMessages(await adminCall(P, { method: 'POST', body: valid({ category_id: acmeCategories.id }) }))).toEqual({
      category_id: 'Choose a category from the list',
    });
    expect(await fieldMessages(await adminCall(P, { method: 'POST', body: valid({ speaker_ids: acmePeople.map((p) => p.id) }) }))).toEqual({
      speaker_ids: 'Choose speakers among the active people of your organisation',
    });
  });

  it('needs a session, the admin rule and content-webinar', async () => {
    await expectGuarded([
      ['GET', P],
      ['POST', P],
      ['GET', `${P}/1`],
      ['PATCH', `${P}/1`],
      ['POST', `${P}/1/status`],
      ['DELETE', `${P}/1`],
    ] as const);
    expect((await adminCall(`${P}/99999999999`)).status).toBe(404);
  });
});
