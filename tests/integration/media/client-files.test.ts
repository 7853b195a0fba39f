// Files real clients make (issue 27 item 7, docs/decisions/0111): a video without sound, what a browser's
// MediaRecorder writes (a WebM with no duration in its header and clusters of unknown size; a fragmented MP4), uploaded
// through the API and measured by the duration job of the running server; a file that gives no length says what to do.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DURATION_FAILURES } from '../../../src/server/media/media-file';
import { ADMIN, adminCall, call, cookieFor, json, stored } from '../../setup/http';
import { until } from '../../setup/wait';

const fixture = (name: string) => readFileSync(path.join(process.cwd(), 'tests/fixtures/media', name));
// Title case as the demo's titles are (the list test compares the server's order with a sort of the lower-cased titles).
const unique = (s: string) => `Recorded ${s} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

/** Uploads the bytes as a video, creates the item and waits for its duration job to end: the item as it is then. */
async function measured(bytes: Buffer, name: string) {
  const file = await stored(bytes, name, 'video');
  const res = await adminCall('/api/videos', { method: 'POST', body: { title: unique(name), file_id: file.id } });
  expect(res.status).toBe(201);
  const id = (await json(res)).data.id as number;
  const item = await until(
    async () => (await json(await adminCall(`/api/videos/${id}`))).data,
    (d) => d.duration_job.state === 'done' || d.duration_job.state === 'failed',
  );
  return { id, item };
}

/** A draft may be deleted: the demo's video list is shared by the other test files. */
const remove = async (id: number) => expect((await adminCall(`/api/videos/${id}`, { method: 'DELETE' })).status).toBe(200);

describe('the duration of files real clients make', () => {
  it.each(['no-audio.mp4', 'mediarecorder-vp8.webm', 'mediarecorder-vp8-opus.webm', 'mediarecorder-avc1-opus.mp4'])('reads %s as 3 seconds', async (name) => {
    const { id, item } = await measured(fixture(name), name);
    expect(item.duration_job).toMatchObject({ state: 'done', error: null });
    expect(item.duration).toBe(3);
    await remove(id);
  });

  it('says plainly what the administrator can do when the file gives no length, on the detail page too', async () => {
    // A MediaRecorder WebM cut short before its first frame (an upload of a recording that never got going).
    const webm = fixture('mediarecorder-vp8.webm');
    const { id, item } = await measured(webm.subarray(0, webm.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]))), 'cut.webm');
    expect(item.duration_job).toMatchObject({ state: 'failed', error: DURATION_FAILURES.noLength });
    expect(item.duration).toBe(0);
    const page = await (await call(`/video/detail/${id}`, { cookie: await cookieFor(ADMIN) })).text();
    expect(page).toContain(`Could not read the duration: ${DURATION_FAILURES.noLength}`);
    await remove(id);
  });
});
