import { describe, expect, it } from 'vitest';
import { ADMIN, baseUrl, demo, tokenFor } from '../../setup/http';
import { create, droppedPatch, head, patch, send, sha256, TUS, videoBytes } from './tus';

const MB = 1024 * 1024;
const ACME = { host: demo.otherOrganization.host };

async function storedFile(location: string, token: string) {
  const res = await send('GET', `${location}/file`, { token });
  expect(res.status).toBe(200);
  return res.json().data as { id: number; full_path: string; name: string; mime_type: string; size: number; width: number | null; height: number | null };
}

describe('resumable uploads (tus) at /api/uploads', () => {
  it('creates, appends in chunks, reports the offset and stores the file whole', async () => {
    const token = await tokenFor(ADMIN);
    const bytes = videoBytes(300 * 1024);
    const { res, location } = await create(token, bytes.length, 'video', 'Onboarding – día 1.mp4');
    expect(res.status).toBe(201);
    expect(res.headers['tus-resumable']).toBe('1.0.0');
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    expect(res.headers['upload-expires']).toBeTruthy();

    const first = await patch(location, 0, bytes.subarray(0, 100 * 1024), { token });
    expect(first.status).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(100 * 1024));
    const offset = await head(location, { token });
    expect(offset.status).toBe(200);
    expect(offset.headers['upload-offset']).toBe(String(100 * 1024));
    expect(offset.headers['upload-length']).toBe(String(bytes.length));
    expect(offset.headers['cache-control']).toContain('no-store');

    // A chunk at a stale offset is refused without writing anything.
    expect((await patch(location, 0, bytes.subarray(0, 10), { token })).status).toBe(409);

    const last = await patch(location, 100 * 1024, bytes.subarray(100 * 1024), { token });
    expect(last.status).toBe(204);
    expect(Number(last.headers['upload-file-id'])).toBeGreaterThan(0);

    const file = await storedFile(location, token);
    expect(file).toMatchObject({ mime_type: 'video/mp4', size: bytes.length, name: 'Onboarding – día 1.mp4', width: null, height: null });
    expect(file.full_path).toMatch(/^\/api\/storage\/files\/DEMO\/video\/\d{4}\/\d{2}\/[0-9a-f]{32}\.mp4$/);
    const served = await send('GET', file.full_path, { token });
    expect(served.status).toBe(200);
    expect(sha256(served.body)).toBe(sha256(bytes));

    // The state call and a late HEAD (a client that lost the last answer) both say it is complete.
    const state = (await send('GET', location, { token })).json().data;
    expect(state).toMatchObject({ offset: bytes.length, length: bytes.length, folder: 'video', file: { id: file.id } });
    expect((await head(location, { token })).headers['upload-offset']).toBe(String(bytes.length));
  });

  it('resumes after a dropped chunk from the server offset, and the file arrives whole (sha256)', async () => {
    const token = await tokenFor(ADMIN);
    const bytes = videoBytes(MB);
    const { location } = await create(token, bytes.length, 'video', 'tunnel.mp4');
    await droppedPatch(location, token, 0, bytes, 600 * 1024);
    let offset = -1;
    // The server notices the drop and keeps what arrived; ask until it has settled.
    for (let i = 0; i < 20; i++) {
      const res = await head(location, { token });
      expect(res.status).toBe(200);
      offset = Number(res.headers['upload-offset']);
      if (offset > 0 && (await head(location, { token })).headers['upload-offset'] === String(offset)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(600 * 1024);
    const rest = await patch(location, offset, bytes.subarray(offset), { token });
    expect(rest.status).toBe(204);
    const file = await storedFile(location, token);
    const served = await send('GET', file.full_path, { token });
    expect(served.body.length).toBe(bytes.length);
    expect(sha256(served.body)).toBe(sha256(bytes));
  });

  it('refuses a wrong kind by its first bytes, before storing them, and forgets the upload', async () => {
    const token = await tokenFor(ADMIN);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00binary'), Buffer.alloc(200 * 1024, 7)]);
    const { location } = await create(token, exe.length, 'video', 'holiday.mp4');
    // Below the sniffing window the bytes are kept; the refusal comes once enough of them tell what the file is.
    expect((await patch(location, 0, exe.subarray(0, 4096), { token })).status).toBe(204);
    const refused = await patch(location, 4096, exe.subarray(4096), { token });
    expect(refused.status).toBe(415);
    expect(refused.json().message).toBe('Mime types not accepted');
    expect((await head(location, { token })).status).toBe(404);

    // A PDF is no podcast either, refused in its first chunk.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(70 * 1024, 32)]);
    const second = await create(token, pdf.length, 'podcast', 'episode.mp3');
    const answer = await patch(second.location, 0, pdf, { token });
    expect(answer.status).toBe(415);
    expect(answer.json().message).toBe('Mime types not accepted');
  });

  it("refuses at creation a declared length above the folder's cap, a zero length, a deferred length and an unknown folder", async () => {
    const token = await tokenFor(ADMIN);
    const video = await create(token, 2000 * MB + 1, 'video', 'huge.mp4');
    expect(video.res.status).toBe(413);
    expect(video.res.json().message).toBe('File size exceeds 2000MB');
    expect(video.location).toBe('');
    const pdf = await create(token, 100 * MB + 1, 'pdf', 'huge.pdf');
    expect(pdf.res.status).toBe(413);
    expect(pdf.res.json().message).toBe('File size exceeds 100MB');
    expect((await create(token, 0, 'pdf', 'empty.pdf')).res.json().message).toBe("There's no any file to be uploaded");
    const deferred = await send('POST', '/api/uploads', { token, headers: { ...TUS, 'upload-defer-length': '1' } });
    expect(deferred.status).toBe(400);
    const folder = await create(token, 100, '../../etc', 'x.pdf');
    expect(folder.res.status).toBe(400);
  });

  it('refuses every tus request without a session', async () => {
    const token = await tokenFor(ADMIN);
    // (A browser's POST and DELETE carry the page's Origin; without it the cross-site check answers 403 first.)
    const origin = { origin: baseUrl() };
    expect((await create('', 100, 'pdf', 'a.pdf', { headers: origin })).res.status).toBe(401);
    const { location } = await create(token, 100, 'pdf', 'a.pdf');
    expect((await head(location)).status).toBe(401);
    expect((await patch(location, 0, Buffer.from('%PDF-1.7\n'))).status).toBe(401);
    expect((await send('DELETE', location, { headers: { ...TUS, ...origin } })).status).toBe(401);
    expect((await send('GET', `${location}/file`)).status).toBe(401);
  });

  it('lets another organisation neither resume, nor read, nor cancel an upload, nor read its file', async () => {
    const token = await tokenFor(ADMIN);
    const other = await tokenFor(demo.otherOrganization.email, demo.otherOrganization.orgCode);
    const bytes = videoBytes(10 * 1024);
    const { location } = await create(token, bytes.length, 'video', 'private.mp4');
    expect((await head(location, { token: other, ...ACME })).status).toBe(404);
    expect((await patch(location, 0, bytes, { token: other, ...ACME })).status).toBe(404);
    expect((await send('GET', location, { token: other, ...ACME })).status).toBe(404);
    expect((await send('DELETE', location, { token: other, ...ACME, headers: TUS })).status).toBe(404);
    expect((await patch(location, 0, bytes, { token })).status).toBe(204);
    const file = await storedFile(location, token);
    expect((await send('GET', `${location}/file`, { token: other, ...ACME })).status).toBe(404);
    expect((await send('GET', file.full_path, { token: other, ...ACME })).status).toBe(404);
  });

  it('cancels an upload (tus termination): its bytes and its address are gone', async () => {
    const token = await tokenFor(ADMIN);
    const bytes = videoBytes(100 * 1024);
    const { location } = await create(token, bytes.length, 'video', 'changed-my-mind.mp4');
    expect((await patch(location, 0, bytes.subarray(0, 80 * 1024), { token })).status).toBe(204);
    expect((await send('DELETE', location, { token, headers: TUS })).status).toBe(204);
    expect((await head(location, { token })).status).toBe(404);
    expect((await patch(location, 80 * 1024, bytes.subarray(80 * 1024), { token })).status).toBe(404);
  });
});
