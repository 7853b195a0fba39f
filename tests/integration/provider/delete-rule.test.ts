// The delete rule at the use-case level: content that comes from a provider references it with a foreign key, and
// the provider area counts every such reference it finds in the catalogue. Courses reference their provider (course
// migration 0001); the second test also creates a table of its own, as a later content area's will.
import { sql } from 'drizzle-orm';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUser } from '../../../src/features/account/testing';
import { insertProvider } from '../../../src/features/provider/testing';
import { providerReferences, providerUses } from '../../../src/features/provider/server/provider-references';
import { deleteProvider } from '../../../src/features/provider/server/delete-provider';
import { findProviders } from '../../../src/features/provider/server/find-providers';
import { getProvider } from '../../../src/features/provider/server/get-provider';
import { createProvider } from '../../../src/features/provider/server/create-provider';
import { getProviderHistory } from '../../../src/features/provider/server/get-provider-history';
import { updateProvider } from '../../../src/features/provider/server/update-provider';
import { ProviderListQuerySchema } from '../../../src/features/provider/schemas';
import { AppError } from '../../../src/server/http/app-error';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();

describe('the provider delete rule', () => {
  it('courses and marketplace offers are what references providers today; a provider nothing uses can be deleted', async () => {
    expect(await providerReferences(t.db)).toEqual([
      { schema: 'public', table: 'courses', column: 'provider_id' },
      { schema: 'public', table: 'marketplace_offers', column: 'provider_id' },
    ]);
    const org = await insertOrganization(t.db);
    const p = await insertProvider(t.db, { organizationId: org.id });
    expect((await providerUses(t.db, [p.id])).get(p.id)).toEqual([]);
  });

  it('a table whose rows reference a provider makes it undeletable: can_delete, used_by and a 409 naming the use', async () => {
    const org = await insertOrganization(t.db);
    const user = await insertUser(t.db, { organizationId: org.id });
    const used = await insertProvider(t.db, { organizationId: org.id, name: 'Used' });
    const free = await insertProvider(t.db, { organizationId: org.id, name: 'Free' });
    // What a courses table with its provider column will look like.
    await t.db.execute(sql`create table it_courses (id serial primary key, title text, provider_id integer references providers(id))`);
    try {
      await t.db.execute(sql`insert into it_courses (title, provider_id) values ('A', ${used.id}), ('B', ${used.id}), ('C', null)`);
      expect(await providerReferences(t.db)).toEqual([
        { schema: 'public', table: 'courses', column: 'provider_id' },
        { schema: 'public', table: 'it_courses', column: 'provider_id' },
        { schema: 'public', table: 'marketplace_offers', column: 'provider_id' },
      ]);

      const list = await findProviders({ db: t.db, organizationId: org.id, query: ProviderListQuerySchema.parse({}) });
      expect(list.results.map((r) => [r.name, r.can_delete])).toEqual([
        ['Free', true],
        ['Used', false],
      ]);
      expect((await getProvider({ db: t.db, organizationId: org.id, id: used.id })).used_by).toEqual([{ label: 'it courses', count: 2 }]);

      const error = await deleteProvider({ db: t.db, organizationId: org.id, userId: user.id, id: used.id }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'CONFLICT', message: 'This provider supplies content (it courses: 2) and cannot be deleted.' });
      expect((await getProvider({ db: t.db, organizationId: org.id, id: used.id })).id).toBe(used.id);

      // The unreferenced one goes; once its content is moved away, so does the other.
      await deleteProvider({ db: t.db, organizationId: org.id, userId: user.id, id: free.id });
      await t.db.execute(sql`update it_courses set provider_id = null`);
      await deleteProvider({ db: t.db, organizationId: org.id, userId: user.id, id: used.id });
      expect((await findProviders({ db: t.db, organizationId: org.id, query: ProviderListQuerySchema.parse({}) })).results).toEqual([]);
    } finally {
      await t.db.execute(sql`drop table it_courses`);
    }
  });

  it('audits create, update and delete with who, before and after', async () => {
    const org = await insertOrganization(t.db);
    const user = await insertUser(t.db, { organizationId: org.id });
    const input = { name: 'Audited', logo: null, contact_person: 'Ana', email: '', phone: '', website: '', description: '', is_active: true };
    const { id } = await createProvider({ db: t.db, organizationId: org.id, userId: user.id, input });
    await updateProvider({ db: t.db, organizationId: org.id, userId: user.id, id, input: { ...input, contact_person: 'Budi', is_active: false } });
    // The detail page's History tab reads the same entries, naming the fields an edit changed.
    expect((await getProviderHistory({ db: t.db, organizationId: org.id, id })).map((h) => [h.action, h.user, h.fields])).toEqual([
      ['update', user.fullName, ['Contact Person', 'Status']],
      ['create', user.fullName, []],
    ]);
    const seeded = await insertProvider(t.db, { organizationId: org.id, createdBy: user.id });
    expect(await getProviderHistory({ db: t.db, organizationId: org.id, id: seeded.id })).toEqual([
      { action: 'create', user: user.fullName, created_at: seeded.createdAt.toISOString(), fields: [] },
    ]);
    await expect(getProviderHistory({ db: t.db, organizationId: (await insertOrganization(t.db)).id, id })).rejects.toThrow('Provider not found');
    await deleteProvider({ db: t.db, organizationId: org.id, userId: user.id, id });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, org.id), eq(auditLog.entity, 'provider')))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.userId, e.entityId])).toEqual([
      ['create', user.id, String(id)],
      ['update', user.id, String(id)],
      ['delete', user.id, String(id)],
    ]);
    expect(entries[1].before).toMatchObject({ contact_person: 'Ana' });
    expect(entries[1].after).toMatchObject({ contact_person: 'Budi' });
    expect(entries[2].before).toMatchObject({ name: 'Audited', contact_person: 'Budi' });
  });
});
