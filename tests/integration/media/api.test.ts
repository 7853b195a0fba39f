// The video and podcast endpoints (docs/decisions/0082): one suite per kind, against the shared server (jobs on).
import { describe, expect, it } from 'vitest';
import { pngBytes } from '../../fixtures/images';
import { acmeCall, ADMIN, adminCall, call, cookieFor, EDITOR, fieldMessages, json, RESTRICTED, stored, tokenFor, upload } from '../../setup/http';
import { demoMedia } from './helpers';
import { until } from '../../setup/wait';

const KINDS = [
  {
    kind: 'video',
    api: '/api/videos',
    folder: 'video',
    file: 'demo-video.mp4',
    seconds: 6,
    other: 'demo-audio.mp3',
    otherFolder: 'podcast',
    seeded: 'Welcome to Nusantara Learning Academy',
  },
  {
    kind: 'podcast',
    api: '/api/podcasts',
    folder: 'podcast',
    file: 'demo-audio.m4a',
    seconds: 5,
    other: 'demo-video.webm',
    otherFolder: 'video',
    seeded: 'Leadership Lunch Talk #12: Leading Remote Teams',
  },
] as const;

const titles = (body: { data: { results: { title: string }[] } }) => body.data.results.map((r) => r.title);
const unique = (s: string) => `IT ${s} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

describe.each(KINDS)('$kind API', (K) => {
  const P = K.api;
  const create = async (body: Record<string, unknown>) => {
    const res = await adminCall(P, { method: 'POST', body });
    if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
    return (await json(res)).data.id as number;
  };
  const detail = async (id: number) => (await json(await adminCall(`${P}/${id}`))).data;

  it('lists in the list envelope, 10 a page, searches, filters by status, category and date, sorts', async () => {
    const body = await json(await adminCall(P));
    expect(body.data.results.length).toBeLessThanOrEqual(10);
    expect(body.data.pagination).toMatchObject({ current_page: 1 });
    const seeded = await json(await adminCall(`${P}?keyword=${encodeURIComponent(K.seeded.slice(0, 12))}`));
    const row = seeded.data.results.find((r: { title: string }) => r.title === K.seeded);
    expect(row).toMatchObject({ status_enum: 'publish', duration: K.kind === 'video' ? 6 : 8, can_delete: false, category: { name: expect.any(String) } });
    expect(row.thumbnail).toMatch(/^\/media\/thumbnails\//);

    const drafts = await json(await adminCall(`${P}?status=draft&page_size=100`));
    expect(drafts.data.results.every((r: { status_enum: string }) => r.status_enum === 'draft')).toBe(true);
    const inCategory = await json(await adminCall(`${P}?category_id=${row.category.id}&page_size=100`));
    expect(titles(inCategory)).toContain(K.seeded);
    expect(inCategory.data.results.every((r: { category: { id: number } }) => r.category.id === row.category.id)).toBe(true);
    const future = await json(await adminCall(`${P}?start_date=2099-01-01&end_date=2099-01-31`));
    expect(future.data.results).toEqual([]);
    const sorted = titles(await json(await adminCall(`${P}?order_by=title&order_type=asc&page_size=100`))).map((t) => t.toLowerCase());
    expect(sorted).toEqual([...sorted].sort());
    expect((await adminCall(`${P}?status=archived`)).status).toBe(400);

    const categories = (await json(await adminCall(`${P}/categories`))).data;
    expect(categories[0]).toEqual({ value: expect.any(String), label: 'Leadership & Management' });
  });

  it('refuses missing fields, a file of the other kind, and a file whose bytes are not media', async () => {
    const empty = await adminCall(P, { method: 'POST', body: { title: '  ' } });
    expect(empty.status).toBe(400);
    const messages = await fieldMessages(empty);
    expect(messages.title).toBe('Title is required');
    expect(messages.file_id).toBe("There's no any file to be uploaded");

    const wrongKind = await stored(demoMedia(K.other), K.other, K.otherFolder);
    const refused = await adminCall(P, { method: 'POST', body: { title: unique('Wrong'), file_id: wrongKind.id } });
    expect(refused.status).toBe(400);
    expect((await fieldMessages(refused)).file_id).toMatch(/^The file must be an uploaded /);

    // A PDF named like media is refused by its bytes when it is uploaded.
    const pdf = await upload(demoMedia('demo-document.pdf'), K.file, K.folder);
    expect(pdf.status).toBe(415);
    expect((await json(pdf)).message).toBe('Mime types not accepted');

    const file = await stored(demoMedia(K.file), K.file, K.folder);
    const badThumb = await adminCall(P, { method: 'POST', body: { title: unique('Thumb'), file_id: file.id, thumbnail: 'https://evil.example/x.png' } });
    expect(badThumb.status).toBe(400);
    const badCategory = await adminCall(P, { method: 'POST', body: { title: unique('Cat'), file_id: file.id, category_id: 999999 } });
    expect((await fieldMessages(badCategory)).category_id).toBe('Pick a category of this organisation.');
  });

  it('creates (description sanitised, duration read by the background job), edits with 409 on a stale version, deletes', async () => {
    const file = await stored(demoMedia(K.file), K.file, K.folder);
    const thumb = await stored(pngBytes(160, 90), 'thumb.png', 'thumbnails');
    const title = unique('Create');
    const id = await create({
      title: `  ${title}  `,
      description: '<p>Safe <strong>text</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
      file_id: file.id,
      thumbnail: thumb.full_path,
    });
    const created = await detail(id);
    expect(created).toMatchObject({
      title,
      status_enum: 'draft',
      thumbnail: thumb.full_path,
      category: null,
      file: { id: file.id, full_path: file.full_path },
    });
    expect(created.description).toBe('<p>Safe <strong>text</strong></p><img src="x" />');
    expect(created.duration_job).toMatchObject({ id: expect.any(Number) });

    const read = await until(
      () => detail(id),
      (d) => d.duration_job.state === 'done' || d.duration_job.state === 'failed',
    );
    expect(read.duration_job.state).toBe('done');
    expect(read.duration).toBe(K.seconds);

    const nothing = await adminCall(`${P}/${id}`, {
      method: 'PATCH',
      body: { title, description: read.description, file_id: file.id, thumbnail: thumb.full_path, updated_at: read.updated_at },
    });
    expect(await json(nothing)).toMatchObject({ message: "There's no anything changed", data: { changed: false } });

    const edited = await adminCall(`${P}/${id}`, {
      method: 'PATCH',
      body: { title: `${title} v2`, description: '<p>New</p>', file_id: file.id, thumbnail: '/media/thumbnails/waves.svg', updated_at: read.updated_at },
    });
    expect(edited.status).toBe(200);
    expect((await json(edited)).data.changed).toBe(true);

    const stale = await adminCall(`${P}/${id}`, {
      method: 'PATCH',
      body: { title: `${title} v3`, file_id: file.id, updated_at: read.updated_at },
    });
    expect(stale.status).toBe(409);
    expect((await detail(id)).title).toBe(`${title} v2`);

    expect((await adminCall(`${P}/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await adminCall(`${P}/${id}`)).status).toBe(404);
  });

  it('moves along draft → review → publish with who and when, refuses skipped steps (409) and deleting a published item', async () => {
    const file = await stored(demoMedia(K.file), K.file, K.folder);
    const id = await create({ title: unique('Status'), file_id: file.id });
    const status = (s: string, updated_at?: string) => adminCall(`${P}/${id}/status`, { method: 'POST', body: { status: s, updated_at } });

    // A move the current status does not have is a conflict with the row's state, as for webinars (decision 0095).
    const skipped = await status('publish');
    expect(skipped.status).toBe(409);
    expect(await json(skipped)).toMatchObject({ success: false, error: 'Failed to change the status', message: `A ${K.kind} in Draft cannot go to Publish.` });

    const before = await detail(id);
    const review = await status('review', before.updated_at);
    expect(review.status).toBe(200);
    const inReview = await detail(id);
    expect(inReview).toMatchObject({ status_enum: 'review', status_changed_by: { full_name: 'Ayu Pratiwi' } });
    expect(Date.now() - new Date(inReview.status_changed_at).getTime()).toBeLessThan(60_000);
    // The version the screen showed is stale now.
    expect((await status('publish', before.updated_at)).status).toBe(409);

    expect((await status('publish', inReview.updated_at)).status).toBe(200);
    const published = await detail(id);
    expect(published.status_enum).toBe('publish');
    const refused = await adminCall(`${P}/${id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ error: 'Failed', message: expect.stringMatching(/cannot be deleted: move it back to draft first/) });

    expect((await status('draft')).status).toBe(200);
    expect((await status('draft')).status).toBe(409);
    // A status the workflow does not know is a malformed request: 400 on its field.
    const unknown = await adminCall(`${P}/${id}/status`, { method: 'POST', body: { status: 'archived' } });
    expect(unknown.status).toBe(400);
    expect(Object.keys(await fieldMessages(unknown))).toEqual(['status']);

    expect((await json(await adminCall(`${P}/${id}`))).data.status_enum).toBe('draft');
    expect((await adminCall(`${P}/${id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it("answers 404 for another organisation's item and guards by session, rule and key", async () => {
    const file = await stored(demoMedia(K.file), K.file, K.folder);
    const id = await create({ title: unique('Private'), file_id: file.id });
    expect((await acmeCall(`${P}/${id}`)).status).toBe(404);
    expect((await acmeCall(`${P}/${id}`, { method: 'PATCH', body: { title: 'Taken', file_id: file.id } })).status).toBe(404);
    expect((await acmeCall(`${P}/${id}/status`, { method: 'POST', body: { status: 'review' } })).status).toBe(404);
    expect((await acmeCall(`${P}/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect(titles(await json(await acmeCall(`${P}?page_size=100`)))).not.toContain(K.seeded);
    // Acme cannot attach the demo organisation's file either.
    const acmeCreate = await acmeCall(P, { method: 'POST', body: { title: unique('Acme'), file_id: file.id } });
    expect(acmeCreate.status).toBe(400);

    expect((await call(P)).status).toBe(401);
    expect((await call(P, { token: await tokenFor(EDITOR) })).status).toBe(403);
    const restricted = await call(P, { token: await tokenFor(RESTRICTED) });
    expect(restricted.status).toBe(K.kind === 'video' ? 200 : 403);
    expect((await adminCall(`${P}/0`)).status).toBe(404);
    await adminCall(`${P}/${id}`, { method: 'DELETE' });
  });

  it('records its history: create, edit and status changes with who and when', async () => {
    const file = await stored(demoMedia(K.file), K.file, K.folder);
    const id = await create({ title: unique('History'), file_id: file.id });
    const d = await detail(id);
    await adminCall(`${P}/${id}`, { method: 'PATCH', body: { title: `${d.title} v2`, file_id: file.id, updated_at: d.updated_at } });
    await adminCall(`${P}/${id}/status`, { method: 'POST', body: { status: 'review' } });
    const page = await call(`/${K.kind}/detail/${id}?tab=history`, { cookie: await cookieFor(ADMIN) });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Status changed: Draft → Review');
    expect(html).toContain('Edited: Title');
    expect(html).toContain('Created');
  });
});

describe('the video area keeps the playground and counts for the categories', () => {
  it('serves the playground list to any signed-in user', async () => {
    const res = await call('/api/playground/videos', { token: await tokenFor(EDITOR) });
    expect(res.status).toBe(200);
    expect((await json(res)).data.results[0]).toMatchObject({ title: expect.any(String), status_enum: expect.any(String) });
  });

  it('keeps a category that videos use from being deleted', async () => {
    const seeded = (await json(await adminCall('/api/videos?keyword=Welcome%20to%20Nusantara'))).data.results[0];
    const category = (await json(await adminCall(`/api/categories/${seeded.category.id}`))).data;
    expect(category.can_delete).toBe(false);
    const refused = await adminCall(`/api/categories/${seeded.category.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toMatch(/1 video/);
  });
});
