// What uses a category (docs/decisions/0070, 0107): its subcategories and every content the areas declare with a
// category column in their manifests, counted in one query. Rows of several areas at once, in two organisations.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { files } from '../../../src/db/schema';
import { classrooms } from '../../../src/db/schema/classroom';
import { courses } from '../../../src/db/schema/course';
import { podcasts } from '../../../src/db/schema/podcast';
import { insertBatch, insertModule } from '../../../src/db/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUser } from '../../../src/features/account/testing';
import { insertCategory } from '../../../src/features/category/testing';
import { categoryUses } from '../../../src/features/category/server/category-users';
import { deleteCategory } from '../../../src/features/category/server/delete-category';
import { findCategories } from '../../../src/features/category/server/find-categories';
import { CategoryListQuerySchema } from '../../../src/features/category/schemas';
import { getCategory } from '../../../src/features/category/server/get-category';
import { insertItem } from '../../../src/features/digilib/testing';
import { insertDocument } from '../../../src/features/document/testing';
import { insertVideo } from '../../../src/features/video/testing';
import { insertWebinar } from '../../../src/features/webinar/testing';
import { AppError } from '../../../src/server/http/app-error';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();

async function insertFile(organizationId: number, mimeType: string) {
  const key = randomUUID();
  const [row] = await t.db
    .insert(files)
    .values({ organizationId, area: 'document', folder: 'pdf', storageKey: key, originalName: `${key}.bin`, mimeType, sizeBytes: 10, sha256: key })
    .returning();
  return row;
}

async function insertCourse(organizationId: number, categoryId: number) {
  const module = await insertModule(t.db, { organizationId, moduleType: 'course', title: 'Course' });
  const batch = await insertBatch(t.db, { moduleId: module.id });
  await t.db.insert(courses).values({ organizationId, moduleId: module.id, batchId: batch.id, title: 'Course', categoryId });
}

async function insertClassroom(organizationId: number, categoryId: number) {
  const module = await insertModule(t.db, { organizationId, moduleType: 'classroom', title: 'Classroom' });
  await t.db.insert(classrooms).values({ moduleId: module.id, organizationId, categoryId });
}

const insertPodcast = (organizationId: number, categoryId: number) => t.db.insert(podcasts).values({ organizationId, categoryId, title: 'Episode' });

describe('category users', () => {
  it('counts every area using each category, of the organisation only, in one query, with the same words everywhere', async () => {
    const org = await insertOrganization(t.db);
    const other = await insertOrganization(t.db);
    const user = await insertUser(t.db, { organizationId: org.id });
    const media = await insertCategory(t.db, { organizationId: org.id, name: 'Media' });
    const library = await insertCategory(t.db, { organizationId: org.id, name: 'Library' });
    const programmes = await insertCategory(t.db, { organizationId: org.id, name: 'Programmes' });
    const free = await insertCategory(t.db, { organizationId: org.id, name: 'Free' });
    await insertCategory(t.db, { organizationId: org.id, name: 'Child 1', parentId: media.id });
    await insertCategory(t.db, { organizationId: org.id, name: 'Child 2', parentId: media.id });
    await insertVideo(t.db, { organizationId: org.id, categoryId: media.id });
    await insertPodcast(org.id, media.id);
    await insertPodcast(org.id, media.id);
    await insertWebinar(t.db, { organizationId: org.id, categoryId: media.id });
    // One document library: its PDFs and PPTs count together.
    const pdf = await insertFile(org.id, 'application/pdf');
    await insertDocument(t.db, { organizationId: org.id, fileId: pdf.id, kind: 'pdf', categoryId: library.id });
    await insertDocument(t.db, { organizationId: org.id, fileId: pdf.id, kind: 'ppt', categoryId: library.id });
    for (let i = 0; i < 3; i += 1) await insertItem(t.db, { organizationId: org.id, categoryId: library.id });
    await insertCourse(org.id, programmes.id);
    await insertCourse(org.id, programmes.id);
    await insertClassroom(org.id, programmes.id);
    // Another organisation's rows naming these ids count for nothing here.
    await insertVideo(t.db, { organizationId: other.id, categoryId: free.id });
    await insertPodcast(other.id, free.id);

    const execute = vi.spyOn(t.db, 'execute');
    const select = vi.spyOn(t.db, 'select');
    const uses = await categoryUses(t.db, org.id, [media.id, library.id, programmes.id, free.id]);
    expect(execute).toHaveBeenCalledTimes(1);
    expect(select).not.toHaveBeenCalled();
    execute.mockRestore();
    select.mockRestore();
    // Subcategories first, then the areas in their order (src/features/areas.ts).
    expect(uses.get(media.id)).toEqual([
      { label: 'subcategories', count: 2 },
      { label: 'video', count: 1 },
      { label: 'podcasts', count: 2 },
      { label: 'webinar', count: 1 },
    ]);
    expect(uses.get(library.id)).toEqual([
      { label: 'documents', count: 2 },
      { label: 'digital library items', count: 3 },
    ]);
    expect(uses.get(programmes.id)).toEqual([
      { label: 'classroom', count: 1 },
      { label: 'courses', count: 2 },
    ]);
    expect(uses.get(free.id)).toEqual([]);
    expect((await categoryUses(t.db, other.id, [media.id, free.id])).get(free.id)).toEqual([
      { label: 'video', count: 1 },
      { label: 'podcast', count: 1 },
    ]);

    // The list's can_delete, the detail and the delete refusal read the same counts.
    const list = await findCategories({ db: t.db, organizationId: org.id, query: CategoryListQuerySchema.parse({ page_size: 50 }) });
    const canDelete = Object.fromEntries(list.results.map((r) => [r.name, r.can_delete]));
    expect(canDelete).toMatchObject({ Media: false, Library: false, Programmes: false, Free: true, 'Child 1': true });
    expect((await getCategory({ db: t.db, organizationId: org.id, id: library.id })).used_by).toEqual(uses.get(library.id));
    const refused = await deleteCategory({ db: t.db, organizationId: org.id, userId: user.id, id: programmes.id }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('CONFLICT');
    expect((refused as AppError).message).toBe('This category is in use (1 classroom, 2 courses) and cannot be deleted.');
    await expect(deleteCategory({ db: t.db, organizationId: org.id, userId: user.id, id: media.id })).rejects.toThrow(
      'This category is in use (2 subcategories, 1 video, 2 podcasts, 1 webinar) and cannot be deleted.',
    );
    // A category nothing of its organisation uses goes.
    const child = list.results.find((r) => r.name === 'Child 1')!;
    await deleteCategory({ db: t.db, organizationId: org.id, userId: user.id, id: child.id });
    expect((await categoryUses(t.db, org.id, [media.id])).get(media.id)?.[0]).toEqual({ label: 'subcategory', count: 1 });
  });
});
