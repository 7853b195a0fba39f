import { describe, expect, it } from 'vitest';
import { pngBytes } from '../../fixtures/images';
import { acmeCall, adminCall, expectGuarded, fieldMessages, json } from '../../setup/http';
import { demoVideos, P, uploadCover } from './helpers';

const titles = (body: { data: { results: { title: string }[] } }) => body.data.results.map((r) => r.title);

async function create(body: Record<string, unknown>) {
  const res = await adminCall(P, { method: 'POST', body });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return (await json(await adminCall(`${P}/${(await json(res)).data.id}`))).data;
}

describe('channels API: list and picker', () => {
  it('lists the seeded channels with the list envelope, searches, filters by visibility and sorts', async () => {
    const body = await json(await adminCall(`${P}?page_size=100`));
    expect(body.data.pagination.current_page).toBe(1);
    expect(titles(body)).toEqual(expect.arrayContaining(['New Joiner Essentials', 'Leadership Corner', 'Sales Playbook 2027 (in preparation)']));
    const joiner = body.data.results.find((r: { title: string }) => r.title === 'New Joiner Essentials');
    expect(joiner).toMatchObject({ visibility: 'public', can_delete: true, created_by: { full_name: 'Ayu Pratiwi' } });
    expect(joiner.items).toBeGreaterThanOrEqual(3);
    expect(joiner.cover).toMatch(/^\/api\/storage\/files\/DEMO\/covers\//);
    expect(titles(await json(await adminCall(`${P}?keyword=joiner`)))).toEqual(['New Joiner Essentials']);
    const hidden = await json(await adminCall(`${P}?visibility=hidden&page_size=100`));
    expect(hidden.data.results.every((r: { visibility: string }) => r.visibility === 'hidden')).toBe(true);
    const asc = titles(await json(await adminCall(`${P}?order_by=title&order_type=asc&page_size=100`))).map((t) => t.toLowerCase());
    expect(asc).toEqual([...asc].sort());
    expect((await adminCall(`${P}?visibility=secret`)).status).toBe(400);
  });

  it('offers the content types and a picker of one type: keyword, 10 per page', async () => {
    expect((await json(await adminCall(`${P}/content-types`))).data).toEqual([
      { value: 'video', label: 'Video' },
      { value: 'podcast', label: 'Podcast' },
      { value: 'pdf', label: 'PDF' },
      { value: 'ppt', label: 'PPT' },
      { value: 'webinar', label: 'Webinar' },
      { value: 'digilib', label: 'Digital Library' },
    ]);
    const page = await json(await adminCall(`${P}/content?type=video`));
    expect(page.data.results).toHaveLength(10);
    expect(page.data.results[0]).toMatchObject({ type: 'video', id: expect.any(Number), title: expect.any(String), status: expect.any(String) });
    const found = await json(await adminCall(`${P}/content?type=video&keyword=onboarding`));
    expect(found.data.results.map((r: { title: string }) => r.title)).toEqual(['Onboarding: Our Company Values']);
    expect(await fieldMessages(await adminCall(`${P}/content?type=spaceship`))).toMatchObject({ type: 'Unknown content type' });
    expect((await adminCall(`${P}/content`)).status).toBe(400);
  });
});

describe('channels API: create, read, edit, reorder, delete', () => {
  it('creates with every field, sanitises the description, reorders and edits (nothing changed, stale 409) and deletes', async () => {
    const cover = await uploadCover(pngBytes(320, 180), 'cover.png');
    const [a, b, c] = await demoVideos(3);
    const created = await create({
      title: '  IT Channel One  ',
      description: '<p>Hello <strong>team</strong><script>alert(1)</script><img src="x" onerror="alert(1)"></p>',
      cover,
      visibility: 'public',
      items: [
        { type: 'video', id: a.id },
        { type: 'video', id: b.id },
        { type: 'video', id: c.id },
      ],
    });
    expect(created).toMatchObject({ title: 'IT Channel One', visibility: 'public', items: 3, cover: { id: cover.id, full_path: cover.full_path } });
    expect(created.description).toContain('<p>Hello <strong>team</strong>');
    expect(created.description).not.toMatch(/script|onerror|alert/);
    expect(created.content.map((i: { id: number }) => i.id)).toEqual([a.id, b.id, c.id]);
    expect(created.content[0]).toMatchObject({ type: 'video', type_label: 'Video', title: a.title, removed: false });

    const base = { title: created.title, description: created.description, cover: created.cover, visibility: 'public' };
    const same = await adminCall(`${P}/${created.id}`, {
      method: 'PATCH',
      body: { ...base, items: created.content.map((i: { type: string; id: number }) => ({ type: i.type, id: i.id })), updated_at: created.updated_at },
    });
    const unchanged = await json(same);
    expect(unchanged.data.changed).toBe(false);
    expect(unchanged.message).toBe("There's no anything changed");

    // Reorder: the last first.
    const reordered = await adminCall(`${P}/${created.id}`, {
      method: 'PATCH',
      body: {
        ...base,
        items: [
          { type: 'video', id: c.id },
          { type: 'video', id: a.id },
          { type: 'video', id: b.id },
        ],
        updated_at: created.updated_at,
      },
    });
    expect(reordered.status).toBe(200);
    expect((await json(reordered)).message).toBe('Channel has been successfully edited.');
    const after = (await json(await adminCall(`${P}/${created.id}`))).data;
    expect(after.content.map((i: { id: number }) => i.id)).toEqual([c.id, a.id, b.id]);

    // The edit started before the reorder is stale.
    const stale = await adminCall(`${P}/${created.id}`, { method: 'PATCH', body: { ...base, title: 'IT Stale', items: [], updated_at: created.updated_at } });
    expect(stale.status).toBe(409);
    expect((await json(await adminCall(`${P}/${created.id}`))).data.title).toBe('IT Channel One');

    const removedCover = await adminCall(`${P}/${created.id}`, {
      method: 'PATCH',
      body: { ...base, cover: null, visibility: 'hidden', items: [{ type: 'video', id: b.id }], updated_at: after.updated_at },
    });
    expect(removedCover.status).toBe(200);
    const edited = (await json(await adminCall(`${P}/${created.id}`))).data;
    expect(edited).toMatchObject({ cover: null, visibility: 'hidden', items: 1 });

    const del = await adminCall(`${P}/${created.id}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect((await json(del)).message).toBe('Channel Deleted Successfully');
    expect((await adminCall(`${P}/${created.id}`)).status).toBe(404);
  });

  it('keeps a private channel to the chosen divisions and companies', async () => {
    const divisions = (await json(await adminCall('/api/divisions?page_size=2'))).data.results as { id: number }[];
    expect(divisions.length).toBeGreaterThan(0);
    const res = await adminCall(P, { method: 'POST', body: { title: 'IT Private', visibility: 'private' } });
    expect(await fieldMessages(res)).toMatchObject({ division_ids: 'Choose at least one division or company for a private channel' });
    const created = await create({ title: 'IT Private', visibility: 'private', division_ids: [divisions[0].id] });
    expect(created).toMatchObject({ visibility: 'private', division_ids: [divisions[0].id], company_ids: [] });
    expect(created.audience).toEqual([{ kind: 'division', id: divisions[0].id, name: expect.any(String) }]);
    expect(
      await fieldMessages(await adminCall(P, { method: 'POST', body: { title: 'IT Private 2', visibility: 'private', company_ids: [99999] } })),
    ).toMatchObject({
      company_ids: 'A chosen division or company no longer exists',
    });
  });

  it('validates the title, the items and the cover', async () => {
    const post = (body: unknown) => adminCall(P, { method: 'POST', body });
    expect(await fieldMessages(await post({ title: '  ' }))).toMatchObject({ title: 'Title is required' });
    expect(await fieldMessages(await post({ title: 'x'.repeat(121) }))).toMatchObject({ title: 'Title must be at most 120 characters' });
    expect(await fieldMessages(await post({ title: 'new joiner essentials' }))).toMatchObject({ title: 'A channel with this title already exists.' });
    const [v] = await demoVideos(1);
    expect(
      await fieldMessages(
        await post({
          title: 'IT Dup',
          items: [
            { type: 'video', id: v.id },
            { type: 'video', id: v.id },
          ],
        }),
      ),
    ).toMatchObject({ items: 'The same content is in the channel twice' });
    expect(await fieldMessages(await post({ title: 'IT Unknown', items: [{ type: 'hologram', id: 1 }] }))).toMatchObject({ items: 'Unknown content type' });
    expect(await fieldMessages(await post({ title: 'IT Missing', items: [{ type: 'video', id: 999999 }] }))).toMatchObject({
      items: 'Video 999999 no longer exists; remove it from the channel',
    });
    expect((await post({ title: 'IT Extra', secret: 1 })).status).toBe(400);
    // A PDF is not a cover, whatever the form says.
    const notImage = { id: 999999, full_path: '/api/storage/files/x.png', name: 'x.png', mime_type: 'image/png', size: 1, width: 1, height: 1 };
    expect(await fieldMessages(await post({ title: 'IT Cover', cover: notImage }))).toMatchObject({
      cover: 'The cover must be an uploaded JPG, PNG or WebP image.',
    });
  });

  it("keeps another organisation's channels out: 404 to read, edit or delete them, and its picker lists only its content", async () => {
    const created = await create({ title: 'IT Not For Acme', visibility: 'public' });
    expect((await acmeCall(`${P}/${created.id}`)).status).toBe(404);
    expect((await acmeCall(`${P}/${created.id}`, { method: 'PATCH', body: { title: 'Taken', updated_at: created.updated_at } })).status).toBe(404);
    expect((await acmeCall(`${P}/${created.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(titles(await json(await acmeCall(`${P}?page_size=100`)))).not.toContain('IT Not For Acme');
    const acmeVideos = (await json(await acmeCall(`${P}/content?type=video&page_size=50`))).data.results as { title: string }[];
    expect(acmeVideos.map((r) => r.title)).toContain('Acme Forklift Safety');
    expect(acmeVideos.map((r) => r.title)).not.toContain('Onboarding: Our Company Values');
    // A DEMO video is not content ACME can put in its channels.
    const [demoVideo] = await demoVideos(1);
    expect((await acmeCall(P, { method: 'POST', body: { title: 'Acme Steal', items: [{ type: 'video', id: demoVideo.id }] } })).status).toBe(400);
    expect((await adminCall(`${P}/${created.id}`)).status).toBe(200);
  });

  it('needs a session, the admin rule and content-channel', async () => {
    await expectGuarded(
      [
        ['GET', P],
        ['GET', `${P}/content-types`],
        ['GET', `${P}/content?type=video`],
        ['POST', P],
        ['GET', `${P}/1`],
        ['PATCH', `${P}/1`],
        ['DELETE', `${P}/1`],
      ] as const,
      { title: 'IT Nobody' },
    );
    expect((await adminCall(`${P}/99999999999`)).status).toBe(404);
  });
});
