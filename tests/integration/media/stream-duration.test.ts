// The duration job reads the stored file by range, never whole (docs/decisions/0082): every demo kind on the disk,
// database and S3 drivers, chosen as the server chooses them (STORAGE_DRIVER), and a large file of which only the
// index is fetched.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../../../src/db/schema';
import { jobs } from '../../../src/db/schema/jobs';
import { podcasts } from '../../../src/db/schema/podcast';
import { DEMO_MEDIA, readDemoMedia } from '../../../src/server/media/demo-media';
import { insertUser } from '../../../src/features/account/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
import { podcastConfig, PODCAST_DURATION_JOB } from '../../../src/features/podcast/server/config';
import { videoConfig, VIDEO_DURATION_JOB } from '../../../src/features/video/server/config';
import { runDueJobs } from '../../../src/server/jobs/runner';
import { createMedia, durationJob } from '../../../src/server/media/library-writes';
import { DURATION_FAILURES, openStoredMedia, readDuration, readStoredDuration } from '../../../src/server/media/media-file';
import { storageDriver } from '../../../src/server/storage/drivers';
import { FILE_URL_PREFIX, storeFile } from '../../../src/server/storage/store-file';
import type { FileKind } from '../../../src/server/storage/sniff';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const handlers = { [VIDEO_DURATION_JOB]: durationJob(videoConfig), [PODCAST_DURATION_JOB]: durationJob(podcastConfig) };
const MB = 1024 * 1024;

const DEMO = [
  { file: DEMO_MEDIA.videoMp4, kind: 'mp4', config: videoConfig, seconds: 6 },
  { file: DEMO_MEDIA.videoWebm, kind: 'webm', config: videoConfig, seconds: 4 },
  { file: DEMO_MEDIA.audioMp3, kind: 'mp3', config: podcastConfig, seconds: 8 },
  { file: DEMO_MEDIA.audioM4a, kind: 'm4a', config: podcastConfig, seconds: 5 },
  { file: DEMO_MEDIA.audioWav, kind: 'wav', config: podcastConfig, seconds: 2 },
] as const;

/** What browsers' MediaRecorder writes (tests/fixtures/media): no duration in the header, unknown sizes, fragments. */
const RECORDED = ['mediarecorder-vp8-opus.webm', 'mediarecorder-avc1-opus.mp4'] as const;
const fixture = (name: string) => readFileSync(path.join(process.cwd(), 'tests/fixtures/media', name));

/** The demo M4A (its index after the media data) with `extra` zero bytes added to its media data. */
async function largeM4a(extra: number): Promise<Buffer> {
  const bytes = await readDemoMedia(DEMO_MEDIA.audioM4a);
  let at = 0;
  while (bytes.toString('latin1', at + 4, at + 8) !== 'mdat') at += bytes.readUInt32BE(at);
  const end = at + bytes.readUInt32BE(at);
  const out = Buffer.concat([bytes.subarray(0, end), Buffer.alloc(extra), bytes.subarray(end)]);
  out.writeUInt32BE(bytes.readUInt32BE(at) + extra, at);
  return out;
}

const saved = Object.fromEntries(
  ['STORAGE_DRIVER', 'STORAGE_DIR', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'].map((k) => [
    k,
    process.env[k],
  ]),
);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'console-duration-'));
let s3rver: { run(): Promise<{ port: number }>; close(): Promise<void> };
let org: { id: number; orgCode: string };
let userId: number;

beforeAll(async () => {
  org = await insertOrganization(t.db);
  userId = (await insertUser(t.db, { organizationId: org.id })).id;
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(scratch, 's3'), configureBuckets: [{ name: 'console-files' }] });
  const { port } = await s3rver.run();
  Object.assign(process.env, {
    STORAGE_DIR: path.join(scratch, 'disk'),
    S3_BUCKET: 'console-files',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  });
});
afterAll(async () => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  await s3rver?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const store = (bytes: Buffer, name: string, kind: FileKind, folder: string) =>
  storeFile({ db: t.db, organization: org, userId, folder, name, bytes, policy: { kinds: [kind], maxBytes: 100 * MB } });

describe.each(['disk', 'database', 's3'])('the duration read by range on the %s driver', (driver) => {
  beforeAll(() => {
    process.env.STORAGE_DRIVER = driver;
  });

  it.each(DEMO)('the job reads $file as $seconds s', async (D) => {
    const file = await store(await readDemoMedia(D.file), D.file, D.kind, D.config.info.folder);
    const { id } = await createMedia({
      db: t.db,
      config: D.config,
      organizationId: org.id,
      userId,
      input: { title: `${driver} ${D.file}`, description: '', category_id: null, file_id: file.id, thumbnail: null },
    });
    expect(await runDueJobs(t.db, handlers)).toBe(1);
    const table = D.config === videoConfig ? videos : podcasts;
    const [row] = await t.db.select({ duration: table.durationSeconds }).from(table).where(eq(table.id, id));
    expect(row.duration).toBe(D.seconds);
  });

  it.each(RECORDED)('the job reads the recording %s as 3 s', async (name) => {
    const file = await store(fixture(name), name, name.endsWith('.webm') ? 'webm' : 'mp4', 'video');
    const { id } = await createMedia({
      db: t.db,
      config: videoConfig,
      organizationId: org.id,
      userId,
      input: { title: `${driver} ${name}`, description: '', category_id: null, file_id: file.id, thumbnail: null },
    });
    expect(await runDueJobs(t.db, handlers)).toBe(1);
    const [row] = await t.db.select({ duration: videos.durationSeconds }).from(videos).where(eq(videos.id, id));
    expect(row.duration).toBe(3);
  });

  it('fails a file that gives no length at once, with what to do (a retry would read the same bytes)', async () => {
    const webm = fixture('mediarecorder-vp8.webm');
    const cut = webm.subarray(0, webm.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75])));
    const file = await store(cut, 'cut.webm', 'webm', 'video');
    const { id } = await createMedia({
      db: t.db,
      config: videoConfig,
      organizationId: org.id,
      userId,
      input: { title: `${driver} cut`, description: '', category_id: null, file_id: file.id, thumbnail: null },
    });
    expect(await runDueJobs(t.db, handlers)).toBe(1);
    const [row] = await t.db
      .select({ state: jobs.state, error: jobs.error, attempts: jobs.attempts })
      .from(videos)
      .innerJoin(jobs, eq(jobs.id, videos.durationJobId))
      .where(eq(videos.id, id));
    expect(row).toEqual({ state: 'failed', error: DURATION_FAILURES.noLength, attempts: 1 });
  });

  it('fetches the index of a 12 MB M4A, not its media data', async () => {
    const bytes = await largeM4a(12 * MB);
    const file = await store(bytes, 'long-talk.m4a', 'm4a', 'podcast');
    const tokenizer = await openStoredMedia(t.db, org.id, file.id);
    expect(tokenizer?.fileInfo).toMatchObject({ size: bytes.length, mimeType: file.mime_type });
    expect(await readDuration(tokenizer!)).toBe(5);
    // The first chunk, the index at the end and the tail the parser checks for tags: a megabyte chunk of the
    // database at most each, far from the 12 MB a whole read would take.
    expect(tokenizer!.stats.bytesRead).toBeLessThan(3 * MB);
    expect(tokenizer!.stats.peakHeldBytes).toBeLessThanOrEqual(2 * MB);
  });

  it('says when the stored bytes are gone', async () => {
    const file = await store(await readDemoMedia(DEMO_MEDIA.audioWav), 'gone.wav', 'wav', 'podcast');
    await storageDriver(t.db).remove(file.full_path.slice(FILE_URL_PREFIX.length));
    expect(await openStoredMedia(t.db, org.id, file.id)).toBeNull();
    await expect(readStoredDuration(t.db, org.id, file.id)).rejects.toThrow('the stored file is missing');
    expect(await openStoredMedia(t.db, org.id + 1, file.id)).toBeNull(); // another organisation's file
  });
});
