// A provider with content attached cannot be deleted: a course names its provider with a foreign key (course
// migration 0001), so the provider list, the detail page and the delete all see it, and the key itself refuses a
// delete that slipped past the check.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUser } from '../../../src/features/account/testing';
import { insertProvider } from '../../../src/features/provider/testing';
import { deleteProvider } from '../../../src/features/provider/server/delete-provider';
import { findProviders } from '../../../src/features/provider/server/find-providers';
import { getProvider } from '../../../src/features/provider/server/get-provider';
import { ProviderListQuerySchema } from '../../../src/features/provider/schemas';
import { AppError } from '../../../src/server/http/app-error';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();

/** A course of the organisation from the given provider (its module and enrolment batch as the wizard makes them). */
async function insertCourse(organizationId: number, providerId: number | null, title: string) {
  await t.db
    .execute(sql`with m as (insert into learning_modules (organization_id, module_type, title) values (${organizationId}, 'course', ${title}) returning id),
    b as (insert into batches (module_id, title) select id, 'Enrolment' from m returning id, module_id)
    insert into courses (organization_id, module_id, batch_id, title, provider_id) select ${organizationId}, module_id, id, ${title}, ${providerId} from b`);
}

describe('a provider with courses attached', () => {
  it('cannot be deleted: can_delete false, used_by names the courses, the delete is a 409; once the courses leave it, it goes', async () => {
    const org = await insertOrganization(t.db);
    const user = await insertUser(t.db, { organizationId: org.id });
    const used = await insertProvider(t.db, { organizationId: org.id, name: 'Supplies courses' });
    await insertCourse(org.id, used.id, 'Leadership 101');
    await insertCourse(org.id, used.id, 'Leadership 102');
    await insertCourse(org.id, null, 'In-house');

    const list = await findProviders({ db: t.db, organizationId: org.id, query: ProviderListQuerySchema.parse({}) });
    expect(list.results.map((r) => [r.name, r.can_delete])).toEqual([['Supplies courses', false]]);
    expect((await getProvider({ db: t.db, organizationId: org.id, id: used.id })).used_by).toEqual([{ label: 'courses', count: 2 }]);

    const error = await deleteProvider({ db: t.db, organizationId: org.id, userId: user.id, id: used.id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'This provider supplies content (courses: 2) and cannot be deleted.' });

    // The foreign key is the last word: removing the provider behind the use case's back is refused by the database.
    await expect(t.db.execute(sql`delete from providers where id = ${used.id}`)).rejects.toThrow();

    await t.db.execute(sql`update courses set provider_id = null where provider_id = ${used.id}`);
    await deleteProvider({ db: t.db, organizationId: org.id, userId: user.id, id: used.id });
    expect((await findProviders({ db: t.db, organizationId: org.id, query: ProviderListQuerySchema.parse({}) })).results).toEqual([]);
  });
});
