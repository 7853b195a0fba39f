// The "category users" registry at the use-case level: an area that references categories adds one entry, and the
// list's can_delete, the detail and the delete refusal follow. No content table has a category column yet, so a
// stand-in user (counting a fixed category) plays the future courses' part beside the real subcategories entry.
import { describe, expect, it } from 'vitest';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUser } from '../../../src/features/account/testing';
import { insertCategory } from '../../../src/features/category/testing';
import { categoryUsers, categoryUses, type CategoryUser } from '../../../src/features/category/server/category-users';
import { deleteCategory } from '../../../src/features/category/server/delete-category';
import { AppError } from '../../../src/server/http/app-error';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();

describe('category users', () => {
  it('counts subcategories per category of the organisation only', async () => {
    const org = await insertOrganization(t.db);
    const other = await insertOrganization(t.db);
    const parent = await insertCategory(t.db, { organizationId: org.id, name: 'Parent' });
    const empty = await insertCategory(t.db, { organizationId: org.id, name: 'Empty' });
    await insertCategory(t.db, { organizationId: org.id, name: 'Child 1', parentId: parent.id });
    await insertCategory(t.db, { organizationId: org.id, name: 'Child 2', parentId: parent.id });
    const uses = await categoryUses(t.db, org.id, [parent.id, empty.id]);
    expect(uses.get(parent.id)).toEqual([{ label: 'subcategories', count: 2 }]);
    expect(uses.get(empty.id)).toEqual([]);
    expect((await categoryUses(t.db, other.id, [parent.id])).get(parent.id)).toEqual([]);
  });

  it('refuses to delete a category another registered user counts, naming every use', async () => {
    const org = await insertOrganization(t.db);
    const user = await insertUser(t.db, { organizationId: org.id });
    const used = await insertCategory(t.db, { organizationId: org.id, name: 'Used by courses' });
    await insertCategory(t.db, { organizationId: org.id, name: 'Its child', parentId: used.id });
    const free = await insertCategory(t.db, { organizationId: org.id, name: 'Free' });
    const courses: CategoryUser = {
      label: ['course', 'courses'],
      count: async (_db, _org, ids) => new Map(ids.filter((id) => id === used.id || id === free.id).map((id) => [id, 3])),
    };
    const users = [...categoryUsers, courses];

    const error = await deleteCategory({ db: t.db, organizationId: org.id, userId: user.id, id: used.id, users }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('CONFLICT');
    expect((error as AppError).message).toBe('This category is in use (1 subcategory, 3 courses) and cannot be deleted.');
    await expect(deleteCategory({ db: t.db, organizationId: org.id, userId: user.id, id: free.id, users })).rejects.toThrow('3 courses');
    // Without the stand-in, the free category goes.
    await deleteCategory({ db: t.db, organizationId: org.id, userId: user.id, id: free.id });
    expect((await categoryUses(t.db, org.id, [free.id])).get(free.id)).toEqual([]);
  });
});
