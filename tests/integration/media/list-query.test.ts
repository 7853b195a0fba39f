import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findPodcasts } from '../../../src/features/podcast/server/find-podcasts';
import { findVideos } from '../../../src/features/video/server/find-videos';
import { insertOrganization } from '../../../src/features/organization/testing';
import { ANCHOR_STEP } from '../../../src/server/list/query';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const rows = async (q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
const N = ANCHOR_STEP + 137;

/** Items with repeated titles, durations, statuses and instants (ties everywhere), loaded in one statement. */
async function loadMedia(table: 'videos' | 'podcasts', organizationId: number, n: number) {
  await t.db.execute(sql`insert into ${sql.raw(table)} (organization_id, title, duration_seconds, status, created_at, updated_at)
    select ${organizationId}, 'Item ' || (g % 47), (g % 13) * 30, (array['draft','review','publish'])[1 + g % 3],
           timestamp '2026-01-01' + (g % 61) * interval '1 minute', timestamp '2026-02-01' + (g % 29) * interval '1 second'
    from generate_series(1, ${n}::int) g`);
}

const SORTS = {
  title: 'title',
  status_enum: 'status',
  duration: 'duration_seconds',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

describe('the video and podcast lists on the shared list query (issue 15 at 100,000 items)', () => {
  for (const [table, find] of [
    ['videos', findVideos],
    ['podcasts', findPodcasts],
  ] as const) {
    it(`serves every page of every indexed ${table} sort exactly as ORDER BY … OFFSET would, both directions, across anchors`, async () => {
      const org = await insertOrganization(t.db);
      await loadMedia(table, org.id, N);
      for (const [column, expr] of Object.entries(SORTS)) {
        for (const dir of ['asc', 'desc'] as const) {
          for (const page of [1, ANCHOR_STEP / 10, ANCHOR_STEP / 10 + 1, Math.ceil(N / 10)]) {
            const got = await find({ db: t.db, organizationId: org.id, query: { page, page_size: 10, order_by: column, order_type: dir } as never });
            const want = await rows(
              sql`select id from ${sql.raw(table)} where organization_id = ${org.id} order by ${sql.raw(expr)} ${sql.raw(dir)}, id ${sql.raw(dir)} limit 10 offset ${(page - 1) * 10}`,
            );
            expect(
              got.results.map((r) => r.id),
              `${table} ${column} ${dir} page ${page}`,
            ).toEqual(want.map((r) => Number(r.id)));
            expect(got.pagination.total_data).toBe(N);
          }
        }
      }
    });
  }

  it('keeps the totals true after inserts, edits and deletes, filtered or not, per organisation', async () => {
    const org = await insertOrganization(t.db);
    const other = await insertOrganization(t.db);
    await loadMedia('videos', org.id, 60);
    await loadMedia('videos', other.id, 7);
    const find = (query: Record<string, unknown>) => findVideos({ db: t.db, organizationId: org.id, query: { page: 1, page_size: 10, ...query } as never });
    expect((await find({})).pagination.total_data).toBe(60);
    expect((await find({ status: 'publish' })).pagination.total_data).toBe(20);
    expect((await find({ keyword: 'item 4' })).pagination.total_data).toBe(
      Number((await rows(sql`select count(*) as n from videos where organization_id = ${org.id} and title ilike '%item 4%'`))[0].n),
    );
    await t.db.execute(sql`update videos set status = 'publish' where organization_id = ${org.id} and status = 'draft' and title = 'Item 3'`);
    expect((await find({ status: 'publish' })).pagination.total_data).toBe(21);
    await t.db.execute(sql`delete from videos where organization_id = ${org.id} and title = 'Item 1'`);
    expect((await find({})).pagination.total_data).toBe(58);
    await t.db.execute(sql`insert into videos (organization_id, title) values (${org.id}, 'One more')`);
    expect((await find({})).pagination.total_data).toBe(59);
    expect((await find({ keyword: 'one more' })).results.map((r) => r.title)).toEqual(['One more']);
    expect((await findVideos({ db: t.db, organizationId: other.id, query: { page: 1, page_size: 10 } as never })).pagination.total_data).toBe(7);
  });
});
