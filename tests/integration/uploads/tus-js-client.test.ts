// The real client the field uses (tus-js-client, here its Node build) against the built server: chunks, progress,
// the stored file, and a fresh client resuming an upload another one started.
import { Upload, type UploadOptions } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { ADMIN, baseUrl, tokenFor } from '../../setup/http';
import { send, sha256, videoBytes } from './tus';

function run(bytes: Buffer, options: Partial<UploadOptions>): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const upload: Upload = new Upload(bytes, {
      endpoint: `${baseUrl()}/api/uploads`,
      chunkSize: 128 * 1024,
      retryDelays: [0, 500],
      ...options,
      onSuccess: () => resolve(upload),
      onError: reject,
    });
    upload.start();
  });
}

describe('tus-js-client against /api/uploads', () => {
  it('uploads in chunks with progress and gets the stored file', async () => {
    const token = await tokenFor(ADMIN);
    const bytes = videoBytes(400 * 1024);
    const progress: number[] = [];
    const upload = await run(bytes, {
      headers: { authorization: `Bearer ${token}` },
      metadata: { folder: 'video', filename: 'client.mp4' },
      onProgress: (sent) => progress.push(sent),
    });
    expect(progress.at(-1)).toBe(bytes.length);
    expect(progress.length).toBeGreaterThan(2);
    const key = /([0-9a-f]{32})$/.exec(upload.url ?? '')?.[1];
    const file = (await send('GET', `/api/uploads/${key}/file`, { token })).json().data as { full_path: string; size: number };
    expect(file.size).toBe(bytes.length);
    expect(sha256((await send('GET', file.full_path, { token })).body)).toBe(sha256(bytes));
  });

  it('resumes, in a new client, an upload another client started (from the server offset)', async () => {
    const token = await tokenFor(ADMIN);
    const bytes = videoBytes(300 * 1024);
    const headers = { authorization: `Bearer ${token}` };
    let first: Upload | null = null;
    await new Promise<void>((resolve, reject) => {
      first = new Upload(bytes, {
        endpoint: `${baseUrl()}/api/uploads`,
        chunkSize: 100 * 1024,
        headers,
        metadata: { folder: 'video', filename: 'resumed.mp4' },
        onChunkComplete: (_size, sent) => {
          if (sent >= 100 * 1024) first!.abort().then(() => resolve(), reject);
        },
        onError: reject,
      });
      first.start();
    });
    const uploadUrl = first!.url!;
    const offset = Number((await send('HEAD', new URL(uploadUrl).pathname, { token, headers: { 'tus-resumable': '1.0.0' } })).headers['upload-offset']);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(bytes.length);
    const second = await run(bytes, { uploadUrl, headers, chunkSize: 100 * 1024 });
    const file = (await send('GET', `${new URL(second.url!).pathname}/file`, { token })).json().data as { full_path: string };
    expect(sha256((await send('GET', file.full_path, { token })).body)).toBe(sha256(bytes));
  });
});
