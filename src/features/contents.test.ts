import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { moduleTypes } from '@/db/schema';
import { areas } from './areas';
import type { AreaManifest } from './area-kit';
import { declaredContents } from './contents';

const manifests = import.meta.glob<{ default: AreaManifest }>('./*/area.ts', { eager: true });

/** An area's folders: features/<dir>, islands/<dir>, components/<dir>, its pages (its routes' first segments) and its schema modules. */
function foldersOf(area: AreaManifest): string[] {
  const dir = Object.entries(manifests)
    .find(([, m]) => m.default === area)![0]
    .split('/')[1];
  const pages = new Set((area.routes ?? []).map((r) => r.path.split('/')[1]));
  return [
    `src/features/${dir}/`,
    `src/islands/${dir}/`,
    `src/components/${dir}/`,
    ...[...pages].map((p) => `src/pages/${p}/`),
    ...(area.migrations ?? []).map((m) => `src/db/schema/${m}.ts`),
  ];
}

/**
 * Type ids that are also everyday words of the console, so that only their use as a value (a quoted id) or an import
 * of their area's schema counts as naming them; every other declared type counts wherever it is mentioned at all.
 */
const EVERYDAY: Record<string, string> = {
  video: 'a MIME type family and an upload folder',
  pdf: 'a file format (uploads, assignments, e-books)',
  ppt: 'a file format (uploads, assignments)',
  quiz: "a word of the spec's texts (quiz attempts, Quiz List)",
  presence: "a word of the spec's texts and the presence area's permission key",
  assignment: "a word of the spec's texts (assignment submissions)",
  // The learning structure's module types (src/db/schema/learning.ts, docs/decisions/0005) are the platform's: presence,
  // quizzes, certificates and enrolments name them as such. Only an import of their area's schema counts.
  course: 'a module type',
  classroom: 'a module type and the classroom area’s permission key',
};

/**
 * The files outside an area's folders that may still name one of its types, each with why (docs/decisions/0107).
 * A path ending in / is a folder. The test fails on an exception that no longer matches anything, so the list stays
 * true.
 */
const EXCEPTIONS: { path: string; types: string[]; why: string }[] = [
  { path: 'src/features/areas.ts', types: ['*'], why: 'the one list of areas imports every manifest' },
  { path: 'src/features/contents.test.ts', types: ['*'], why: 'this test names the types to say where they may appear' },
  {
    path: 'src/lib/permissions.ts',
    types: ['podcast', 'webinar', 'digilib', 'presence'],
    why: "spec 000 §6's permission vocabulary, one list every role and guard checks: a key, not a content type",
  },
  { path: 'src/db/seed/demo-accounts.json', types: ['podcast', 'presence'], why: "the demo roles' permission keys" },
  { path: 'src/features/role/seed.ts', types: ['webinar', 'presence'], why: "the demo roles' permission keys" },
  { path: 'src/features/role/catalogue.ts', types: ['digilib'], why: "how the permission editor spells the key content-digilib's word" },
  { path: 'src/features/role/catalogue.test.ts', types: ['presence'], why: 'a permission key in the catalogue test' },
  {
    path: 'src/features/registry.test.ts',
    types: ['podcast', 'webinar', 'digilib', 'pdf', 'presence'],
    why: "it checks the menu against spec 000 §2's list of paths",
  },
  { path: 'src/lib/platform-api.ts', types: ['webinar'], why: 'the people pickers need content-webinar (a webinar picks speakers): a permission key' },
  {
    path: 'src/server/storage/file-access.ts',
    types: ['course'],
    why: "a learner reads a content's file through the course they take, the learning structure learners reach files by (decision 0106)",
  },
  {
    path: 'src/features/reporting/',
    types: ['webinar'],
    why: "spec 000's /reporting/webinar-report: the report reads the live events made from webinars and their attendance (docs/decisions/0154)",
  },
  { path: 'src/pages/reporting/webinar-report/', types: ['webinar'], why: "spec 000's /reporting/webinar-report pages (docs/decisions/0154)" },
  { path: 'src/components/reporting/WebinarReportHead.astro', types: ['webinar'], why: "the webinar report's head (docs/decisions/0154)" },
  { path: 'src/features/knowledge-feed/seed.ts', types: ['webinar'], why: "a demo learner's post, in words" },
  { path: 'src/features/popup/seed.ts', types: ['webinar'], why: "a demo popup's text, in words" },
  {
    path: 'src/features/storage/policies.ts',
    types: ['podcast', 'video', 'pdf', 'ppt'],
    why: "the upload folders and their caps (spec 000 §8): a folder's name; the storage area's table, which islands' upload fields also read",
  },
  { path: 'src/server/storage/sniff.ts', types: ['pdf', 'ppt'], why: 'file formats recognised by their bytes' },
  { path: 'src/server/storage/sniff.test.ts', types: ['pdf'], why: 'file formats recognised by their bytes' },
  { path: 'src/features/assignment/', types: ['pdf', 'ppt'], why: 'the file extensions a learner may hand in (spec 002 §3 allowed_upload_extensions)' },
  { path: 'src/features/certificate/server/issued-certificates.ts', types: ['pdf'], why: 'a file format: an issued certificate is kept in storage as a PDF' },
  { path: 'src/features/digilib/seed.ts', types: ['pdf'], why: "a demo e-book's file format" },
  { path: 'src/features/course/ai/', types: ['video', 'pdf', 'ppt'], why: "spec 002 §3's AI-generated content types, a list of the AI course's own" },
  { path: 'src/islands/course-ai/OutlineEditor.tsx', types: ['pdf'], why: "an AI-generated content type (the AI course's own list)" },
  { path: 'src/features/pdf/', types: ['pdf'], why: "the /pdf screens over the document library's PDFs (docs/decisions/0083)" },
  { path: 'src/pages/pdf/', types: ['pdf'], why: "the /pdf screens over the document library's PDFs (docs/decisions/0083)" },
  { path: 'src/features/course/seed.ts', types: ['video', 'lim1', 'lim2', 'lim3', 'quiz'], why: "the demo course's contents, picked by type" },
  { path: 'src/features/channel/seed.ts', types: ['video'], why: "the demo channel's items, picked by type" },
  {
    path: 'src/features/course/server/lim-feedback.ts',
    types: ['lim1', 'lim2', 'lim3', 'quiz'],
    why: "the course's LIM Feedback Detail (spec 002 §2) reads the surveys' answers in the quiz area's tables",
  },
  {
    path: 'src/features/dashboard/server/get-dashboard.ts',
    types: ['lim1', 'lim2', 'lim3', 'quiz', 'presence', 'assignment'],
    why: "the dashboard's figures (what waits for review, check-ins today) read the areas' tables they count",
  },
  {
    path: 'src/features/user/',
    types: ['quiz', 'presence', 'assignment', 'course', 'classroom'],
    why: "a person's History tab names its three kinds and the Enrolments tab reads courses and classrooms (user code is under security work meanwhile)",
  },
  {
    path: 'src/components/user/UserDetailBody.astro',
    types: ['quiz', 'presence', 'assignment'],
    why: "a person's History tab names its three kinds (the view moved here from src/features/user/views)",
  },
  {
    path: 'src/features/certificate/server/',
    types: ['course', 'program'],
    why: 'a template a course or a program awards cannot be deleted: the certificate area reads the courses that name it and keeps the awards of programs (docs/decisions/0093, 0151)',
  },
  {
    path: 'src/features/program/server/lim-feedback.ts',
    types: ['quiz', 'lim1', 'lim2', 'lim3'],
    why: "the program's LIM Feedback Detail reads the answers to the LIM surveys placed in the program from the quiz area's tables (docs/decisions/0157)",
  },
  {
    path: 'src/features/course-measure.ts',
    types: ['course'],
    why: "what a course's learners are measured on, shared by the course's Participants tab and the course report (docs/decisions/0135)",
  },
  {
    path: 'src/features/branding/server/site-preview.ts',
    types: ['course'],
    why: "a learner-site section's rule (newest published courses of these categories) previewed with real courses (docs/decisions/0136)",
  },
  {
    path: 'src/features/reporting/server/',
    types: ['course', 'program'],
    why: "the course and program reports read the courses' and programs' contents, enrolments and batches in their areas' tables (docs/decisions/0135, 0155)",
  },
  {
    path: 'src/db/schema/learning.ts',
    types: ['quiz', 'presence', 'assignment'],
    why: "the placements' own types, a column of the platform's learning structure (docs/decisions/0005)",
  },
  {
    path: 'src/islands/classroom/ContentStep.test.tsx',
    types: ['quiz', 'presence', 'assignment', 'lim1'],
    why: "the test's catalogue stands for the one its page hands over",
  },
  {
    path: 'src/features/marketplace/',
    types: ['video', 'podcast'],
    why: "an offer's module (spec 002 §3: a marketplace cart item's module), the kind of content sold (docs/decisions/0133)",
  },
  { path: 'src/db/schema/marketplace.ts', types: ['video', 'podcast'], why: "the marketplace offers' modules (docs/decisions/0133)" },
  {
    path: 'src/features/idp/',
    types: ['course', 'assignment', 'program'],
    why: "spec 002 §7's formal-learning/course, live-event and program groups (the course through its type's declaration, the program and live event in their tables); a project is an assignment (decision 0134)",
  },
  {
    path: 'src/features/journey/',
    types: ['course', 'program'],
    why: "a journey's course and program steps, read in their tables as the IDP formal group reads them (docs/decisions/0148)",
  },
  {
    path: 'src/features/expert/',
    types: ['webinar', 'classroom', 'course', 'quiz', 'lim1', 'lim2', 'lim3'],
    why: "where an expert teaches (webinar speakers, classroom batch experts, course experts), the course feedback they get and the journey's course steps, read in those areas' tables (docs/decisions/0144)",
  },
  {
    path: 'src/components/expert/ExpertDetail.astro',
    types: ['webinar'],
    why: "the expert's teaching list says where they teach, in words (docs/decisions/0144)",
  },
  {
    path: 'src/features/live-event/',
    types: ['webinar', 'quiz', 'presence'],
    why: 'a live event may start from a webinar of the media library (its values copied, its id kept; decision 0145); the demo event places the first quiz and presence',
  },
  ...['src/components/live-event/', 'src/islands/live-event/', 'src/pages/live-event/', 'src/db/schema/live-event.ts'].map((p) => ({
    path: p,
    types: ['webinar'],
    why: 'the webinar a live event started from (decision 0145)',
  })),
  { path: 'src/islands/kit/MediaUploadField.test.tsx', types: ['video'], why: 'an upload folder in a widget test' },
  { path: 'src/server/access/guard.test.ts', types: ['presence'], why: 'a permission key in a guard test' },
  { path: 'src/server/http/list-page.test.ts', types: ['presence'], why: 'a permission key in a list test' },
  { path: 'src/lib/list-kit.test.ts', types: ['presence', 'pdf'], why: 'a permission key and an option value in a kit test' },
  { path: 'src/lib/form-kit.test.ts', types: ['pdf'], why: 'a file extension in a kit test' },
  { path: 'src/server/list/keyword.test.ts', types: ['quiz'], why: 'a search word in a keyword test' },
  { path: 'src/ui/DataTable.test.tsx', types: ['quiz'], why: 'a search word in a widget test' },
  { path: 'src/ui/Fields.test.tsx', types: ['quiz'], why: 'an option value in a widget test' },
];

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('content types declared by their areas', () => {
  it('leave no file outside their area naming them, but the listed exceptions', () => {
    const files = walk('src')
      .filter((f) => /\.(ts|tsx|astro|css|json|mjs)$/.test(f))
      .map((f) => ({ path: f.split(path.sep).join('/'), text: readFileSync(f, 'utf8') }));
    const found: string[] = [];
    const used = new Set<(typeof EXCEPTIONS)[number]>();
    for (const area of areas) {
      const own = foldersOf(area);
      const schemas = (area.migrations ?? []).map((m) => new RegExp(`db/schema/${escape(m)}['"]`));
      for (const { type } of area.contents ?? []) {
        const id = escape(type);
        const names = EVERYDAY[type] ? [new RegExp(`['"\`]${id}['"\`]`), ...schemas] : [new RegExp(`(?<![a-z0-9_])${id}s?(?![a-z0-9_])`, 'i'), ...schemas];
        // A module type is the learning structure's word, not the content type (EVERYDAY above).
        if ((moduleTypes as readonly string[]).includes(type)) names.shift();
        for (const f of files) {
          if (own.some((o) => f.path.startsWith(o)) || !names.some((n) => n.test(f.text))) continue;
          const allowed = EXCEPTIONS.find(
            (e) => (e.path.endsWith('/') ? f.path.startsWith(e.path) : f.path === e.path) && (e.types.includes('*') || e.types.includes(type)),
          );
          if (allowed) used.add(allowed);
          else found.push(`${f.path} names ${type} (declared by ${area.name})`);
        }
      }
    }
    expect(found).toEqual([]);
    expect(
      EXCEPTIONS.filter((e) => !used.has(e)).map((e) => e.path),
      'exceptions that no longer match anything',
    ).toEqual([]);
  });

  it('declare each type once, with what its offers need', async () => {
    const contents = await declaredContents();
    for (const c of contents.all) {
      if (c.inChannels !== undefined) expect(c.items, `${c.type} in channels has items`).toBeDefined();
      if (c.activity) expect(c.placement, `${c.type} keeps activity for its own placement`).toBe(c.type);
      if (c.placeable?.classroom !== undefined) expect(c.placement, `${c.type} placed in a classroom makes a placement`).toBeDefined();
    }
    // Each wizard's and the channels' order is a list: no two types share a place.
    for (const places of [
      contents.placeable('course').map((c) => c.placeable!.course),
      contents.placeable('classroom').map((c) => c.placeable!.classroom),
      contents.inChannels().map((c) => c.inChannels),
    ])
      expect(new Set(places).size).toBe(places.length);
    // Every placement type that holds results keeps them in one declared place.
    const kinds = contents.activities().map((a) => a.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const c of contents.all) if (c.placement) expect(kinds, `${c.type} is placed as ${c.placement}`).toContain(c.placement);
  });
});
