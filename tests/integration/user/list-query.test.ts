import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findUsers } from '../../../src/features/user/server/find-users';
import { insertOrganization } from '../../../src/features/organization/testing';
import { ANCHOR_STEP } from '../../../src/server/list/query';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const rows = async (q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
const N = ANCHOR_STEP + 137;

/** People with repeated names, empty NIKs and positions, and shared instants, loaded in one statement. */
async function loadPeople(organizationId: number, n: number) {
  await t.db.execute(sql`insert into users (organization_id, full_name, email, nik, position, password_hash, rule, status, created_at)
    select ${organizationId}, case when g % 2 = 0 then 'Person ' else 'person ' end || (g % 53), 'P' || g || '@list.example',
           case when g % 5 = 0 then null else '3' || lpad(g::text, 6, '0') end, case when g % 4 = 0 then null else 'Officer ' || (g % 9) end,
           'x', 'editor', case when g % 3 = 0 then 'inactive' else 'active' end, timestamp '2026-01-01' + (g % 61) * interval '1 minute'
    from generate_series(1, ${n}::int) g`);
}

describe('the user list on the shared list query (issue 16 at 100,000 people)', () => {
  it('serves every page of every sort exactly as ORDER BY … OFFSET would, empty NIKs and positions included', async () => {
    const org = await insertOrganization(t.db);
    await loadPeople(org.id, N);
    const sorts = {
      full_name: 'lower(full_name)',
      email: 'lower(email)',
      nik: "coalesce(nik, '')",
      position: "lower(coalesce(position, ''))",
      status: 'status',
      created_at: 'created_at',
    } as const;
    for (const [column, expr] of Object.entries(sorts)) {
      for (const dir of ['asc', 'desc'] as const) {
        for (const page of [1, ANCHOR_STEP / 10 + 1, Math.ceil(N / 10)]) {
          const got = await findUsers({ db: t.db, organizationId: org.id, query: { page, page_size: 10, order_by: column, order_type: dir } as never });
          const want = await rows(
            sql`select id from users where organization_id = ${org.id} order by ${sql.raw(expr)} ${sql.raw(dir)}, id ${sql.raw(dir)} limit 10 offset ${(page - 1) * 10}`,
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

  it('finds a NIK by its beginning, names and e-mails by any part, and its totals follow writes', async () => {
    const org = await insertOrganization(t.db);
    await loadPeople(org.id, 40);
    const find = (query: Record<string, unknown>) => findUsers({ db: t.db, organizationId: org.id, query: { page: 1, page_size: 10, ...query } as never });
    expect((await find({ keyword: '3000012' })).results.map((r) => r.nik)).toEqual(['3000012']);
    // Digits are a NIK's beginning, not any part of it; letters search every column by any part.
    expect((await find({ keyword: '000012' })).results).toEqual([]);
    expect((await find({ keyword: 'p12@list' })).results.map((r) => r.email)).toEqual(['P12@list.example']);
    const inactive = (await find({ status: 'inactive' })).pagination.total_data;
    expect(inactive).toBe(13);
    await t.db.execute(sql`update users set status = 'inactive' where organization_id = ${org.id} and email = 'P1@list.example'`);
    expect((await find({ status: 'inactive' })).pagination.total_data).toBe(inactive + 1);
    await t.db.execute(sql`delete from users where organization_id = ${org.id} and email = 'P2@list.example'`);
    expect((await find({})).pagination.total_data).toBe(39);
  });
});
