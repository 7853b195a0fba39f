// Review before publish for classrooms (issue 30, docs/decisions/0132), on a database of its own: while the
// organisation requires review, a classroom published by someone outside the review role is stored in review, as a
// course is (both save through statusToStore in src/server/content-defaults.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classrooms } from '../../../src/db/schema/classroom';
import { assignRole, insertRole } from '../../../src/features/account/testing';
import { classroomApi } from '../../../src/features/classroom/api';
import { classroomMessages } from '../../../src/features/classroom/messages';
import { ClassroomGeneralSchema } from '../../../src/features/classroom/schemas';
import { classroomEndpoints } from '../../../src/features/classroom/server/http';
import { createClassroom, updateClassroom } from '../../../src/features/classroom/server/save-general';
import { ContentSettingUpdateSchema } from '../../../src/features/content-setting/schemas';
import { saveContentSetting } from '../../../src/features/content-setting/server/save-content-setting';
import { insertOrgWithPeople } from '../../setup/org-people';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();

/** What a handler answers through reply(): its data and its message. */
type Reply<T> = { data: T; message?: string };

const general = (status: 'draft' | 'published' | 'review', title = 'Review Classroom') => ClassroomGeneralSchema.parse({ title, status });
const requireReview = (roleId: number) =>
  ContentSettingUpdateSchema.parse({
    thumbnail_default: 1,
    thumbnail_file_id: null,
    certificate_course_id: null,
    certificate_classroom_id: null,
    certificate_program_id: null,
    certificate_live_event_id: null,
    learning_order: 'sequential',
    allow_download: true,
    review_required: true,
    review_role_id: roleId,
  });

describe('review before publish (classrooms)', () => {
  it('publishing outside the review role puts the classroom into review; a member of the role publishes it', async () => {
    const a = await insertOrgWithPeople(t.db);
    const b = await insertOrgWithPeople(t.db);
    const reviewers = await insertRole(t.db, { organizationId: a.orgId, name: 'Reviewers', keys: [] });
    const author = { db: t.db, organizationId: a.orgId, userId: a.adminId };
    const reviewer = { db: t.db, organizationId: a.orgId, userId: a.learnerId };
    await assignRole(t.db, a.learnerId, reviewers.id);
    const stored = async (id: number) => (await t.db.select({ status: classrooms.status }).from(classrooms).where(eq(classrooms.moduleId, id)))[0].status;

    // Without review required, anyone publishes.
    expect((await createClassroom({ ...author, input: general('published') })).status).toBe('published');

    await saveContentSetting({ ...author, input: requireReview(reviewers.id) });
    const sent = await createClassroom({ ...author, input: general('published') });
    expect(sent.status).toBe('review');
    expect(await stored(sent.id)).toBe('review');
    // Saved again as published by its author, it stays in review (nothing changed).
    const again = await updateClassroom({ ...author, id: sent.id, input: general('published') });
    expect(again).toMatchObject({ changed: false, status: 'review' });
    // A draft stays a draft; saving it as published goes to review.
    const draft = await createClassroom({ ...author, input: general('draft', 'Review Draft') });
    expect(draft.status).toBe('draft');
    expect((await updateClassroom({ ...author, id: draft.id, input: general('published', 'Review Draft') })).status).toBe('review');
    expect(await stored(draft.id)).toBe('review');
    // The reviewer publishes the one in review.
    expect((await updateClassroom({ ...reviewer, id: sent.id, input: general('published') })).status).toBe('published');
    expect(await stored(sent.id)).toBe('published');
    // A published classroom edited by its author stays published (review guards publishing, not every later edit).
    const edited = await updateClassroom({ ...author, id: sent.id, input: { ...general('published'), title: 'Review Classroom, edited' } });
    expect(edited).toMatchObject({ changed: true, status: 'published' });
    // The reviewer creates published directly.
    expect((await createClassroom({ ...reviewer, input: general('published', 'Reviewer Classroom') })).status).toBe('published');
    // Another organisation's setting does not reach this one: B's admin publishes directly.
    expect((await createClassroom({ db: t.db, organizationId: b.orgId, userId: b.adminId, input: general('published') })).status).toBe('published');
  });

  it('answers a publish sent for review with its own message and the stored status', async () => {
    const a = await insertOrgWithPeople(t.db);
    const reviewers = await insertRole(t.db, { organizationId: a.orgId, name: 'Reviewers', keys: [] });
    const author = { db: t.db, organizationId: a.orgId, userId: a.adminId };
    await saveContentSetting({ ...author, input: requireReview(reviewers.id) });
    const handler = (method: string, path: string) => classroomEndpoints.find((e) => e.method === method && e.path === path)!.handler;
    const created = (await handler('POST', classroomApi.create.path)({ caller: author, body: general('published'), params: {}, query: {} } as never)) as Reply<{
      id: number;
      status: string;
    }>;
    expect(created.data.status).toBe('review');
    expect(created.message).toBe(classroomMessages.sentForReview);
    const draft = (await handler(
      'POST',
      classroomApi.create.path,
    )({ caller: author, body: general('draft', 'Message Draft'), params: {}, query: {} } as never)) as Reply<{
      id: number;
    }>;
    expect(draft.message).toBe(classroomMessages.created);
    const sent = (await handler(
      'PATCH',
      classroomApi.update.path,
    )({
      caller: author,
      body: general('published', 'Message Draft'),
      params: { id: draft.data.id },
      query: {},
    } as never)) as Reply<{ status: string }>;
    expect(sent.data.status).toBe('review');
    expect(sent.message).toBe(classroomMessages.sentForReview);
  });
});
