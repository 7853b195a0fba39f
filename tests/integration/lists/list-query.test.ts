import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findQuizzes } from '../../../src/features/quiz/server/find-quizzes';
import { findAssignments } from '../../../src/features/assignment/server/find-assignments';
import { findPresences } from '../../../src/features/presence/server/find-presences';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUser } from '../../../src/features/account/testing';
import { ANCHOR_STEP } from '../../../src/server/list/query';
import { GIN_PENDING_LIST_KB } from '../../../src/db/migrate';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const rows = async (q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
const N = 2 * ANCHOR_STEP + 234;

/** Quizzes with repeated titles and instants, so the tie-break on id matters, loaded in one statement. */
async function loadQuizzes(organizationId: number, userId: number, n: number, from = 1) {
  await t.db.execute(sql`insert into quizzes (organization_id, title, description, type, question_type, created_by, created_at, updated_at)
    select ${organizationId}, 'Quiz ' || (g % 97), '<p>x</p>', 'quiz', case when g % 3 = 0 then 'lim1' else 'Combine' end, ${userId},
           timestamp '2026-01-01' + (g % 211) * interval '1 minute' + (g % 7) * interval '1 microsecond', now()
    from generate_series(${from}::int, ${from + n - 1}::int) g`);
}

describe('the shared list query (src/server/list)', () => {
  it('serves every page of every indexed sort exactly as ORDER BY … OFFSET would, across the deep-page anchors', async () => {
    const org = await insertOrganization(t.db);
    const user = await insertUser(t.db, { organizationId: org.id });
    await loadQuizzes(org.id, user.id, N);
    for (const [column, sqlColumn] of [
      ['title', 'title'],
      ['created_at', 'created_at'],
      ['question_type', 'question_type'],
    ] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        for (const [page, pageSize] of [
          [1, 10],
          [ANCHOR_STEP / 10, 10],
          [ANCHOR_STEP / 10 + 1, 10],
          [Math.ceil(N / 7), 7],
          [150, 7],
          [Math.ceil(N / 10), 10],
        ]) {
          const got = await findQuizzes({ db: t.db, organizationId: org.id, query: { page, page_size: pageSize, order_by: column, order_type: dir } as never });
          const want = await rows(
            sql`select id from quizzes where organization_id = ${org.id} order by ${sql.raw(sqlColumn)} ${sql.raw(dir)}, id ${sql.raw(dir)} limit ${pageSize} offset ${(page - 1) * pageSize}`,
          );
          expect(
            got.results.map((r) => r.id),
            `${column} ${dir} page ${page} of ${pageSize}`,
          ).toEqual(want.map((r) => Number(r.id)));
          expect(got.pagination).toEqual({ current_page: page, total_pages: Math.ceil(N / pageSize), total_data: N });
        }
      }
    }
    const past = await findQuizzes({ db: t.db, organizationId: org.id, query: { page: 1000, page_size: 10 } as never });
    expect(past.results).toEqual([]);
    expect(past.pagination.total_data).toBe(N);
  });

  it('tells the truth after every write: totals, filtered totals and deep pages follow inserts, edits and deletes', async () => {
    const org = await insertOrganization(t.db);
    const user = await insertUser(t.db, { organizationId: org.id });
    await loadQuizzes(org.id, user.id, N);
    const deep = { page: ANCHOR_STEP / 10 + 3, page_size: 10, order_by: 'title', order_type: 'asc' } as never;
    const keyword = { page: 1, page_size: 10, keyword: 'Quiz 42' } as never;
    const before = await findQuizzes({ db: t.db, organizationId: org.id, query: deep });
    expect((await findQuizzes({ db: t.db, organizationId: org.id, query: keyword })).pagination.total_data).toBe(
      Number((await rows(sql`select count(*) as n from quizzes where organization_id = ${org.id} and title like '%Quiz 42%'`))[0].n),
    );
    // An insert that sorts first shifts every deep page by one row.
    await t.db.execute(
      sql`insert into quizzes (organization_id, title, description, type, question_type) values (${org.id}, 'AAA Quiz 42', '<p>x</p>', 'quiz', 'Combine')`,
    );
    const after = await findQuizzes({ db: t.db, organizationId: org.id, query: deep });
    expect(after.pagination.total_data).toBe(N + 1);
    expect(after.results.slice(1).map((r) => r.id)).toEqual(before.results.slice(0, 9).map((r) => r.id));
    const matching = async () => Number((await rows(sql`select count(*) as n from quizzes where organization_id = ${org.id} and title like '%Quiz 42%'`))[0].n);
    expect((await findQuizzes({ db: t.db, organizationId: org.id, query: keyword })).pagination.total_data).toBe(await matching());
    // An edit that moves rows out of the search, then a delete: the filtered total and the total follow.
    await t.db.execute(sql`update quizzes set title = 'Renamed' where organization_id = ${org.id} and title = 'Quiz 42'`);
    expect((await findQuizzes({ db: t.db, organizationId: org.id, query: keyword })).pagination.total_data).toBe(await matching());
    await t.db.execute(sql`delete from quizzes where organization_id = ${org.id} and title = 'Renamed'`);
    const total = Number((await rows(sql`select count(*) as n from quizzes where organization_id = ${org.id}`))[0].n);
    expect((await findQuizzes({ db: t.db, organizationId: org.id, query: { page: 1, page_size: 10 } as never })).pagination.total_data).toBe(total);
    // Another organisation's writes never show.
    const other = await insertOrganization(t.db);
    await loadQuizzes(other.id, user.id, 5);
    expect((await findQuizzes({ db: t.db, organizationId: org.id, query: { page: 1, page_size: 10 } as never })).pagination.total_data).toBe(total);
    expect((await findQuizzes({ db: t.db, organizationId: other.id, query: { page: 1, page_size: 10 } as never })).pagination.total_data).toBe(5);
  });

  it('counts rows written before the counter existed and rows of every list (presences, assignments)', async () => {
    const org = await insertOrganization(t.db);
    const user = await insertUser(t.db, { organizationId: org.id, fullName: 'Zebulon Creator' });
    await t.db.execute(
      sql`insert into presences (organization_id, title, description, content_type, code, created_by) select ${org.id}, 'Presence ' || g, 'x', 'classroom', md5(g::text), ${user.id} from generate_series(1, 12) g`,
    );
    await t.db.execute(
      sql`insert into assignments (organization_id, title, instruction, allowed_upload_extensions, created_by) select ${org.id}, 'Assignment ' || g, 'x', '{}'::jsonb, ${user.id} from generate_series(1, 12) g`,
    );
    await t.db.execute(
      sql`insert into assignments (organization_id, title, instruction, allowed_upload_extensions) values (${org.id}, 'Zebulon notes', 'x', '{}'::jsonb)`,
    );
    expect((await findPresences({ db: t.db, organizationId: org.id, query: { page: 2, page_size: 5 } as never })).pagination).toEqual({
      current_page: 2,
      total_pages: 3,
      total_data: 12,
    });
    const byCreator = await findAssignments({ db: t.db, organizationId: org.id, query: { page: 1, page_size: 50, keyword: 'zebulon' } as never });
    expect(byCreator.pagination.total_data).toBe(13);
    expect(
      (await findAssignments({ db: t.db, organizationId: org.id, query: { page: 1, page_size: 50, keyword: 'notes' } as never })).pagination.total_data,
    ).toBe(1);
  });

  it('bounds the pending list of every GIN index, whichever module created it (a search reads the whole pending list)', async () => {
    const gin = await rows(sql`select c.relname as name, c.reloptions::text as options from pg_class c
      join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
      where a.amname = 'gin' and n.nspname = current_schema() order by 1`);
    expect(gin.map((r) => r.name)).toEqual(expect.arrayContaining(['quizzes_title_trgm', 'users_full_name_trgm', 'courses_title_trgm']));
    for (const r of gin) expect(`${r.name} ${r.options}`).toBe(`${r.name} {gin_pending_list_limit=${GIN_PENDING_LIST_KB}}`);
  });
});
