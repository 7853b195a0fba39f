import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, demo, tokenFor } from '../../setup/http';
import { create, patch, send, videoBytes } from './tus';

let token: string;
let file: { full_path: string; size: number };
let bytes: Buffer;

beforeAll(async () => {
  token = await tokenFor(ADMIN);
  bytes = videoBytes(50 * 1024);
  const { location } = await create(token, bytes.length, 'video', 'Pelatihan "K3" – sesi 1.mp4');
  expect((await patch(location, 0, bytes, { token })).status).toBe(204);
  file = (await send('GET', `${location}/file`, { token })).json().data as typeof file;
});

describe('GET /api/storage/files/:key', () => {
  it('serves the whole file with its type, inline under its original name, cached privately', async () => {
    const res = await send('GET', file.full_path, { token });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Pelatihan _K3_ _ sesi 1.mp4"; filename*=UTF-8''Pelatihan%20%22K3%22%20%E2%80%93%20sesi%201.mp4`,
    );
    expect(res.headers['cache-control']).toContain('private');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(res.body.equals(bytes)).toBe(true);
    const again = await send('GET', file.full_path, { token, headers: { 'if-none-match': res.headers.etag } });
    expect(again.status).toBe(304);
    const download = await send('GET', `${file.full_path}?download=1`, { token });
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('answers byte ranges with 206 (seek) and an impossible one with 416', async () => {
    const first = await send('GET', file.full_path, { token, headers: { range: 'bytes=0-99' } });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.body.equals(bytes.subarray(0, 100))).toBe(true);
    const middle = await send('GET', file.full_path, { token, headers: { range: 'bytes=70000-' } });
    expect(middle.status).toBe(206);
    expect(middle.body.equals(bytes.subarray(70000))).toBe(true);
    const tail = await send('GET', file.full_path, { token, headers: { range: 'bytes=-10' } });
    expect(tail.headers['content-range']).toBe(`bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`);
    expect(tail.body.equals(bytes.subarray(-10))).toBe(true);
    const beyond = await send('GET', file.full_path, { token, headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
    // A stale If-Range gets the whole (new) file instead of a piece of it.
    const stale = await send('GET', file.full_path, { token, headers: { range: 'bytes=0-9', 'if-range': '"0000"' } });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(bytes.length);
  });

  it("keeps another organisation's key a 404, ranges included", async () => {
    const other = await tokenFor(demo.otherOrganization.email, demo.otherOrganization.orgCode);
    const res = await send('GET', file.full_path, { token: other, host: demo.otherOrganization.host, headers: { range: 'bytes=0-9' } });
    expect(res.status).toBe(404);
  });
});
