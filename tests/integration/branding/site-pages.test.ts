// The learner site's pages (docs/decisions/0136) on a fresh database: a section's validation by its own schema,
// draft and publish (the public read shows only what is published, visible sections only, absolute images), every
// version kept and one restored into the draft, ETag/304, CORS for the learner-site host only, an unknown
// organisation 404, another organisation's picture refused, and the preview's rule resolved with real courses.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations } from '../../../src/db/schema';
import { courses } from '../../../src/db/schema/course';
import { insertBatch, insertModule } from '../../../src/db/testing';
import { insertCategory } from '../../../src/features/category/testing';
import { publicSitePageResponse } from '../../../src/features/branding/server/public-site-page';
import { publicFileResponse } from '../../../src/features/branding/server/public-file';
import { getSitePage, publishSitePage, restoreSitePageVersion, saveSection } from '../../../src/features/branding/server/site-pages';
import { sitePreview } from '../../../src/features/branding/server/site-preview';
import { AppError } from '../../../src/server/http/app-error';
import { storeFile } from '../../../src/server/storage/store-file';
import { UPLOAD_FOLDERS } from '../../../src/features/storage/policies';
import { insertOrgWithPeople } from '../../setup/org-people';
import { withTestDb } from '../../setup/test-db';
import { pngBytes } from '../../fixtures/images';

const t = withTestDb();

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

/** An organisation with a code, a learner-site host and an admin. */
async function site(code: string) {
  const people = await insertOrgWithPeople(t.db);
  await t.db
    .update(organizations)
    .set({ orgCode: code, urlSubdomain: `learn.${code.toLowerCase()}.example`, urlDomain: null })
    .where(eq(organizations.id, people.orgId));
  const [organization] = await t.db.select().from(organizations).where(eq(organizations.id, people.orgId));
  return { ...people, organization };
}

const request = (headers: Record<string, string> = {}) => ({
  method: 'GET',
  headers: new Headers({ host: 'localhost:4321', ...headers }),
  url: new URL('http://localhost:4321/x'),
});
const read = async (code: string, page: 'landing' | 'home' | 'login', headers: Record<string, string> = {}) =>
  publicSitePageResponse({ db: t.db, orgCode: code, page, request: request(headers) });

const team = (members: { id: string; name: string; photo?: string }[], extra: Record<string, unknown> = {}) => ({
  visible: true,
  title: 'Our Team',
  subtitle: '',
  items: members.map((m) => ({ role: '', bio: '', photo: '', ...m })),
  ...extra,
});

describe('learner site pages', () => {
  it("validates a section by its own fields: required item names, links, a category of another organisation, someone else's picture", async () => {
    const a = await site('SITEVAL');
    const b = await site('SITEVAL2');
    const save = (content: unknown, section = 'team') =>
      saveSection({ db: t.db, organizationId: a.orgId, userId: a.adminId, page: 'landing', section, content, updatedAt: '' });
    const missing = await refusal(save(team([{ id: 'm1', name: '  ' }])));
    expect(missing.details).toContainEqual({ field: 'items.0.name', message: 'Name is required' });
    const link = await refusal(save({ visible: true, button_label: 'Go', button_link: 'javascript:alert(1)', items: [] }, 'navigation-bar'));
    expect(link.details).toContainEqual({ field: 'button_link', message: 'Button Link must be a full address (https://…) or a path starting with /' });
    expect((await refusal(save({ visible: true }, 'no-such-section'))).code).toBe('NOT_FOUND');
    const foreignCategory = await insertCategory(t.db, { organizationId: b.orgId, name: 'Theirs' });
    const cat = await refusal(
      saveSection({
        db: t.db,
        organizationId: a.orgId,
        userId: a.adminId,
        page: 'home',
        section: 'newest-content',
        content: { visible: true, title: 'New', categories: [foreignCategory.id], limit: 4 },
        updatedAt: '',
      }),
    );
    expect(cat.details).toEqual([{ field: 'categories', message: 'A chosen category no longer exists; choose again.' }]);
    const theirs = await storeFile({
      db: t.db,
      organization: b.organization,
      userId: b.adminId,
      folder: 'image',
      name: 'p.png',
      bytes: pngBytes(40, 40),
      policy: UPLOAD_FOLDERS.image,
    });
    const pic = await refusal(save(team([{ id: 'm1', name: 'Ana', photo: theirs.full_path }])));
    expect(pic.details).toEqual([{ field: 'items.0.photo', message: 'The photo must be an uploaded JPG or PNG image.' }]);
    const limit = await refusal(
      saveSection({
        db: t.db,
        organizationId: a.orgId,
        userId: a.adminId,
        page: 'home',
        section: 'category',
        content: { visible: true, title: 'C', categories: [], limit: 0 },
        updatedAt: '',
      }),
    );
    expect(limit.details).toContainEqual({ field: 'limit', message: 'Number of Items must be a whole number from 1 to 48' });
  });

  it('shows the learner site only what is published: a draft never, a hidden section never, images as absolute addresses', async () => {
    const a = await site('SITEPUB');
    expect((await (await read('SITEPUB', 'landing')).json()).data).toMatchObject({ version: null, sections: {} });
    const photo = await storeFile({
      db: t.db,
      organization: a.organization,
      userId: a.adminId,
      folder: 'image',
      name: 'ana.png',
      bytes: pngBytes(40, 40),
      policy: UPLOAD_FOLDERS.image,
    });
    const page = await getSitePage({ db: t.db, organizationId: a.orgId, page: 'landing' });
    const first = await saveSection({
      db: t.db,
      organizationId: a.orgId,
      userId: a.adminId,
      page: 'landing',
      section: 'team',
      content: team([
        { id: 'm1', name: 'Ana', photo: photo.full_path },
        { id: 'm2', name: 'Budi' },
      ]),
      updatedAt: page.updated_at,
    });
    // A stale stamp is refused; the same content again writes nothing.
    expect(
      (await refusal(publishSitePage({ db: t.db, organizationId: a.orgId, userId: a.adminId, page: 'landing', updatedAt: page.updated_at || 'x' }))).code,
    ).toBe('CONFLICT');
    const v1 = await publishSitePage({ db: t.db, organizationId: a.orgId, userId: a.adminId, page: 'landing', updatedAt: first.updated_at });
    expect(v1.version).toBe(1);
    // The draft moves on (Budi first, the about section hidden); the learner site still reads version 1.
    const second = await saveSection({
      db: t.db,
      organizationId: a.orgId,
      userId: a.adminId,
      page: 'landing',
      section: 'team',
      content: team([
        { id: 'm2', name: 'Budi' },
        { id: 'm1', name: 'Ana', photo: photo.full_path },
      ]),
      updatedAt: first.updated_at,
    });
    await saveSection({
      db: t.db,
      organizationId: a.orgId,
      userId: a.adminId,
      page: 'landing',
      section: 'about',
      content: { visible: false, title: 'About Us', text: 'Secret draft', image: '' },
      updatedAt: second.updated_at,
    });
    const res = await read('sitepub', 'landing');
    expect(res.status).toBe(200);
    const body = (await res.json()).data;
    expect(body.version).toBe(1);
    expect(body.sections.team.items.map((m: { name: string }) => m.name)).toEqual(['Ana', 'Budi']);
    expect(body.sections.team.items[0].photo).toBe(`http://localhost:4321/api/public/organizations/SITEPUB/files/${photo.full_path.split('/files/')[1]}`);
    expect(body.sections.team.items[1].photo).toBeNull();
    expect(JSON.stringify(body)).not.toContain('Secret draft');
    // The published picture is served to the learner site without sign-in.
    const served = await publicFileResponse({
      db: t.db,
      orgCode: 'SITEPUB',
      key: photo.full_path.split('/files/')[1],
      request: { method: 'GET', headers: new Headers() },
    });
    expect(served.status).toBe(200);

    const current = await getSitePage({ db: t.db, organizationId: a.orgId, page: 'landing' });
    expect(current.unpublished_changes).toBe(true);
    const v2 = await publishSitePage({ db: t.db, organizationId: a.orgId, userId: a.adminId, page: 'landing', updatedAt: current.updated_at });
    expect(v2.version).toBe(2);
    const after = (await (await read('SITEPUB', 'landing')).json()).data;
    expect(after.sections.team.items.map((m: { name: string }) => m.name)).toEqual(['Budi', 'Ana']);
    expect(after.sections.about).toBeUndefined();
    // Publishing the same again is refused.
    const again = await getSitePage({ db: t.db, organizationId: a.orgId, page: 'landing' });
    expect(
      (await refusal(publishSitePage({ db: t.db, organizationId: a.orgId, userId: a.adminId, page: 'landing', updatedAt: again.updated_at }))).message,
    ).toBe('The published version is the same as the draft: nothing to publish.');
  });

  it('keeps every version and restores one into the draft; the learner site changes only when it is published', async () => {
    const a = await site('SITEREST');
    const saveTitle = async (headline: string) => {
      const { updated_at } = await getSitePage({ db: t.db, organizationId: a.orgId, page: 'login' });
      const saved = await saveSection({
        db: t.db,
        organizationId: a.orgId,
        userId: a.adminId,
        page: 'login',
        section: 'login',
        content: { visible: true, background: '', headline, text: '', logo_placement: 'center' },
        updatedAt: updated_at,
      });
      return publishSitePage({ db: t.db, organizationId: a.orgId, userId: a.adminId, page: 'login', updatedAt: saved.updated_at });
    };
    await saveTitle('First');
    await saveTitle('Second');
    const page = await getSitePage({ db: t.db, organizationId: a.orgId, page: 'login' });
    expect(page.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(page.versions[0].published_by).not.toBeNull();
    await restoreSitePageVersion({ db: t.db, organizationId: a.orgId, userId: a.adminId, page: 'login', version: 1 });
    const restored = await getSitePage({ db: t.db, organizationId: a.orgId, page: 'login' });
    expect(restored.draft.login.headline).toBe('First');
    expect(restored.unpublished_changes).toBe(true);
    expect((await (await read('SITEREST', 'login')).json()).data.sections.login.headline).toBe('Second');
    await publishSitePage({ db: t.db, organizationId: a.orgId, userId: a.adminId, page: 'login', updatedAt: restored.updated_at });
    const live = (await (await read('SITEREST', 'login')).json()).data;
    expect(live).toMatchObject({ version: 3, sections: { login: { headline: 'First', logo_placement: 'center' } } });
    expect((await refusal(restoreSitePageVersion({ db: t.db, organizationId: a.orgId, userId: a.adminId, page: 'login', version: 9 }))).code).toBe('NOT_FOUND');
  });

  it('answers an ETag with Cache-Control and 304 on If-None-Match, CORS only for the learner-site host, 404 for an unknown code', async () => {
    await site('SITEETAG');
    const res = await read('SITEETAG', 'home', { origin: 'https://learn.siteetag.example' });
    expect(res.status).toBe(200);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');
    expect(res.headers.get('access-control-allow-origin')).toBe('https://learn.siteetag.example');
    const notModified = await read('SITEETAG', 'home', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    const foreign = await read('SITEETAG', 'home', { origin: 'https://evil.example' });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect((await refusal(read('NOSUCHORG', 'home'))).code).toBe('NOT_FOUND');
  });

  it("previews the draft with real data: the newest published courses of the chosen categories, not another organisation's", async () => {
    const a = await site('SITEPREV');
    const b = await site('SITEPREV2');
    const cat = await insertCategory(t.db, { organizationId: a.orgId, name: 'Leadership' });
    const other = await insertCategory(t.db, { organizationId: a.orgId, name: 'Safety' });
    const course = async (organizationId: number, title: string, categoryId: number | null, status: 'draft' | 'published', createdAt: Date) => {
      const module = await insertModule(t.db, { organizationId, moduleType: 'course', title });
      const batch = await insertBatch(t.db, { moduleId: module.id });
      await t.db.insert(courses).values({ organizationId, moduleId: module.id, batchId: batch.id, title, categoryId, status, createdAt });
    };
    await course(a.orgId, 'Old lead', cat.id, 'published', new Date('2025-01-01'));
    await course(a.orgId, 'New lead', cat.id, 'published', new Date('2025-06-01'));
    await course(a.orgId, 'Draft lead', cat.id, 'draft', new Date('2025-07-01'));
    await course(a.orgId, 'Safety first', other.id, 'published', new Date('2025-08-01'));
    await course(b.orgId, 'Their course', null, 'published', new Date('2025-09-01'));
    await saveSection({
      db: t.db,
      organizationId: a.orgId,
      userId: a.adminId,
      page: 'home',
      section: 'newest-content',
      content: { visible: true, title: 'New', categories: [cat.id], limit: 5 },
      updatedAt: '',
    });
    const preview = await sitePreview({ db: t.db, organizationId: a.orgId, page: 'home' });
    expect(preview.courses['newest-content'].map((c) => c.title)).toEqual(['New lead', 'Old lead']);
    expect(preview.courses['trending-now'].map((c) => c.title)).toEqual(['Safety first', 'New lead', 'Old lead']);
    expect(preview.categories.category.map((c) => c.name).sort()).toEqual(['Leadership', 'Safety']);
  });
});
