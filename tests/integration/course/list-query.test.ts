import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findCourses } from '../../../src/features/course/server/find-courses';
import { insertOrganization } from '../../../src/features/organization/testing';
import { ANCHOR_STEP } from '../../../src/server/list/query';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const rows = async (q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
const N = ANCHOR_STEP + 137;

/** Courses (each with its module and enrolment batch) with repeated titles, levels, statuses and instants, in one statement. */
async function loadCourses(organizationId: number, n: number) {
  await t.db.execute(sql`with m as (
      insert into learning_modules (organization_id, module_type, title)
      select ${organizationId}, 'course', 'Course ' || g from generate_series(1, ${n}::int) g returning id),
    b as (insert into batches (module_id, title) select id, 'Enrolment' from m returning id, module_id)
    insert into courses (organization_id, module_id, batch_id, title, level, status, created_at, updated_at)
    select ${organizationId}, b.module_id, b.id, case when b.id % 2 = 0 then 'Course ' else 'course ' end || (b.id % 47),
           (array['fundamental','developing','intermediate','advanced','mastery'])[1 + b.id % 5], (array['draft','published','trial'])[1 + b.id % 3],
           timestamp '2026-01-01' + (b.id % 61) * interval '1 minute', timestamp '2026-02-01' + (b.id % 29) * interval '1 second'
    from b`);
}

describe('the course list on the shared list query (issue 17 at 100,000 courses)', () => {
  it('serves every page of every indexed sort exactly as ORDER BY … OFFSET would, both directions, across anchors', async () => {
    const org = await insertOrganization(t.db);
    await loadCourses(org.id, N);
    const sorts = { title: 'lower(title)', status: 'status', level: 'level', created_at: 'created_at', updated_at: 'updated_at' } as const;
    for (const [column, expr] of Object.entries(sorts)) {
      for (const dir of ['asc', 'desc'] as const) {
        for (const page of [1, ANCHOR_STEP / 10, ANCHOR_STEP / 10 + 1, Math.ceil(N / 10)]) {
          const got = await findCourses({ db: t.db, organizationId: org.id, query: { page, page_size: 10, order_by: column, order_type: dir } as never });
          const want = await rows(
            sql`select id from courses where organization_id = ${org.id} order by ${sql.raw(expr)} ${sql.raw(dir)}, id ${sql.raw(dir)} limit 10 offset ${(page - 1) * 10}`,
          );
          expect(
            got.results.map((r) => r.id),
            `${column} ${dir} page ${page}`,
          ).toEqual(want.map((r) => Number(r.id)));
          expect(got.pagination.total_data).toBe(N);
        }
      }
    }
  });

  it('keeps the totals true after inserts, edits and deletes, filtered or not', async () => {
    const org = await insertOrganization(t.db);
    await loadCourses(org.id, 30);
    const find = (query: Record<string, unknown>) => findCourses({ db: t.db, organizationId: org.id, query: { page: 1, page_size: 10, ...query } as never });
    expect((await find({})).pagination.total_data).toBe(30);
    const want = async (where: ReturnType<typeof sql>) =>
      Number((await rows(sql`select count(*) as n from courses where organization_id = ${org.id} and ${where}`))[0].n);
    const trial = await want(sql`status = 'trial'`);
    expect((await find({ status: 'trial' })).pagination.total_data).toBe(trial);
    expect((await find({ level: 'mastery', status: 'trial' })).pagination.total_data).toBe(await want(sql`status = 'trial' and level = 'mastery'`));
    await t.db.execute(
      sql`update courses set status = 'trial' where id = (select min(id) from courses where organization_id = ${org.id} and status = 'draft')`,
    );
    expect((await find({ status: 'trial' })).pagination.total_data).toBe(trial + 1);
    await t.db.execute(sql`delete from courses where id = (select min(id) from courses where organization_id = ${org.id})`);
    expect((await find({})).pagination.total_data).toBe(29);
    expect((await find({ keyword: 'COURSE 1' })).pagination.total_data).toBe(await want(sql`title ilike '%course 1%'`));
  });
});
