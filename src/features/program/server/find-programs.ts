import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { programs } from '@/db/schema/program';
import { paginate, type ListResult } from '@/lib/list';
import { contentListTable, contentPage } from '@/server/list/content-list';
import { inPageOrder } from '@/server/list/query';
import { PROGRAM_SORT_COLUMNS, type ProgramListQuery, type ProgramRow } from '../schemas';
import { programRows } from './program-rows';

const LIST = contentListTable<(typeof PROGRAM_SORT_COLUMNS)[number]>(programs, {
  sorts: { status: { column: programs.status, cast: 'text' }, level: { column: programs.level, cast: 'text' } },
});

/** The organisation's programs, one page at a time (the list contract): updated_at desc by default. */
export async function findPrograms(options: { db: DbOrTx; organizationId: number; query: ProgramListQuery }): Promise<ListResult<ProgramRow>> {
  const { db, organizationId, query } = options;
  const { ids, total } = await contentPage({
    db,
    list: LIST,
    table: programs,
    organizationId,
    query,
    sortColumns: PROGRAM_SORT_COLUMNS,
    filter: {
      dates: ['start_date', 'end_date'],
      equal: { status: programs.status, level: programs.level },
      custom: { category_id: (v) => sql`${programs.categoryId} = ${Number(v)}` },
    },
  });
  const rows = inPageOrder(ids, await programRows(db, organizationId, ids), (r) => r.id);
  const results = rows.map(({ description: _d, category_id: _c, thumbnail_default: _t, thumbnail_file_id: _f, updated_by: _u, ...row }) => row);
  return paginate(results, total, query.page, query.page_size);
}
