// The course report's lists at scale (issue 34, decision 0156): the course list on the one list query (the course
// list's counter and sort indexes, deep pages from anchors) and the learners list choosing its page before it reads
// anyone's results. Every page and total must equal plain ORDER BY … OFFSET, with ties, and follow writes.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../../src/db/schema';
import { courses } from '../../../src/db/schema/course';
import { insertUser } from '../../../src/features/account/testing';
import { findCourseReport } from '../../../src/features/reporting/server/find-course-report';
import { findCourseLearners } from '../../../src/features/reporting/server/find-course-learners';
import { CourseLearnersQuerySchema, CourseReportQuerySchema } from '../../../src/features/reporting/schemas';
import { ANCHOR_STEP } from '../../../src/server/list/query';
import { statementsOf } from '../../setup/query-plans';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const COURSES = 1_150;
const LEARNERS = 700;
let orgId: number;
let adminId: number;
let courseId: number;
let batchId: number;

const rowsOf = async (q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
const ORDER: Record<string, string> = { title: 'lower(title)', status: 'status', created_at: 'created_at' };

/** The course report's ids and total the old way: count, ORDER BY … OFFSET. */
async function courseReference(sort: string, dir: 'asc' | 'desc', page: number, size: number, status?: string) {
  const where = sql`organization_id = ${orgId}${status ? sql` and status = ${status}` : sql``}`;
  const [{ n }] = await rowsOf(sql`select count(*)::int as n from courses where ${where}`);
  const rows = await rowsOf(
    sql`select id from courses where ${where} order by ${sql.raw(ORDER[sort])} ${sql.raw(dir)}, id ${sql.raw(dir)} limit ${size} offset ${(page - 1) * size}`,
  );
  return { total: Number(n), ids: rows.map((r) => Number(r.id)) };
}

async function expectCoursePage(sort: string, dir: 'asc' | 'desc', page: number, size: number, status?: string) {
  const query = CourseReportQuerySchema.parse({ order_by: sort, order_type: dir, page, page_size: size, ...(status ? { status } : {}) });
  const got = await findCourseReport({ db: t.db, organizationId: orgId, query });
  const want = await courseReference(sort, dir, page, size, status);
  expect({ sort, dir, page, status, total: got.pagination.total_data, ids: got.results.map((r) => r.id) }).toEqual({ sort, dir, page, status, ...want });
}

const LEARNER_ORDER: Record<string, string> = { full_name: 'u.full_name', email: 'u.email', enrolled_at: 'bp.invited_at' };

/** The learners' ids and total the old way. */
async function learnerReference(sort: string, dir: 'asc' | 'desc', page: number, size: number, keyword?: string) {
  const where = sql`bp.batch_id = ${batchId} and bp.invitation <> 'declined'${keyword ? sql` and (u.full_name ilike ${`%${keyword}%`} or u.email ilike ${`%${keyword}%`})` : sql``}`;
  const [{ n }] = await rowsOf(sql`select count(*)::int as n from batch_participants bp join users u on u.id = bp.user_id where ${where}`);
  const rows = await rowsOf(
    sql`select u.id from batch_participants bp join users u on u.id = bp.user_id where ${where}
        order by ${sql.raw(LEARNER_ORDER[sort])} ${sql.raw(dir)} nulls last, u.full_name ${sql.raw(dir)}, u.id asc limit ${size} offset ${(page - 1) * size}`,
  );
  return { total: Number(n), ids: rows.map((r) => Number(r.id)) };
}

async function expectLearnerPage(sort: string, dir: 'asc' | 'desc', page: number, size: number, keyword?: string) {
  const query = CourseLearnersQuerySchema.parse({ order_by: sort, order_type: dir, page, page_size: size, ...(keyword ? { keyword } : {}) });
  const got = await findCourseLearners({ db: t.db, organizationId: orgId, id: courseId, query });
  const want = await learnerReference(sort, dir, page, size, keyword);
  expect({ sort, dir, page, total: got.pagination.total_data, ids: got.results.map((r) => r.user_id) }).toEqual({ sort, dir, page, ...want });
  return got;
}

beforeAll(async () => {
  const [org] = await t.db
    .insert(organizations)
    .values({ orgCode: 'CRSCALE', title: 'Scale', websiteTitle: 'Scale', primaryColor: '#000000', secondaryColor: '#ffffff', textColor: '#000000' })
    .returning();
  orgId = org.id;
  adminId = (await insertUser(t.db, { organizationId: orgId, email: 'admin@crscale.example' })).id;
  // Courses with repeated titles in mixed case (ties on the sort), three statuses, creation instants that repeat.
  await t.db.execute(sql`
    with m as (insert into learning_modules (organization_id, module_type, title)
               select ${orgId}, 'course', 'Scale course ' || g from generate_series(1, ${COURSES}) g returning id),
         b as (insert into batches (module_id, title) select id, 'Enrolment' from m returning id, module_id)
    insert into courses (organization_id, module_id, batch_id, title, level, status, created_by, created_at, updated_at)
    select ${orgId}, b.module_id, b.id, (array['Alpha', 'alpha', 'Beta', 'gamma', 'Delta'])[1 + b.id % 5] || ' ' || (b.id % 97),
           'fundamental', (array['draft','published','trial'])[1 + b.id % 3], ${adminId},
           timestamptz '2026-01-01' + ((b.id % 400) || ' minutes')::interval, now()
    from b`);
  // One course whose batch enrols LEARNERS people (names repeat, some declined, some enrolled at the same instant).
  const [c] = await rowsOf(sql`select id, batch_id from courses where organization_id = ${orgId} order by id limit 1`);
  courseId = Number(c.id);
  batchId = Number(c.batch_id);
  await t.db.execute(sql`
    with u as (insert into users (organization_id, full_name, email, password_hash, rule)
               select ${orgId}, 'Learner ' || (g % 211), 'learner' || g || '@crscale.example', 'x', 'editor' from generate_series(1, ${LEARNERS}) g
               returning id)
    insert into batch_participants (batch_id, user_id, invitation, invited_at)
    select ${batchId}, id, case when id % 17 = 0 then 'declined' else 'confirmed' end, timestamptz '2026-03-01' + ((id % 50) || ' hours')::interval from u`);
});

describe('the course report list at scale', () => {
  it('gives every page and total as ORDER BY … OFFSET does, for each sort both ways, across anchors', async () => {
    for (const [sort, dir] of [
      ['created_at', 'desc'],
      ['title', 'asc'],
      ['title', 'desc'],
      ['status', 'asc'],
    ] as const)
      for (const size of [10, 7]) {
        const last = Math.ceil(COURSES / size);
        const pages = new Set([1, 2, last]);
        for (let a = ANCHOR_STEP; a < COURSES; a += ANCHOR_STEP) [a / size, a / size + 1, a / size + 2].forEach((p) => pages.add(Math.floor(p)));
        for (const p of [...pages].sort((x, y) => y - x)) await expectCoursePage(sort, dir, p, size);
      }
    await expectCoursePage('created_at', 'desc', 40, 10, 'published');
  });

  it('keeps the total and the deep pages right after a course is added and one removed', async () => {
    await expectCoursePage('title', 'asc', 60, 10);
    await t.db.execute(sql`
      with m as (insert into learning_modules (organization_id, module_type, title) values (${orgId}, 'course', 'Late') returning id),
           b as (insert into batches (module_id, title) select id, 'Enrolment' from m returning id, module_id)
      insert into courses (organization_id, module_id, batch_id, title, level, status, created_by)
      select ${orgId}, module_id, id, 'Aardvark first', 'fundamental', 'draft', ${adminId} from b`);
    await expectCoursePage('title', 'asc', 60, 10);
    await expectCoursePage('title', 'asc', 1, 10);
    const [victim] = await rowsOf(sql`select id from courses where organization_id = ${orgId} order by lower(title) desc, id desc limit 1`);
    await t.db.delete(courses).where(eq(courses.id, Number(victim.id)));
    await expectCoursePage('title', 'desc', 1, 10);
    await expectCoursePage('title', 'desc', 55, 10);
    await expectCoursePage('status', 'asc', 110, 10, 'draft');
  });
});

describe('the course report learners at scale', () => {
  it('gives every page and total as ORDER BY … OFFSET does, sorted on name, e-mail and enrolment, with a keyword', async () => {
    const total = (await learnerReference('full_name', 'asc', 1, 10)).total;
    for (const [sort, dir] of [
      ['full_name', 'asc'],
      ['full_name', 'desc'],
      ['email', 'asc'],
      ['enrolled_at', 'desc'],
    ] as const)
      for (const page of [1, 2, 33, Math.ceil(total / 10), Math.ceil(total / 10) + 1]) await expectLearnerPage(sort, dir, page, 10);
    await expectLearnerPage('full_name', 'asc', 3, 10, 'Learner 1');
  });

  it('chooses a deep page from the enrolment alone: no statement that skips rows reads anyone’s results', async () => {
    const query = CourseLearnersQuerySchema.parse({ order_by: 'full_name', order_type: 'asc', page: 50, page_size: 10 });
    const statements = await statementsOf(t.db, () => findCourseLearners({ db: t.db, organizationId: orgId, id: courseId, query }));
    const skipping = statements.filter((s) => /offset \$\d+/i.test(s.text) && s.params.some((p) => p === 490));
    expect(skipping.length).toBe(1);
    expect(skipping[0].text).not.toMatch(/"met"|"began"|"score"|"completed_at"/);
  });

  it('follows a learner who declines and one whose name changes', async () => {
    const [someone] = await rowsOf(
      sql`select u.id from batch_participants bp join users u on u.id = bp.user_id where bp.batch_id = ${batchId} and bp.invitation <> 'declined' order by u.id limit 1`,
    );
    await t.db.execute(sql`update batch_participants set invitation = 'declined' where batch_id = ${batchId} and user_id = ${Number(someone.id)}`);
    const [other] = await rowsOf(
      sql`select user_id from batch_participants where batch_id = ${batchId} and invitation <> 'declined' order by user_id desc limit 1`,
    );
    await t.db
      .update(users)
      .set({ fullName: 'Aaron First' })
      .where(eq(users.id, Number(other.user_id)));
    const first = await expectLearnerPage('full_name', 'asc', 1, 10);
    expect(first.results[0]).toMatchObject({ full_name: 'Aaron First', status: 'not_started', progress: 0 });
    await expectLearnerPage('full_name', 'asc', 40, 10);
  });
});
