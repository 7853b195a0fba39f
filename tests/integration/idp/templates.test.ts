// The IDP templates through the API (issue 33, docs/decisions/0134): the pickers over the real areas and their page
// sizes, spec 002 §4's selection rules, a draft resumed step by step, and another organisation's templates.
import { beforeAll, describe, expect, it } from 'vitest';
import { acmeCall, adminCall, json, RESTRICTED, callAs, type Loose } from '../../setup/http';

const I = '/api/cms/idp';
let course: { id: number; title: string };
let course2: { id: number; title: string };
let project: { id: number; title: string };
let coaches: { id: number; full_name: string }[];
let competency: { id: number; title: string };
let category: { id: number; title: string };

const data = async (path: string) => (await json(await adminCall(path))).data as Loose;
const create = (tab: string, body: object) => adminCall(`/api/cms/${tab}/template`, { method: 'POST', body });
const fields = { title: 'Service excellence path', description: 'For front-line staff', topics: ['service'], objectives: [1, 3], thumbnail: 2 };

beforeAll(async () => {
  [course, course2] = (await data(`${I}/formal-learning/course`)).results;
  [project] = (await data(`${I}/experiential-learning/project`)).results;
  coaches = (await data(`${I}/social-learning/coaching`)).results;
  const [checkpoint] = (await data(`${I}/recommended-learning/cba-category`)).results;
  [competency] = (await data(`${I}/cba-content/${checkpoint.id}`)).results;
  // The job competencies' categories are those holding a course; their contents are the courses, by id_course.
  const categories = (await data(`${I}/recommended-learning/job-competencies-category?page_size=100`)).results as { id: number; title: string }[];
  for (const c of categories) expect((await data(`${I}/job-competencies-content/${c.id}`)).results.length, c.title).toBeGreaterThan(0);
  category = categories[0];
  expect([course, course2, project, competency, category].every(Boolean)).toBe(true);
  expect(coaches.length).toBeGreaterThanOrEqual(2);
});

describe('the pickers', () => {
  it('serve the real areas: courses, live events, programs, assignments as projects, coaches, checkpoints, categories', async () => {
    for (const kind of ['course', 'live-event', 'program']) {
      const page = await data(`${I}/formal-learning/${kind}`);
      expect(page.available, kind).toBe(true);
      expect(page.results.length, kind).toBeGreaterThan(0);
    }
    // The demo live event and program (decisions 0145, 0146), by title; a keyword narrows them.
    const events = await data(`${I}/formal-learning/live-event?keyword=Town%20Hall`);
    expect(events.results).toContainEqual({ id: 1, title: 'Leadership Town Hall: Strategy 2027', subtitle: 'publish' });
    const theirEvents = (await json(await acmeCall(`${I}/formal-learning/live-event`))).data.results as { id: number }[];
    expect(theirEvents.some((e) => e.id === 1)).toBe(false);
    expect(coaches[0]).toEqual({ id: expect.any(Number), full_name: expect.any(String), description: expect.any(String) });
    const job = (await data(`${I}/job-competencies-content/${category.id}`)).results[0];
    expect(job).toEqual({ id_course: expect.any(Number), title: expect.any(String), subtitle: expect.any(String) });
    expect((await adminCall(`${I}/formal-learning/quiz`)).status).toBe(404);
    expect((await callAs(RESTRICTED, `${I}/formal-learning/course`)).status).toBe(403);
  });

  it('another organisation sees none of them: its category and checkpoint ids are 404s', async () => {
    expect((await acmeCall(`${I}/cba-content/${competency.id}`)).status).toBe(404);
    expect((await acmeCall(`${I}/job-competencies-content/${category.id}`)).status).toBe(404);
    const theirs = (await json(await acmeCall(`${I}/formal-learning/course`))).data.results as { id: number }[];
    expect(theirs.some((c) => c.id === course.id)).toBe(false);
  });
});

describe('spec 002 §4: the selection rules', () => {
  it('coaching and mentoring take one each', async () => {
    const two = await create('social', { ...fields, learnings: coaches.slice(0, 2).map((c) => ({ group: 'coaching', id: c.id })) });
    expect(two.status).toBe(400);
    expect((await json(two)).message).toContainEqual({ field: 'learnings', message: 'Coaching allows one selection' });
    const ok = await create('social', {
      ...fields,
      learnings: [
        { group: 'coaching', id: coaches[0].id },
        { group: 'mentoring', id: coaches[1].id },
      ],
    });
    expect(ok.status).toBe(201);
    expect((await json(ok)).data.learnings.map((l: Loose) => [l.group, l.title])).toEqual([
      ['coaching', coaches[0].full_name],
      ['mentoring', coaches[1].full_name],
    ]);
  });

  it('every other group takes several, without duplicates by id (job competencies by id_course)', async () => {
    const dup = await create('formal', { ...fields, learnings: [course, course2, course].map((c) => ({ group: 'course', id: c.id })) });
    expect(dup.status).toBe(400);
    expect((await json(dup)).message).toContainEqual({ field: 'learnings', message: `${course.title} is already in the cart` });
    const several = await create('formal', { ...fields, learnings: [course, course2].map((c) => ({ group: 'course', id: c.id })) });
    expect(several.status).toBe(201);
    // A live event and a program beside a course, each titled as its area keeps it.
    const [event] = (await data(`${I}/formal-learning/live-event`)).results;
    const [program] = (await data(`${I}/formal-learning/program`)).results;
    const mixed = await create('formal', {
      ...fields,
      learnings: [
        { group: 'course', id: course.id },
        { group: 'live_event', id: event.id },
        { group: 'program', id: program.id },
        { group: 'program', id: program.id },
      ],
    });
    expect(mixed.status).toBe(400);
    expect((await json(mixed)).message).toContainEqual({ field: 'learnings', message: `${program.title} is already in the cart` });
    const formal = await create('formal', {
      ...fields,
      learnings: [
        { group: 'course', id: course.id },
        { group: 'live_event', id: event.id },
        { group: 'program', id: program.id },
      ],
    });
    expect(formal.status).toBe(201);
    expect((await json(formal)).data.learnings.map((l: Loose) => [l.group, l.title])).toEqual([
      ['course', course.title],
      ['live_event', event.title],
      ['program', program.title],
    ]);
    const job = (await data(`${I}/job-competencies-content/${category.id}`)).results[0];
    const jobDup = await create('recommended', {
      ...fields,
      learnings: [
        { group: 'job_competencies', id: job.id_course, category_id: category.id },
        { group: 'cba', id: competency.id },
        { group: 'job_competencies', id: job.id_course, category_id: category.id },
      ],
    });
    expect(jobDup.status).toBe(400);
    expect((await json(jobDup)).message).toContainEqual({ field: 'learnings', message: `${job.title} is already in the cart` });
  });

  it("refuses another tab's group, an unknown or another organisation's item and an empty cart", async () => {
    const cases: [string, object[], string][] = [
      ['formal', [{ group: 'project', id: project.id }], 'Project is not a learning of this tab'],
      ['formal', [{ group: 'live_event', id: 2_000_000_000 }], 'Live Event 2000000000 was not found'],
      ['formal', [{ group: 'program', id: 2_000_000_000 }], 'Program 2000000000 was not found'],
      ['experiential', [{ group: 'project', id: 2_000_000_000 }], 'Project 2000000000 was not found'],
      ['formal', [], 'Add at least one learning'],
    ];
    for (const [tab, learnings, message] of cases) {
      const res = await create(tab, { ...fields, learnings });
      expect(res.status, message).toBe(400);
      expect(JSON.stringify((await json(res)).message)).toContain(message);
    }
  });
});

describe('the template list', () => {
  it('serves a tab 8 a page, in the date range asked, ordered as asked', async () => {
    const made: number[] = [];
    for (let i = 1; i <= 9; i++)
      made.push(
        (
          await json(
            await create('experiential', { ...fields, title: `Project path ${String(i).padStart(2, '0')}`, learnings: [{ group: 'project', id: project.id }] }),
          )
        ).data.id,
      );
    const first = await data('/api/cms/experiential/templates?order_by=title&order_type=asc&keyword=Project path');
    expect(first.results).toHaveLength(8);
    expect(first.pagination).toEqual({ current_page: 1, total_pages: 2, total_data: 9 });
    expect(first.results[0].title).toBe('Project path 01');
    const second = await data('/api/cms/experiential/templates?order_by=title&order_type=asc&keyword=Project path&page=2');
    expect(second.results.map((r: Loose) => r.title)).toEqual(['Project path 09']);
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect((await data(`/api/cms/experiential/templates?keyword=Project path&date_from=${today}&date_until=${today}`)).pagination.total_data).toBe(9);
    expect((await data(`/api/cms/experiential/templates?keyword=Project path&date_until=2020-01-01`)).pagination.total_data).toBe(0);
    expect((await data('/api/cms/formal/templates?keyword=Project path')).pagination.total_data).toBe(0);
    expect((await adminCall('/api/cms/experiential/templates?date_from=01-01-2020')).status).toBe(400);
  });
});

describe('a draft resumed step by step', () => {
  it('keeps the fields and the cart on the server under the rules, and is gone once the template is saved', async () => {
    await adminCall(`${I}/draft?tab=social&template_id=0`, { method: 'DELETE' });
    expect(await data(`${I}/draft?tab=social`)).toMatchObject({ template_id: 0, fields: { title: '' }, learnings: [], updated_at: null });
    await adminCall(`${I}/draft`, { method: 'PUT', body: { tab: 'social', template_id: 0, fields } });
    // A mentoring pick replaces the one before (one selection), a second coach for coaching too.
    const cart = await adminCall(`${I}/draft`, {
      method: 'PUT',
      body: {
        tab: 'social',
        template_id: 0,
        learnings: [
          { group: 'coaching', id: coaches[0].id },
          { group: 'mentoring', id: coaches[0].id },
          { group: 'mentoring', id: coaches[1].id },
        ],
      },
    });
    expect(cart.status).toBe(200);
    const resumed = await data(`${I}/draft?tab=social`);
    expect(resumed.fields).toMatchObject(fields);
    expect(resumed.learnings.map((l: Loose) => [l.group, l.id, l.title])).toEqual([
      ['coaching', coaches[0].id, coaches[0].full_name],
      ['mentoring', coaches[1].id, coaches[1].full_name],
    ]);
    expect((await acmeCall(`${I}/draft?tab=social`)).status).toBe(200);
    expect((await json(await acmeCall(`${I}/draft?tab=social`))).data.learnings).toEqual([]);
    const saved = await create('social', { ...fields, learnings: resumed.learnings.map(({ group, id }: Loose) => ({ group, id })) });
    expect(saved.status).toBe(201);
    expect((await data(`${I}/draft?tab=social`)).updated_at).toBeNull();
  });

  it('an edit starts from the template and PATCH keeps title, description and topics', async () => {
    const t = (await json(await create('experiential', { ...fields, title: 'Edit me', learnings: [{ group: 'project', id: project.id }] }))).data;
    const draft = await data(`${I}/draft?tab=experiential&template_id=${t.id}`);
    expect(draft.fields.title).toBe('Edit me');
    expect(draft.learnings).toHaveLength(1);
    const patched = await adminCall(`/api/cms/experiential/template/${t.id}`, {
      method: 'PATCH',
      body: { title: 'Edited', description: 'New', topics: ['a', 'b'] },
    });
    expect((await json(patched)).data).toMatchObject({ title: 'Edited', description: 'New', topics: ['a', 'b'], objectives: [{ id: 1 }, { id: 3 }] });
    expect((await adminCall(`/api/cms/formal/template/${t.id}`, { method: 'PATCH', body: { title: 'x', description: '', topics: [] } })).status).toBe(404);
    expect((await adminCall(`/api/cms/experiential/template/${t.id}`, { method: 'PATCH', body: { title: ' ', description: '', topics: [] } })).status).toBe(
      400,
    );
  });
});

describe("another organisation's templates", () => {
  it('are 404 to read, change, delete or draft', async () => {
    const t = (await json(await create('formal', { ...fields, title: 'Ours only', learnings: [{ group: 'course', id: course.id }] }))).data;
    expect((await acmeCall(`/api/cms/formal/template/${t.id}`)).status).toBe(404);
    expect((await acmeCall(`${I}/template/${t.id}`)).status).toBe(404);
    expect((await acmeCall(`/api/cms/formal/template/${t.id}`, { method: 'PATCH', body: { title: 'x', description: '', topics: [] } })).status).toBe(404);
    expect((await acmeCall(`/api/cms/formal/template/${t.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await acmeCall(`${I}/draft?tab=formal&template_id=${t.id}`)).status).toBe(404);
    expect((await json(await acmeCall('/api/cms/formal/templates?keyword=Ours only'))).data.results).toEqual([]);
    expect((await data(`${I}/template/${t.id}`)).title).toBe('Ours only');
    expect((await adminCall(`/api/cms/formal/template/${t.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await adminCall(`${I}/template/${t.id}`)).status).toBe(404);
  });
});
