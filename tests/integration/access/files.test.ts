// Stored files belong to their area (decision 0106): a video's file is read with the video key, a PDF's with a
// document key, a submission by its author and the assignment key; pictures shown across the console by anyone of the
// organisation; a learner reads the content of the courses they are enrolled in. The pickers need the key of an area
// that picks from them. Its own server: the accounts this walk needs (no keys, one other area's key, a learner in a
// course) are added to the demo organisation before it starts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchParticipants, files, organizations, users, videos } from '../../../src/db/schema';
import { assignmentResults } from '../../../src/db/schema/assignment';
import { courseContents, courses } from '../../../src/db/schema/course';
import { seedDemo } from '../../../src/db/seed/demo';
import { insertUser, insertUserWithKeys } from '../../../src/features/account/testing';
import type { PermissionKey } from '../../../src/lib/permissions';
import { demo } from '../../setup/http';
import { startServer, type RunningServer } from '../../setup/server';

let server: RunningServer;
// The demo seed stores its files from this process, before the server starts: both use one storage folder (with
// PostgreSQL the files live in the database, which both use anyway).
const storageDir = mkdtempSync(path.join(os.tmpdir(), 'console-files-access-'));
const mail = (name: string) => `${name}@nusantara.example`;
/** Accounts added to the demo organisation: rule admin with these keys, or a learner (rule editor, no keys). */
const STAFF: Record<string, PermissionKey[]> = {
  keyless: [],
  podcaster: ['content-podcast'],
  librarian: ['content-document'],
  builder: ['content-course'],
  trainer: ['classroom'],
};
const ADMIN = demo.accounts[0].email;
// Holds content-video, content-quiz-v4 and presence: another area's key for documents, the key for videos.
const RESTRICTED = demo.accounts[2].email;
const ENROLLED = mail('enrolled.learner');
const LEARNER = mail('plain.learner');
/** What the walk reads, found in the database before the server starts. */
const seeded = { courseVideo: '', cover: '', submission: { url: '', email: '' } };

beforeAll(async () => {
  process.env.STORAGE_DIR = storageDir;
  server = await startServer(
    'filesaccess',
    { STORAGE_DIR: storageDir },
    {
      async prepare(db) {
        await seedDemo(db);
        const [{ organizationId }] = await db.select({ organizationId: organizations.id }).from(organizations).where(eq(organizations.orgCode, demo.orgCode));
        for (const [name, keys] of Object.entries(STAFF)) await insertUserWithKeys(db, { organizationId, email: mail(name), keys, password: demo.password });
        await insertUser(db, { organizationId, email: LEARNER, rule: 'editor', password: demo.password });
        const enrolled = await insertUser(db, { organizationId, email: ENROLLED, rule: 'editor', password: demo.password });
        // The published safety induction holds published demo videos: its learner may play them.
        const [placed] = await db
          .select({ batchId: courses.batchId, key: files.storageKey })
          .from(courseContents)
          .innerJoin(courses, eq(courses.id, courseContents.courseId))
          .innerJoin(videos, and(eq(courseContents.contentType, 'video'), eq(videos.id, courseContents.refId)))
          .innerJoin(files, eq(files.id, videos.fileId))
          .where(and(eq(courses.title, 'Workplace Safety Induction'), eq(videos.status, 'publish')));
        await db.insert(batchParticipants).values({ batchId: placed.batchId, userId: enrolled.id, invitation: 'confirmed' });
        seeded.courseVideo = `/api/storage/files/${placed.key}`;
        const [cover] = await db.select({ key: files.storageKey }).from(files).where(eq(files.folder, 'covers')).limit(1);
        seeded.cover = `/api/storage/files/${cover.key}`;
        const [result] = await db
          .select({ files: assignmentResults.files, email: users.email })
          .from(assignmentResults)
          .innerJoin(users, eq(users.id, assignmentResults.userId))
          .where(sql`jsonb_array_length(${assignmentResults.files}) > 0`)
          .limit(1);
        seeded.submission = { url: result.files[0].url, email: result.email };
      },
    },
  );
}, 300_000);
afterAll(async () => {
  await server?.stop();
  rmSync(storageDir, { recursive: true, force: true });
});

const tokens = new Map<string, Promise<string>>();
function tokenOf(email: string): Promise<string> {
  if (!tokens.has(email)) {
    tokens.set(
      email,
      fetch(`${server.baseUrl}/api/v3/cms/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: email, password: demo.password, org_code: demo.orgCode }),
      }).then(async (res) => {
        const json = (await res.json()) as { data: { token: string } };
        if (!res.ok) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(json)}`);
        return json.data.token;
      }),
    );
  }
  return tokens.get(email)!;
}
async function get(email: string, url: string, headers: Record<string, string> = {}) {
  return fetch(server.baseUrl + url, { headers: { authorization: `Bearer ${await tokenOf(email)}`, ...headers } });
}
async function upload(email: string, folder: string, name: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.set('folder', folder);
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${server.baseUrl}/api/storage/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${await tokenOf(email)}` } });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { full_path: string } }).data.full_path;
}
const demoVideo = readFileSync('src/db/seed/media/demo-video.mp4');

/** Answers 403 in the envelope, and neither bytes nor a 304 that would tell the file is there. */
async function refused(email: string, url: string) {
  const variants: Record<string, string>[] = [{}, { range: 'bytes=0-99' }];
  for (const headers of variants) {
    const res = await get(email, url, headers);
    expect(res.status, `${email} GET ${url} ${JSON.stringify(headers)}`).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, error: 'Forbidden' });
  }
  const head = await fetch(server.baseUrl + url, { method: 'HEAD', headers: { authorization: `Bearer ${await tokenOf(email)}` } });
  expect(head.status).toBe(403);
}
async function reads(email: string, url: string) {
  const res = await get(email, url, { range: 'bytes=0-99' });
  expect(res.status, `${email} GET ${url}`).toBe(206);
  expect((await res.arrayBuffer()).byteLength).toBe(100);
}

describe('a video file is read with the video key', () => {
  let video: string;
  beforeAll(async () => {
    video = await upload(ADMIN, 'video', 'induction.mp4', demoVideo);
  });

  it('refuses a learner, a console user without keys and one with another area key', async () => {
    for (const email of [LEARNER, ENROLLED, mail('keyless'), mail('podcaster'), mail('builder')]) await refused(email, video);
    // The editor rule opens no area screen even with the key (the demo editor holds content-video).
    await refused(demo.accounts[1].email, video);
  });

  it('serves it, by range, to the holders of the key', async () => {
    await reads(RESTRICTED, video);
    await reads(ADMIN, video);
  });

  it("lets a learner play the videos of a published course they are enrolled in, and no one else's", async () => {
    await reads(ENROLLED, seeded.courseVideo);
    await refused(LEARNER, seeded.courseVideo);
    await refused(mail('keyless'), seeded.courseVideo);
  });

  it('lets the one who uploaded a file read it back (a form previews what it just uploaded)', async () => {
    const own = await upload(mail('keyless'), 'video', 'mine.mp4', demoVideo);
    await reads(mail('keyless'), own);
    await refused(mail('podcaster'), own);
  });
});

describe('a PDF through storage is read with a document key', () => {
  let pdf: string;
  beforeAll(async () => {
    const picker = (await (await get(ADMIN, '/api/files/upload?type=pdf')).json()) as { data: { results: { file_url: string }[] } };
    pdf = picker.data.results[0].file_url;
    expect(pdf).toMatch(/^\/api\/storage\/files\//);
  });

  it('refuses a learner, a console user without keys and one with another area key', async () => {
    for (const email of [LEARNER, mail('keyless'), RESTRICTED, mail('builder'), mail('trainer')]) await refused(email, pdf);
  });

  it('serves it to a holder of content-document or content-files', async () => {
    await reads(mail('librarian'), pdf);
    await reads(ADMIN, pdf);
  });
});

describe('files shared on purpose', () => {
  it("serves a picture of the organisation's covers to anyone signed in to it, learners included", async () => {
    await reads(LEARNER, seeded.cover);
    await reads(mail('keyless'), seeded.cover);
  });

  it("serves an assignment submission to its author and the assignment key's holders, not to another learner", async () => {
    await reads(seeded.submission.email, seeded.submission.url);
    await reads(ADMIN, seeded.submission.url);
    await refused(LEARNER, seeded.submission.url);
    await refused(RESTRICTED, seeded.submission.url);
  });
});

describe('the pickers need the key of an area that picks from them', () => {
  const cases: [path: string, holders: string[]][] = [
    ['/api/files/upload', [mail('builder'), mail('librarian'), ADMIN]],
    ['/api/users', [mail('trainer'), ADMIN]],
    ['/api/divisions', [mail('trainer'), ADMIN]],
    ['/api/companies', [mail('trainer'), ADMIN]],
    ['/api/coach', [ADMIN]],
    ['/api/expert-level', [ADMIN]],
  ];
  it.each(cases)('%s', async (url, holders) => {
    for (const email of [LEARNER, mail('keyless'), RESTRICTED, mail('podcaster')]) {
      const res = await get(email, url);
      expect(res.status, `${email} GET ${url}`).toBe(403);
    }
    for (const email of holders) expect((await get(email, url)).status, `${email} GET ${url}`).toBe(200);
  });

  it("keeps GET /api/organizations open: it names only the caller's own organisation, as the shell does", async () => {
    expect((await get(LEARNER, '/api/organizations')).status).toBe(200);
  });
});
