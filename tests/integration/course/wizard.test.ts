import { beforeAll, describe, expect, it } from 'vitest';
import { api, firstCategoryId, freshItems, general, V2 } from './helpers';
import { fieldsOf } from '../../setup/http';

let categoryId: number;
beforeAll(async () => {
  categoryId = await firstCategoryId();
});

const content = (sections: unknown[], over: Record<string, unknown> = {}) => ({ restricted: false, sections, ...over });
const other = (over: Record<string, unknown> = {}) => ({
  access_period: 'unlimited',
  access_start: null,
  access_end: null,
  learning_order: 'sequential',
  achievement: 'none',
  badge_id: null,
  expert_ids: [],
  prerequisite_ids: [],
  ...over,
});

describe('course wizard: step 1, General', () => {
  it('validates each field with its own message', async () => {
    const res = await api(`${V2}/course-general`, { method: 'POST', body: general(categoryId, { title: ' ', level: 'expert' }) });
    expect(res.status).toBe(400);
    const f = fieldsOf(res.body);
    expect(f.title).toBe('Title is required');
    expect(f.level).toBeTruthy();
    const none = await api(`${V2}/course-general`, { method: 'POST', body: general(categoryId, { thumbnail_default: null }) });
    expect(fieldsOf(none.body).thumbnail_default).toBe('Choose one of the default thumbnails or upload an image');
    const both = await api(`${V2}/course-general`, { method: 'POST', body: general(categoryId, { thumbnail_file_id: 999999 }) });
    expect(fieldsOf(both.body).thumbnail_default).toBeTruthy();
    const badCategory = await api(`${V2}/course-general`, { method: 'POST', body: general(999999) });
    expect(badCategory.status).toBe(400);
    expect(fieldsOf(badCategory.body).category_id).toBe('Choose a category from the list');
    const badProvider = await api(`${V2}/course-general`, { method: 'POST', body: general(categoryId, { provider_id: 999999 }) });
    expect(fieldsOf(badProvider.body).provider_id).toBe('Choose an active provider from the list');
  });

  it('creates a draft at step 1 (sanitised description), resumes at step 2 in the list, and edits with a 409 on a stale version', async () => {
    const created = await api(`${V2}/course-general`, { method: 'POST', body: general(categoryId, { title: 'IT Resume Course' }) });
    expect(created.status).toBe(201);
    const { id, updated_at } = created.body.data;
    expect(created.body.data.steps_done).toBe(1);
    const detail = (await api(`${V2}/course/${id}`)).body.data;
    expect(detail.description).not.toContain('script');
    expect(detail).toMatchObject({ title: 'IT Resume Course', level: 'developing', thumbnail_url: '/course-thumbnails/default-3.svg', sections: [] });
    const row = (await api(`${V2}/courses?keyword=IT%20Resume%20Course`)).body.data.results[0];
    expect(row).toMatchObject({ id, steps_done: 1, resume_href: `/course/edit/${id}?step=2`, status: 'draft', can_delete: true });

    const edited = await api(`${V2}/course-general/${id}`, { method: 'PATCH', body: { ...general(categoryId, { title: 'IT Resume Course 2' }), updated_at } });
    expect(edited.status).toBe(200);
    const stale = await api(`${V2}/course-general/${id}`, { method: 'PATCH', body: { ...general(categoryId), updated_at } });
    expect(stale.status).toBe(409);
  });
});

describe('course wizard: steps 2 and 3', () => {
  it('saves sections and contents atomically, reorders, places quiz/presence/assignment, and frees them when removed', async () => {
    const items = await freshItems(`w${Date.now()}`);
    const { id } = (await api(`${V2}/course-general`, { method: 'POST', body: general(categoryId, { title: 'IT Placement Course' }) })).body.data;
    const q = { content_type: 'quiz', ref_id: items.quiz, title: 'Quiz A', settings: { required: true, min_minutes: 10, pass_grade: 70 } };
    // A presence in a course has its own schedule (docs/decisions/0115).
    const schedule = { schedule_start: '2031-07-03T09:00:00+07:00', schedule_end: '2031-07-03T11:00:00+07:00' };
    const p = { content_type: 'presence', ref_id: items.presence, title: 'Check-in', settings: schedule };
    const a = { content_type: 'assignment', ref_id: items.assignment, title: 'Essay' };

    // One missing item makes the whole step fail: nothing of it is written.
    const broken = await api(`${V2}/course-content/${id}`, {
      method: 'PATCH',
      body: content([{ title: 'Week 1', contents: [q, { content_type: 'quiz', ref_id: 99999999, title: 'Ghost' }] }]),
    });
    expect(broken.status).toBe(400);
    expect((await api(`${V2}/course/${id}`)).body.data.sections).toEqual([]);
    expect((await api(`/api/cms/v4/quizzes/${items.quiz}/associates`)).body.data.results).toEqual([]);

    const saved = await api(`${V2}/course-content`, {
      method: 'POST',
      body: {
        course_id: id,
        ...content([
          { title: 'Week 1', contents: [q, p] },
          { title: 'Week 2', contents: [a] },
        ]),
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.steps_done).toBe(2);
    let detail = (await api(`${V2}/course/${id}`)).body.data;
    expect(detail.sections.map((s: { title: string; contents: { title: string }[] }) => [s.title, s.contents.map((c) => c.title)])).toEqual([
      ['Week 1', ['Quiz A', 'Check-in']],
      ['Week 2', ['Essay']],
    ]);
    const quizPlacement = detail.sections[0].contents[0].placement_id;

    // The associate lists show the course placement (title, module_type, section, content, relation_id).
    const qa = (await api(`/api/cms/v4/quizzes/${items.quiz}/associates`)).body.data.results;
    expect(qa).toEqual([
      expect.objectContaining({
        title: 'IT Placement Course',
        module_type: 'course',
        section_title: 'Week 1',
        content_title: 'Quiz A',
        relation_id: quizPlacement,
        batch_title: 'Self-paced',
      }),
    ]);
    const aa = (await api(`/api/cms/assignments/${items.assignment}/associates`)).body.data.results;
    expect(aa).toEqual([expect.objectContaining({ title: 'IT Placement Course', module_type: 'course', section_title: 'Week 2', content_title: 'Essay' })]);
    const pb = (await api(`/api/cms/presences/${items.presence}/batch`)).body.data.results;
    expect(pb.length).toBe(1);

    // Placed items cannot be deleted.
    const quizRow = (await api(`/api/cms/v4/quizzes?keyword=${encodeURIComponent(`Itinerary Course Quiz`)}&page_size=100`)).body.data.results.find(
      (r: { id: number }) => r.id === items.quiz,
    );
    expect(quizRow.can_delete).toBe(false);
    expect((await api(`/api/cms/v4/quizzes/${items.quiz}`, { method: 'DELETE' })).status).toBe(409);
    expect((await api(`/api/cms/assignments/${items.assignment}`, { method: 'DELETE' })).status).not.toBe(200);
    expect((await api(`/api/cms/presences/${items.presence}`, { method: 'DELETE' })).status).not.toBe(200);

    // Reorder: the essay moves to the top of week 1, the quiz keeps its placement (same relation_id) in its new section.
    detail = (await api(`${V2}/course/${id}`)).body.data;
    const [w1, w2] = detail.sections;
    const keep = (c: Record<string, unknown>) => ({ id: c.id, content_type: c.content_type, ref_id: c.ref_id, title: c.title, settings: c.settings });
    const reordered = await api(`${V2}/course-content/${id}`, {
      method: 'PATCH',
      body: content([
        { id: w2.id, title: 'Week 2', contents: [keep(w1.contents[0])] },
        { id: w1.id, title: 'Week 1', contents: [keep(w2.contents[0]), keep(w1.contents[1])] },
      ]),
    });
    expect(reordered.status).toBe(200);
    detail = (await api(`${V2}/course/${id}`)).body.data;
    expect(detail.sections.map((s: { title: string }) => s.title)).toEqual(['Week 2', 'Week 1']);
    expect(detail.sections[0].contents[0].placement_id).toBe(quizPlacement);
    expect((await api(`/api/cms/v4/quizzes/${items.quiz}/associates`)).body.data.results[0]).toMatchObject({
      section_title: 'Week 2',
      relation_id: quizPlacement,
    });

    // Removing the quiz frees it: no associate row, can_delete true again.
    const [s1, s2] = detail.sections;
    expect(
      (
        await api(`${V2}/course-content/${id}`, {
          method: 'PATCH',
          body: content([
            { id: s1.id, title: 'Week 2', contents: [] },
            { id: s2.id, title: 'Week 1', contents: s2.contents.map(keep) },
          ]),
        })
      ).status,
    ).toBe(200);
    expect((await api(`/api/cms/v4/quizzes/${items.quiz}/associates`)).body.data.results).toEqual([]);
    const freed = (await api(`/api/cms/v4/quizzes?keyword=${encodeURIComponent(`Itinerary Course Quiz`)}&page_size=100`)).body.data.results.find(
      (r: { id: number }) => r.id === items.quiz,
    );
    expect(freed.can_delete).toBe(true);

    // Step 3, then the course deleted: its placements go and the items are free.
    const others = await api(`${V2}/course-other`, {
      method: 'POST',
      body: { course_id: id, ...other({ access_period: 'limited', access_start: '2026-02-01', access_end: '2026-03-31' }) },
    });
    expect(others.status).toBe(200);
    expect(others.body.data.steps_done).toBe(3);
    expect((await api(`/api/cms/assignments/${items.assignment}/associates`)).body.data.results[0].batch_title).toBe('Self-paced 2026');
    expect((await api(`${V2}/courses/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await api(`/api/cms/assignments/${items.assignment}/associates`)).body.data.results).toEqual([]);
  });

  it('refuses in restricted mode anything but PDF and PPT, and types no area serves yet', async () => {
    const items = await freshItems(`r${Date.now()}`);
    const { id } = (await api(`${V2}/course-general`, { method: 'POST', body: general(categoryId, { title: 'IT Restricted Course' }) })).body.data;
    const restricted = await api(`${V2}/course-content/${id}`, {
      method: 'PATCH',
      body: content([{ title: 'Docs', contents: [{ content_type: 'quiz', ref_id: items.quiz, title: 'Q' }] }], { restricted: true }),
    });
    expect(restricted.status).toBe(400);
    expect(fieldsOf(restricted.body)['sections.0.contents.0.content_type']).toBe('Restricted mode allows PDF and PPT contents only');
    const unavailable = await api(`${V2}/course-content/${id}`, {
      method: 'PATCH',
      body: content([{ title: 'Docs', contents: [{ content_type: 'html5', ref_id: 1, title: 'H' }] }]),
    });
    expect(unavailable.status).toBe(400);
    expect(fieldsOf(unavailable.body)['sections.0.contents.0.content_type']).toBe('HTML5 content is not available yet');
    const noSection = await api(`${V2}/course-content/${id}`, { method: 'PATCH', body: content([]) });
    expect(fieldsOf(noSection.body).sections).toBe('Add at least one section');
    const ok = await api(`${V2}/course-content/${id}`, { method: 'PATCH', body: content([{ title: 'Docs', contents: [] }], { restricted: true }) });
    expect(ok.status).toBe(200);
  });

  it('refuses a condition its content type does not take, and carries an assignment due date to its placement (the shared conditions, decision 0098)', async () => {
    const items = await freshItems(`c${Date.now()}`);
    const { id } = (await api(`${V2}/course-general`, { method: 'POST', body: general(categoryId, { title: 'IT Conditions Course' }) })).body.data;
    const refused = await api(`${V2}/course-content/${id}`, {
      method: 'PATCH',
      body: content([
        {
          title: 'Week 1',
          contents: [
            { content_type: 'presence', ref_id: items.presence, title: 'Check-in', settings: { pass_grade: 70 } },
            { content_type: 'quiz', ref_id: items.quiz, title: 'Quiz', settings: { due_date: '2031-07-03T17:00:00+07:00' } },
          ],
        },
      ]),
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toMatchObject({
      'sections.0.contents.0.settings.pass_grade': 'Pass grade does not apply to Presence contents',
      'sections.0.contents.1.settings.due_date': 'Due date does not apply to Quiz contents',
    });
    const essay = { content_type: 'assignment', ref_id: items.assignment, title: 'Essay', settings: { pass_grade: 65, due_date: '2031-07-03T17:00:00+07:00' } };
    expect((await api(`${V2}/course-content/${id}`, { method: 'PATCH', body: content([{ title: 'Week 1', contents: [essay] }]) })).status).toBe(200);
    const [placed] = (await api(`${V2}/course/${id}`)).body.data.sections[0].contents;
    expect(placed.settings).toEqual({ required: true, min_minutes: null, pass_grade: 65, due_date: '2031-07-03T10:00:00.000Z' });
    const dashboard = await api(`/api/cms/assignments/${items.assignment}/dashboard?relation_id=${placed.placement_id}`);
    expect(dashboard.body.data.conditions).toEqual([
      { key: 'due_date', value: '2031-07-03T10:00:00.000Z' },
      { key: 'pass_grade', value: 65 },
    ]);
  });

  it('validates step 3: dates of a limited period, badge, a course certificate template, experts and prerequisites of the organisation', async () => {
    const { id } = (await api(`${V2}/course-general`, { method: 'POST', body: general(categoryId, { title: 'IT Others Course' }) })).body.data;
    const f = async (over: Record<string, unknown>) => fieldsOf((await api(`${V2}/course-other/${id}`, { method: 'PATCH', body: other(over) })).body);
    expect((await f({ access_period: 'limited' })).access_start).toBe('Start date is required');
    expect((await f({ access_period: 'limited', access_start: '2026-05-02', access_end: '2026-05-01' })).access_end).toBe(
      'End date must be on or after the start date',
    );
    expect((await f({ achievement: 'badge' })).badge_id).toBe('Badge is required');
    expect((await f({ achievement: 'certificate' })).certificate_template_id).toBe('Certificate template is required');
    // A certificate is one of the organisation's course templates (type 2); a live-event template (type 1) is not.
    // The seed's templates by name: the certificate tests create and delete templates of their own meanwhile.
    const template = (type: number, keyword = '') =>
      api(`/api/certificates/template?type=${type}&page_size=1&keyword=${encodeURIComponent(keyword)}`).then((r) => r.body.data.results[0].id as number);
    const [courseTemplate, eventTemplate] = [await template(2, 'Course Completion Certificate'), await template(1)];
    expect((await f({ achievement: 'certificate', certificate_template_id: eventTemplate })).certificate_template_id).toBe(
      'Choose a course certificate template from the list',
    );
    const detail = (await api(`${V2}/course/${id}`)).body.data;
    const saved = await api(`${V2}/course-other/${id}`, {
      method: 'PATCH',
      body: { ...other({ achievement: 'certificate', certificate_template_id: courseTemplate }), updated_at: detail.updated_at },
    });
    expect(saved.status).toBe(200);
    expect((await api(`${V2}/course/${id}`)).body.data).toMatchObject({ achievement: 'certificate', certificate_template_id: courseTemplate });
    // While the course awards it, the template cannot be deleted.
    expect(
      (await api(`/api/certificates/template?type=2&page_size=100`)).body.data.results.find((t: { id: number }) => t.id === courseTemplate).can_delete,
    ).toBe(false);
    const refused = await api(`/api/certificates/template/${courseTemplate}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This template is awarded by 1 course: choose another achievement there first.');
    const released = (await api(`${V2}/course/${id}`)).body.data;
    await api(`${V2}/course-other/${id}`, { method: 'PATCH', body: { ...other(), updated_at: released.updated_at } });
    expect((await api(`${V2}/course/${id}`)).body.data.certificate_template_id).toBeNull();
    expect((await f({ expert_ids: [99999999] })).expert_ids).toBe('Choose experts from the list');
    expect((await f({ prerequisite_ids: [id] })).prerequisite_ids).toBe('A course cannot be its own prerequisite');
  });
});

describe('course list, duplicate, pickers and access', () => {
  it('filters by status, level and category, sorts, duplicates a course as a draft', async () => {
    const published = (await api(`${V2}/courses?status=published&page_size=100`)).body.data.results;
    expect(published.map((r: { title: string }) => r.title)).toContain('Customer Service Excellence');
    expect(published.every((r: { status: string }) => r.status === 'published')).toBe(true);
    const levels = (await api(`${V2}/courses?level=intermediate&page_size=100`)).body.data.results;
    expect(levels.every((r: { level: string }) => r.level === 'intermediate')).toBe(true);
    const titles = (await api(`${V2}/courses?order_by=title&order_type=asc&page_size=100`)).body.data.results.map((r: { title: string }) =>
      r.title.toLowerCase(),
    );
    expect(titles).toEqual([...titles].sort());
    expect((await api(`${V2}/courses?status=archived`)).status).toBe(400);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api(`${V2}/courses?start_date=2000-01-01&end_date=2000-01-02`)).body.data.results).toEqual([]);
    expect((await api(`${V2}/courses?start_date=${today}`)).status).toBe(200);

    const demo = published.find((r: { title: string }) => r.title === 'Customer Service Excellence');
    expect(demo.can_delete).toBe(false); // its quiz placement has learners' attempts
    expect((await api(`${V2}/courses/${demo.id}`, { method: 'DELETE' })).status).toBe(409);
    const copy = await api(`${V2}/courses/${demo.id}/duplicate`, { method: 'POST' });
    expect(copy.status).toBe(201);
    const c = (await api(`${V2}/course/${copy.body.data.id}`)).body.data;
    expect(c).toMatchObject({ title: 'Copy of Customer Service Excellence', status: 'draft', steps_done: 3, participants: 0 });
    expect(c.sections[0].contents.map((x: { content_type: string }) => x.content_type).sort()).toEqual([
      'assignment',
      'assignment',
      'lim3',
      'presence',
      'quiz',
    ]);
    expect((await api(`${V2}/courses/${copy.body.data.id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('serves the pickers (10 a page), content types and instructional design models', async () => {
    const quizzes = await api('/api/courses/content-picker/quiz?keyword=Knowledge');
    expect(quizzes.status).toBe(200);
    expect(quizzes.body.data.results[0].title).toContain('Knowledge');
    const videos = await api('/api/courses/content-picker/video');
    expect(videos.body.data.results.length).toBe(10);
    // PDFs and PPTs come from the document library, each of its own kind.
    const pdfs = (await api('/api/courses/content-picker/pdf?keyword=Handbook')).body.data.results;
    expect(pdfs.map((r: { title: string }) => r.title)).toContain('Employee Handbook 2026');
    const ppts = (await api('/api/courses/content-picker/ppt')).body.data.results.map((r: { title: string }) => r.title);
    expect(ppts).not.toContain('Employee Handbook 2026');
    expect((await api('/api/courses/content-picker/nope')).status).toBe(404);
    // Spec 002 §3's regular types, its ids and names in its order (then the marketplace's), read from the areas' declarations (docs/decisions/0107).
    const types = (await api('/api/courses/content-type')).body.data;
    const t = (id: string, label: string, available = true, pass_grade = false, due_date = false) => ({ id, label, available, pass_grade, due_date });
    expect(types).toEqual([
      t('pdf', 'PDF'),
      t('podcast', 'Podcast'),
      t('ppt', 'PPT'),
      t('presence', 'Presence'),
      t('quiz', 'Quiz', true, true),
      t('video', 'Video'),
      t('lim1', 'LIM 1'),
      t('lim2', 'LIM 2', true, true),
      t('lim3', 'LIM 3'),
      t('assignment', 'Assignment', true, true, true),
      t('html5', 'HTML5', false),
      t('online_meeting', 'Online Meeting', false),
      // Content the organisation bought on the marketplace (docs/decisions/0133), after the spec's types.
      t('marketplace_content', 'Marketplace Content'),
    ]);
    // A type no area serves yet has an empty picker.
    expect((await api('/api/courses/content-picker/html5')).body.data.results).toEqual([]);
    // The LIM surveys are quizzes of their type, never offered as plain quizzes (docs/decisions/0092).
    const lims = (await api('/api/courses/content-picker/lim3')).body.data.results.map((r: { title: string }) => r.title);
    // Other test files may add LIM 3 surveys of their own meanwhile: the seeded one is there, the LIM 1 one is not.
    expect(lims).toContain('Coaching Impact Survey');
    expect(lims).not.toContain('Training Satisfaction Survey');
    const plainQuizzes = (await api('/api/courses/content-picker/quiz?page_size=50')).body.data.results.map((r: { title: string }) => r.title);
    expect(plainQuizzes).not.toContain('Coaching Impact Survey');
    const models = (await api('/api/cms/instructional-design-model')).body.data;
    expect(models.map((m: { id: string }) => m.id)).toContain('addie');
  });

  it('lists participants with progress and invites by user', async () => {
    const demo = (await api(`${V2}/courses?keyword=Customer%20Service%20Excellence&status=published`)).body.data.results[0];
    const participants = await api(`/api/courses/${demo.id}/participants?page_size=100`);
    expect(participants.body.data.pagination.total_data).toBeGreaterThanOrEqual(30);
    expect(participants.body.data.results.some((p: { progress: number }) => p.progress > 0)).toBe(true);
    // The seed invites them as the Invite Users dialog does, so their stored answer is still invited (docs/decisions/0097);
    // the status shown is read from what they did (0117, tests/integration/course/participant-status.test.ts).
    expect(new Set(participants.body.data.results.map((p: { invitation: string }) => p.invitation))).toEqual(new Set(['invited']));
    const { id } = (await api(`${V2}/course-general`, { method: 'POST', body: general(categoryId, { title: 'IT Invite Course' }) })).body.data;
    const options = (await api(`/api/courses/${id}/invite-users?by=user`)).body.data.results;
    expect(options.length).toBe(10);
    const invited = await api(`/api/courses/${id}/invite-users`, { method: 'POST', body: { by: 'user', ids: [options[0].id, options[1].id] } });
    expect(invited.status).toBe(200);
    expect(invited.body.data.invited).toBe(2);
    const again = await api(`/api/courses/${id}/invite-users`, { method: 'POST', body: { by: 'user', ids: [options[0].id] } });
    expect(again.body.data.invited).toBe(0);
    const divisions = await api(`/api/courses/${id}/invite-users?by=division`);
    expect(divisions.status).toBe(200);
  });

  it('seeds New Manager Essentials through the wizard: the group assignment and the performance quiz in its section', async () => {
    const row = (await api(`${V2}/courses?keyword=New%20Manager%20Essentials`)).body.data.results[0];
    const course = (await api(`${V2}/course/${row.id}`)).body.data;
    expect(course).toMatchObject({
      title: 'New Manager Essentials',
      category: 'Team Leadership',
      level: 'developing',
      status: 'published',
      steps_done: 3,
      access_period: 'limited',
      access_start: '2026-09-01',
      access_end: '2027-02-28',
      participants: 16,
      can_delete: false,
    });
    expect(course.experts).toHaveLength(3);
    expect(course.sections).toHaveLength(1);
    expect(course.sections[0].title).toBe('Module 1 - Managing Performance');
    expect(course.sections[0].contents).toEqual([
      expect.objectContaining({
        content_type: 'quiz',
        title: 'Managing Performance Check',
        settings: { required: true, min_minutes: null, pass_grade: null, due_date: null },
      }),
      expect.objectContaining({
        content_type: 'assignment',
        title: 'Team Coaching Plan (group)',
        settings: { required: true, min_minutes: null, pass_grade: 60, due_date: null },
      }),
    ]);
    expect(course.sections[0].contents.every((c: { placement_id: number | null }) => c.placement_id !== null)).toBe(true);
    const participants = (await api(`/api/courses/${row.id}/participants?page_size=100`)).body.data.results;
    expect(participants).toHaveLength(16);
    expect(participants.every((p: { invitation: string }) => p.invitation === 'invited')).toBe(true);
    // The two groups that handed in the coaching plan, and the quiz takers, have made progress.
    expect(participants.filter((p: { progress: number }) => p.progress > 0).length).toBeGreaterThanOrEqual(10);
  });

  it("answers 404 for another organisation's course, 401 without a session and 403 without the key", async () => {
    const demo = (await api(`${V2}/courses?keyword=Customer%20Service%20Excellence`)).body.data.results[0];
    expect((await api(`${V2}/course/${demo.id}`, { acme: true })).status).toBe(404);
    expect((await api(`${V2}/course-general/${demo.id}`, { acme: true, method: 'PATCH', body: general(1) })).status).toBeGreaterThanOrEqual(400);
    expect((await api(`${V2}/course-content/${demo.id}`, { acme: true, method: 'PATCH', body: content([{ title: 'x', contents: [] }]) })).status).toBe(404);
    expect((await api(`${V2}/courses/${demo.id}`, { acme: true, method: 'DELETE' })).status).toBe(404);
    expect((await api(`/api/courses/${demo.id}/participants`, { acme: true })).status).toBe(404);
    expect((await api(`${V2}/courses`, { acme: true })).body.data.results.map((r: { title: string }) => r.title)).not.toContain('Customer Service Excellence');
    expect((await api(`${V2}/courses`, { token: 'nope' })).status).toBe(401);
    const { tokenFor, RESTRICTED } = await import('../../setup/http');
    expect((await api(`${V2}/courses`, { token: await tokenFor(RESTRICTED) })).status).toBe(403);
  });
});
