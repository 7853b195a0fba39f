// Setting › Content on a database of its own (issue 30, docs/decisions/0132): validation, references that must be
// the organisation's, a stale save, the wizards starting from the defaults, and review before publish for courses.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../../src/db/schema';
import { courses } from '../../../src/db/schema/course';
import { assignRole, insertRole } from '../../../src/features/account/testing';
import { insertTemplate, insertTheme } from '../../../src/features/certificate/testing';
import { newClassroomDefaults } from '../../../src/features/classroom/server/get-wizard-page';
import { ContentSettingUpdateSchema } from '../../../src/features/content-setting/schemas';
import { getContentSetting } from '../../../src/features/content-setting/server/get-content-setting';
import { saveContentSetting } from '../../../src/features/content-setting/server/save-content-setting';
import { createCourseGeneral, updateCourseGeneral } from '../../../src/features/course/server/save-general';
import { loadWizard } from '../../../src/features/course/server/wizard-page';
import { insertOrgWithPeople } from '../../setup/org-people';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();

const values = (over: Record<string, unknown> = {}) => ({
  thumbnail_default: 1,
  thumbnail_file_id: null,
  certificate_course_id: null,
  certificate_classroom_id: null,
  certificate_program_id: null,
  certificate_live_event_id: null,
  learning_order: 'sequential',
  allow_download: true,
  review_required: false,
  review_role_id: null,
  ...over,
});
const parsed = (over: Record<string, unknown> = {}) => ContentSettingUpdateSchema.parse(values(over));
const problems = (over: Record<string, unknown>) => {
  const r = ContentSettingUpdateSchema.safeParse(values(over));
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

async function insertImage(organizationId: number, folder = 'thumbnails') {
  const key = randomUUID();
  const [row] = await t.db
    .insert(files)
    .values({ organizationId, area: 'organization', folder, storageKey: key, originalName: 'cover.png', mimeType: 'image/png', sizeBytes: 10, sha256: key })
    .returning();
  return row;
}

const general = (status: 'draft' | 'published' = 'draft') => ({
  title: 'Onboarding',
  description: '',
  category_id: null,
  level: 'fundamental' as const,
  thumbnail_default: 2,
  thumbnail_file_id: null,
  status,
  confidentiality: 'public' as const,
  provider_id: null,
  instructional_model: null,
});

describe('content setting: validation', () => {
  it('refuses a missing or double thumbnail, an unknown order and review without a role, each on its field', () => {
    expect(problems({ thumbnail_default: null })).toEqual({ thumbnail_default: 'Choose one of the default thumbnails or upload an image' });
    expect(problems({ thumbnail_file_id: 5 })).toEqual({ thumbnail_default: 'Choose one of the default thumbnails or upload an image' });
    expect(problems({ thumbnail_default: 7 })).toHaveProperty('thumbnail_default');
    expect(problems({ learning_order: 'shuffled' })).toHaveProperty('learning_order');
    expect(problems({ review_required: true })).toEqual({ review_role_id: 'Review role is required when content needs review' });
    expect(problems({ allow_download: 'yes' })).toHaveProperty('allow_download');
    expect(ContentSettingUpdateSchema.safeParse({ ...values(), extra: 1 }).success).toBe(false);
  });

  it("refuses another organisation's template, a template of another type, another organisation's role and file", async () => {
    const a = await insertOrgWithPeople(t.db);
    const b = await insertOrgWithPeople(t.db);
    const themeB = await insertTheme(t.db, { organizationId: b.orgId });
    const templateB = await insertTemplate(t.db, { organizationId: b.orgId, themeId: themeB.id, type: 2 });
    const themeA = await insertTheme(t.db, { organizationId: a.orgId });
    const programA = await insertTemplate(t.db, { organizationId: a.orgId, themeId: themeA.id, type: 3 });
    const roleB = await insertRole(t.db, { organizationId: b.orgId, keys: [] });
    const imageB = await insertImage(b.orgId);
    const save = (over: Record<string, unknown>) => saveContentSetting({ db: t.db, organizationId: a.orgId, userId: a.adminId, input: parsed(over) });
    const refusal = async (over: Record<string, unknown>) => {
      const err = await save(over).then(
        () => null,
        (e: { status: number; details?: { field: string; message: string }[] }) => e,
      );
      expect(err?.status).toBe(400);
      return err!.details![0];
    };
    expect(await refusal({ certificate_course_id: templateB.id })).toEqual({
      field: 'certificate_course_id',
      message: "Choose one of the organization's course certificate templates",
    });
    expect((await refusal({ certificate_course_id: programA.id })).field).toBe('certificate_course_id');
    expect(await refusal({ review_required: true, review_role_id: roleB.id })).toEqual({
      field: 'review_role_id',
      message: "Choose one of the organization's roles",
    });
    expect(await refusal({ thumbnail_default: null, thumbnail_file_id: imageB.id })).toMatchObject({ field: 'thumbnail_file_id' });
    // Nothing was written: A still reads the console's defaults.
    expect((await getContentSetting({ db: t.db, organizationId: a.orgId })).updated_at).toBeNull();
  });
});

describe('content setting: saving and reading', () => {
  it("reads the console's defaults until saved, then its own; a stale save is 409; an unchanged one writes nothing", async () => {
    const a = await insertOrgWithPeople(t.db);
    const b = await insertOrgWithPeople(t.db);
    const first = await getContentSetting({ db: t.db, organizationId: a.orgId });
    expect(first).toMatchObject({ thumbnail_default: 1, learning_order: 'sequential', allow_download: true, review_required: false, updated_at: null });
    const theme = await insertTheme(t.db, { organizationId: a.orgId });
    const course = await insertTemplate(t.db, { organizationId: a.orgId, themeId: theme.id, type: 2, title: 'Course Completion' });
    const classroom = await insertTemplate(t.db, { organizationId: a.orgId, themeId: theme.id, type: 24, title: 'Classroom Attendance' });
    const role = await insertRole(t.db, { organizationId: a.orgId, name: 'Content Reviewer', keys: [] });
    const scope = { db: t.db, organizationId: a.orgId, userId: a.adminId };
    const input = parsed({
      thumbnail_default: 4,
      certificate_course_id: course.id,
      certificate_classroom_id: classroom.id,
      learning_order: 'random',
      allow_download: false,
      review_required: true,
      review_role_id: role.id,
      updated_at: null,
    });
    const saved = await saveContentSetting({ ...scope, input });
    expect(saved.changed).toBe(true);
    const read = await getContentSetting({ db: t.db, organizationId: a.orgId });
    expect(read).toMatchObject({
      thumbnail_default: 4,
      thumbnail_url: '/course-thumbnails/default-4.svg',
      certificate_course_id: course.id,
      certificate_classroom_id: classroom.id,
      learning_order: 'random',
      allow_download: false,
      review_required: true,
      review_role_id: role.id,
      updated_at: saved.updated_at,
    });
    expect(read.options.certificates[2]).toEqual([{ id: course.id, title: 'Course Completion' }]);
    expect(read.options.roles.map((r) => r.title)).toContain('Content Reviewer');
    // A screen opened before that save (no setting yet), or at another instant, cannot overwrite it.
    await expect(saveContentSetting({ ...scope, input: { ...input, updated_at: null } })).rejects.toMatchObject({ status: 409 });
    await expect(saveContentSetting({ ...scope, input: { ...input, updated_at: new Date(0).toISOString() } })).rejects.toMatchObject({ status: 409 });
    expect(await saveContentSetting({ ...scope, input: { ...input, updated_at: saved.updated_at } })).toEqual({ changed: false, updated_at: saved.updated_at });
    // The other organisation's setting is its own: it still reads the console's defaults and none of A's choices.
    const other = await getContentSetting({ db: t.db, organizationId: b.orgId });
    expect(other).toMatchObject({ thumbnail_default: 1, review_required: false, updated_at: null });
    expect(other.options.certificates[2]).toEqual([]);
  });
});

describe('the wizards start from the defaults', () => {
  it('a new course takes the default thumbnail, certificate template and learning order; a classroom the uploaded thumbnail', async () => {
    const a = await insertOrgWithPeople(t.db);
    const scope = { db: t.db, organizationId: a.orgId, userId: a.adminId };
    const before = await loadWizard({ ...scope, course: null, asked: '1' });
    expect(before.defaults).toEqual({
      thumbnail_default: 1,
      thumbnail_file_id: null,
      thumbnail_url: '/course-thumbnails/default-1.svg',
      certificate_template_id: null,
    });
    const theme = await insertTheme(t.db, { organizationId: a.orgId });
    const template = await insertTemplate(t.db, { organizationId: a.orgId, themeId: theme.id, type: 2 });
    await saveContentSetting({ ...scope, input: parsed({ thumbnail_default: 5, certificate_course_id: template.id, learning_order: 'random' }) });
    const page = await loadWizard({ ...scope, course: null, asked: '1' });
    expect(page.defaults).toEqual({
      thumbnail_default: 5,
      thumbnail_file_id: null,
      thumbnail_url: '/course-thumbnails/default-5.svg',
      certificate_template_id: template.id,
    });
    expect(page.reviewFirst).toBe(false);
    const { id } = await createCourseGeneral({ ...scope, input: general() });
    const [row] = await t.db.select().from(courses).where(eq(courses.id, id));
    expect(row.learningOrder).toBe('random');

    // An uploaded default thumbnail: the course wizard offers it, and the classroom wizard (uploads only) starts with it.
    expect((await newClassroomDefaults(scope)).thumbnail).toBeNull();
    const image = await insertImage(a.orgId);
    const current = await getContentSetting(scope);
    await saveContentSetting({ ...scope, input: parsed({ thumbnail_default: null, thumbnail_file_id: image.id, updated_at: current.updated_at }) });
    const url = `/api/storage/files/${image.storageKey}`;
    expect((await loadWizard({ ...scope, course: null, asked: '1' })).defaults).toMatchObject({
      thumbnail_default: null,
      thumbnail_file_id: image.id,
      thumbnail_url: url,
    });
    expect((await newClassroomDefaults(scope)).thumbnail).toEqual({ id: image.id, full_path: url });
  });
});

describe('review before publish (courses)', () => {
  it('publishing outside the review role puts the course into review; a member of the role publishes it', async () => {
    const a = await insertOrgWithPeople(t.db);
    const b = await insertOrgWithPeople(t.db);
    const reviewers = await insertRole(t.db, { organizationId: a.orgId, name: 'Reviewers', keys: [] });
    const author = { db: t.db, organizationId: a.orgId, userId: a.adminId };
    const reviewer = { db: t.db, organizationId: a.orgId, userId: a.learnerId };
    await assignRole(t.db, a.learnerId, reviewers.id);

    // Without review required, anyone publishes.
    expect((await createCourseGeneral({ ...author, input: general('published') })).status).toBe('published');

    await saveContentSetting({ ...author, input: parsed({ review_required: true, review_role_id: reviewers.id }) });
    expect((await loadWizard({ ...author, course: null, asked: '1' })).reviewFirst).toBe(true);
    expect((await loadWizard({ ...reviewer, course: null, asked: '1' })).reviewFirst).toBe(false);
    const sent = await createCourseGeneral({ ...author, input: general('published') });
    expect(sent.status).toBe('review');
    const [stored] = await t.db.select({ status: courses.status }).from(courses).where(eq(courses.id, sent.id));
    expect(stored.status).toBe('review');
    // A draft stays a draft; saving it again as published still goes to review.
    const draft = await createCourseGeneral({ ...author, input: general('draft') });
    expect(draft.status).toBe('draft');
    expect((await updateCourseGeneral({ ...author, id: draft.id, input: general('published') })).status).toBe('review');
    // The reviewer publishes the one in review.
    expect((await updateCourseGeneral({ ...reviewer, id: sent.id, input: general('published') })).status).toBe('published');
    // A published course edited by its author stays published (review guards publishing, not every later edit).
    expect((await updateCourseGeneral({ ...author, id: sent.id, input: general('published') })).status).toBe('published');
    // Another organisation's setting does not reach this one: B's admin publishes directly.
    expect((await createCourseGeneral({ db: t.db, organizationId: b.orgId, userId: b.adminId, input: general('published') })).status).toBe('published');
  });
});
