import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { compoundFile } from '../../fixtures/compound-file';
import { pngBytes } from '../../fixtures/images';
import { ADMIN, baseUrl, call, demo, EDITOR, tokenFor } from '../../setup/http';

async function upload(bytes: Buffer, name: string, folder: string, token: string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  form.set('folder', folder);
  // Multipart posts need a same-origin Origin (Astro's origin check), also from API clients.
  return fetch(`${baseUrl()}/api/storage/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, origin: baseUrl() } });
}

describe('POST /api/storage/upload', () => {
  it('stores an image checked by its bytes and serves it back with its real type', async () => {
    const token = await tokenFor(ADMIN);
    const res = await upload(pngBytes(120, 80), 'logo.png', 'quiz/images', token);
    expect(res.status).toBe(201);
    const json = await res.json();
    expect(json.data).toMatchObject({ mime_type: 'image/png', width: 120, height: 80 });
    expect(json.data.full_path).toMatch(/^\/api\/storage\/files\/DEMO\/quiz\/images\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const file = await call(json.data.full_path, { token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');

    const other = await tokenFor(demo.otherOrganization.email, demo.otherOrganization.orgCode);
    expect((await call(json.data.full_path, { token: other, host: 'console.acme.example' })).status).toBe(404);
  });

  it('refuses a program renamed .png, an oversized image and one past 480x480', async () => {
    const token = await tokenFor(ADMIN);
    const exe = await upload(Buffer.from('MZ\x90\x00\x03\x00\x00\x00binary'), 'cat.png', 'image', token);
    expect(exe.status).toBe(415);
    expect((await exe.json()).message).toBe('Mime types not accepted');
    const big = await upload(Buffer.concat([pngBytes(10, 10), Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 'image', token);
    expect(big.status).toBe(413);
    expect((await big.json()).message).toBe('File size exceeds 2MB');
    const wide = await upload(pngBytes(481, 100), 'wide.png', 'quiz/images', token);
    expect(wide.status).toBe(400);
    expect((await wide.json()).message).toBe('Image resolution exceeds 480x480');
  });

  it('refuses an unknown folder, a missing file and a cross-site post', async () => {
    const token = await tokenFor(ADMIN);
    const folder = await upload(pngBytes(10, 10), 'a.png', '../../etc', token);
    expect(folder.status).toBe(400);
    const form = new FormData();
    form.set('folder', 'image');
    const empty = await fetch(`${baseUrl()}/api/storage/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, origin: baseUrl() },
    });
    expect((await empty.json()).message).toBe("There's no any file to be uploaded");
    const cross = await fetch(`${baseUrl()}/api/storage/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
  });

  it('saves an uploaded image as a badge and lists it', async () => {
    const token = await tokenFor(ADMIN);
    const up = await (await upload(pngBytes(64, 64), 'badge.png', 'badges', token)).json();
    const res = await call('/api/badges', { method: 'POST', token, body: { file_url: up.data.full_path } });
    expect(res.status).toBe(201);
    const id = (await res.json()).data.data.id;
    const list = await (await call('/api/badges', { token })).json();
    expect(list.data.results.map((b: { id: number }) => b.id)).toContain(id);
    // Learners (editor rule, no keys) may not make badges.
    expect((await call('/api/badges', { method: 'POST', token: await tokenFor(EDITOR), body: { file_url: up.data.full_path } })).status).toBe(403);
  });

  it('refuses a stored file that is not an image as a badge', async () => {
    const token = await tokenFor(ADMIN);
    const essays = (await (await call('/api/cms/assignments?keyword=Leadership%20Reflection', { token })).json()).data.results;
    const id = essays[0].id as number;
    const relations = (await (await call(`/api/cms/assignments/${id}/associates`, { token })).json()).data.results as { relation_id: number }[];
    const files: { url: string; type: string }[] = [];
    for (const { relation_id } of relations) {
      const rows = (await (await call(`/api/cms/assignments/${id}/results?relation_id=${relation_id}&page_size=100`, { token })).json()).data.results as {
        files: { url: string; type: string }[];
      }[];
      files.push(...rows.flatMap((r) => r.files));
    }
    const pdf = files.find((f) => !f.type.startsWith('image/'));
    expect(pdf).toBeDefined();
    const res = await call('/api/badges', { method: 'POST', token, body: { file_url: pdf!.url } });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBe('A badge must be a JPG or PNG image.');
  });
});

describe('Office 97–2003 files are served as what they are (issue 27 item 10)', () => {
  // All three are compound files, stored as one kind; the type served is judged by the stream their directory holds.
  it.each([
    ['slides.ppt', 'application/vnd.ms-powerpoint', compoundFile({ dataSectors: 4, streams: ['Current User', 'PowerPoint Document'] })],
    ['letter.doc', 'application/msword', compoundFile({ dataSectors: 4, streams: ['WordDocument', '1Table'] })],
    ['sheet.xls', 'application/vnd.ms-excel', readFileSync(new URL('../../fixtures/libreoffice/deleted-row.xls', import.meta.url))],
    ['other.bin', 'application/x-ole-storage', compoundFile({ dataSectors: 1, streams: ['Contents'] })],
  ])('%s as %s', async (name, type, bytes) => {
    const token = await tokenFor(ADMIN);
    // The ppt folder takes any compound file (the document area judges it a presentation when it is used).
    const res = await upload(bytes, name, 'ppt', token);
    expect(res.status).toBe(201);
    const stored = (await res.json()).data;
    for (const path of [stored.full_path, `${stored.full_path}?download=1`]) {
      const file = await call(path, { token });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });
});
