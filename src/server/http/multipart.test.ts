import { describe, expect, it } from 'vitest';
import { contextOfWebRequest } from './api-context';

const BOUNDARY = 'xyz';
const head = `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="a.csv"\r\ncontent-type: text/csv\r\n\r\n`;

/** A chunked upload that never ends (no Content-Length): only a reader that stops at the cap can answer it. */
function endlessUpload() {
  let pulled = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new TextEncoder().encode(head));
    },
    pull(c) {
      pulled += chunk.length;
      c.enqueue(chunk);
    },
  });
  const request = new Request('http://localhost/upload', {
    method: 'POST',
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => pulled };
}

const post = (body: FormData) => contextOfWebRequest(new Request('http://localhost/', { method: 'POST', body }), '127.0.0.1');

describe("multipart bodies (the context's form and file)", () => {
  it('stops reading at the cap, whatever the body declares, and leaves the rest unread', async () => {
    const up = endlessUpload();
    const ctx = contextOfWebRequest(up.request, '127.0.0.1');
    await expect(ctx.form(1024 * 1024)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(up.pulled()).toBeLessThan(4 * 1024 * 1024);
    expect(ctx.bodyAbandoned).toBe(true);
  });
  it('reads one file and the fields, and names none and several', async () => {
    const form = new FormData();
    form.set('file', new Blob(['ID,Score\n1,80\n']), 'g.csv');
    form.set('notes', 'hi');
    const ctx = post(form);
    const one = await ctx.file({ maxBytes: 1024 });
    expect(ctx.bodyAbandoned).toBe(false);
    expect(one.bytes.toString()).toBe('ID,Score\n1,80\n');
    expect(one.file.name).toBe('g.csv');
    expect(one.form.get('notes')).toBe('hi');
    const two = new FormData();
    two.append('file', new Blob(['a']), 'a.csv');
    two.append('file', new Blob(['b']), 'b.csv');
    await expect(post(two).file({ maxBytes: 1024 })).rejects.toMatchObject({
      message: 'Cannot select multiple file',
    });
    await expect(post(new FormData()).file({ maxBytes: 1024 })).rejects.toMatchObject({
      message: "There's no any file to be uploaded",
    });
  });
});
