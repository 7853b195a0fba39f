// The organisation and colour use cases on a fresh database: saving every field, the console host unique across
// organisations, pictures judged by their bytes, the audit entry, stale edits, and the one-query public read.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, organizations } from '../../../src/db/schema';
import { organizationByCode } from '../../../src/features/branding/server/public-branding';
import { getColors, saveColors } from '../../../src/features/branding/server/colors';
import { getOrganizationSettings, saveOrganizationSettings } from '../../../src/features/branding/server/organization-settings';
import { OrganizationUpdateSchema } from '../../../src/features/branding/schemas';
import { insertOrganization } from '../../../src/features/organization/testing';
import { AppError } from '../../../src/server/http/app-error';
import { storeFile } from '../../../src/server/storage/store-file';
import { UPLOAD_FOLDERS } from '../../../src/features/storage/policies';
import { insertOrgWithPeople } from '../../setup/org-people';
import { withTestDb } from '../../setup/test-db';
import { pngBytes } from '../../fixtures/images';

const t = withTestDb();

const base = {
  title: 'Garuda Learning Group',
  website_title: 'Garuda Learning',
  url_logo: '/logo.svg',
  url_favicon: '/favicon.svg',
  url_subdomain: 'Learn.Garuda.example',
  url_domain: 'console.garuda.example.',
  contact_email: 'Learning@Garuda.example',
  contact_phone: '+62 21 5150 1234',
  contact_address: 'Jl. Sudirman 1, Jakarta',
};
const input = (overrides: Record<string, unknown> = {}) => OrganizationUpdateSchema.parse({ ...base, ...overrides });

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('organisation settings', () => {
  it('saves titles, hosts (lower case, no trailing dot) and contact details; nothing changed writes nothing; a stale edit is a 409', async () => {
    const { orgId, adminId } = await insertOrgWithPeople(t.db);
    const before = await getOrganizationSettings({ db: t.db, organizationId: orgId });
    const saved = await saveOrganizationSettings({ db: t.db, organizationId: orgId, userId: adminId, input: input({ updated_at: before.updated_at }) });
    expect(saved.changed).toBe(true);
    const after = await getOrganizationSettings({ db: t.db, organizationId: orgId });
    expect(after).toMatchObject({
      title: 'Garuda Learning Group',
      website_title: 'Garuda Learning',
      url_subdomain: 'learn.garuda.example',
      url_domain: 'console.garuda.example',
      contact_email: 'learning@garuda.example',
      contact_phone: '+62 21 5150 1234',
      contact_address: 'Jl. Sudirman 1, Jakarta',
      updated_at: saved.updated_at,
    });
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(org.version).toBe(2);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, orgId), eq(auditLog.entity, 'branding-organization')));
    expect(audits).toHaveLength(1);
    expect(audits[0].after).toMatchObject({ url_domain: 'console.garuda.example', contact_email: 'learning@garuda.example' });

    const again = await saveOrganizationSettings({ db: t.db, organizationId: orgId, userId: adminId, input: input({ updated_at: saved.updated_at }) });
    expect(again).toMatchObject({ changed: false, updated_at: saved.updated_at });

    const stale = await refusal(
      saveOrganizationSettings({ db: t.db, organizationId: orgId, userId: adminId, input: input({ title: 'Other', updated_at: before.updated_at }) }),
    );
    expect(stale.code).toBe('CONFLICT');
  });

  it('keeps the console host unique across organisations, ignoring case', async () => {
    await insertOrganization(t.db, { urlDomain: 'console.taken.example' });
    const { orgId, adminId } = await insertOrgWithPeople(t.db);
    const err = await refusal(
      saveOrganizationSettings({ db: t.db, organizationId: orgId, userId: adminId, input: input({ url_domain: 'CONSOLE.Taken.example' }) }),
    );
    expect(err.code).toBe('VALIDATION');
    expect(err.details).toEqual([{ field: 'url_domain', message: 'This console host is already used by another organization.' }]);
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(org.urlDomain).toBeNull();
    // Its own host again is no clash.
    await saveOrganizationSettings({ db: t.db, organizationId: orgId, userId: adminId, input: input({ url_domain: 'mine.example' }) });
    expect(
      (await saveOrganizationSettings({ db: t.db, organizationId: orgId, userId: adminId, input: input({ url_domain: 'mine.example', title: 'Renamed' }) }))
        .changed,
    ).toBe(true);
  });

  it("takes as logo and favicon only images uploaded for the organisation, never another organisation's", async () => {
    const { orgId, adminId } = await insertOrgWithPeople(t.db);
    const other = await insertOrgWithPeople(t.db);
    const [own, foreign] = await Promise.all(
      [
        [orgId, adminId],
        [other.orgId, other.adminId],
      ].map(async ([organizationId, userId]) => {
        const [organization] = await t.db.select().from(organizations).where(eq(organizations.id, organizationId));
        return storeFile({ db: t.db, organization, userId, folder: 'image', name: 'logo.png', bytes: pngBytes(120, 40), policy: UPLOAD_FOLDERS.image });
      }),
    );
    const err = await refusal(
      saveOrganizationSettings({ db: t.db, organizationId: orgId, userId: adminId, input: input({ url_logo: foreign.full_path, url_domain: '' }) }),
    );
    expect(err.details).toEqual([{ field: 'url_logo', message: 'The logo must be an uploaded JPG or PNG image.' }]);
    const err2 = await refusal(
      saveOrganizationSettings({
        db: t.db,
        organizationId: orgId,
        userId: adminId,
        input: input({ url_favicon: '/api/storage/files/nothing.png', url_domain: '' }),
      }),
    );
    expect(err2.details).toEqual([{ field: 'url_favicon', message: 'The favicon must be an uploaded JPG or PNG image.' }]);
    await saveOrganizationSettings({
      db: t.db,
      organizationId: orgId,
      userId: adminId,
      input: input({ url_logo: own.full_path, url_favicon: null, url_domain: '' }),
    });
    expect(await getOrganizationSettings({ db: t.db, organizationId: orgId })).toMatchObject({ url_logo: own.full_path, url_favicon: null });
  });

  it('refuses what the schema refuses: empty titles, hosts with a scheme or a path, the same host twice, a bad e-mail', () => {
    const issues = (v: Record<string, unknown>) =>
      Object.fromEntries((OrganizationUpdateSchema.safeParse({ ...base, ...v }).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues({ title: '  ' })).toEqual({ title: 'Title is required' });
    expect(issues({ url_domain: 'https://console.example/x' })).toEqual({
      url_domain: 'Console Host must be a host name such as learn.company.com (no https:// and no path)',
    });
    expect(issues({ url_subdomain: 'learn example' })).toEqual({
      url_subdomain: 'Learner Site Host must be a host name such as learn.company.com (no https:// and no path)',
    });
    expect(issues({ url_subdomain: 'same.example', url_domain: 'same.example' })).toEqual({
      url_domain: 'The learner site and the console need different hosts.',
    });
    expect(issues({ contact_email: 'not-an-email' })).toEqual({ contact_email: 'Enter a valid e-mail address, e.g. name@company.com' });
    expect(issues({ url_domain: '', url_subdomain: 'localhost:3000' })).toEqual({});
  });
});

describe('colours', () => {
  it('saves valid colours with the warnings of large-text-only contrast and reads them back', async () => {
    const { orgId, adminId } = await insertOrgWithPeople(t.db);
    const saved = await saveColors({
      db: t.db,
      organizationId: orgId,
      userId: adminId,
      input: { primary_color: '#3b82f6', secondary_color: '#134e4a', text_color: '#1f2328' },
    });
    expect(saved.changed).toBe(true);
    expect(saved.warnings).toEqual([
      'White text on the primary color has a contrast of 3.67:1: enough for large text only (WCAG AA asks 4.5:1 for normal text).',
    ]);
    expect(await getColors({ db: t.db, organizationId: orgId })).toMatchObject({ primary_color: '#3b82f6', secondary_color: '#134e4a', text_color: '#1f2328' });
  });

  it('reads an organisation with its contact details by code in one query, and nothing for an unknown code', async () => {
    const org = await insertOrganization(t.db, { orgCode: 'PUBQ' });
    const row = await organizationByCode(t.db, 'pubq');
    expect(row?.org.id).toBe(org.id);
    expect(row?.contact).toBeNull();
    expect(await organizationByCode(t.db, 'NOPE')).toBeUndefined();
  });
});
