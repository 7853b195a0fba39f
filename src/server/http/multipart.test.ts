import { describe, expect, it } from 'vitest';
import { readMultipartFile, readMultipartForm } from './multipart';

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

describe('readMultipartForm', () => {
  it('stops reading at the cap, whatever the body declares', async () => {
    const up = endlessUpload();
    await expect(readMultipartForm(up.request, 1024 * 1024)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(up.pulled()).toBeLessThan(4 * 1024 * 1024);
  });
  it('reads one file and the fields, and names none and several', async () => {
    const form = new FormData();
    form.set('file', new Blob(['ID,Score\n1,80\n']), 'g.csv');
    form.set('notes', 'hi');
    const one = await readMultipartFile(new Request('http://localhost/', { method: 'POST', body: form }), { maxBytes: 1024 });
    expect(one.bytes.toString()).toBe('ID,Score\n1,80\n');
    expect(one.file.name).toBe('g.csv');
    expect(one.form.get('notes')).toBe('hi');
    const two = new FormData();
    two.append('file', new Blob(['a']), 'a.csv');
    two.append('file', new Blob(['b']), 'b.csv');
    await expect(readMultipartFile(new Request('http://localhost/', { method: 'POST', body: two }), { maxBytes: 1024 })).rejects.toMatchObject({
      message: 'Cannot select multiple file',
    });
    await expect(readMultipartFile(new Request('http://localhost/', { method: 'POST', body: new FormData() }), { maxBytes: 1024 })).rejects.toMatchObject({
      message: "There's no any file to be uploaded",
    });
  });
});
