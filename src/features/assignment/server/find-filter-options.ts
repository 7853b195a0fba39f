import { and, asc, countDistinct, eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batches, learningModules, placements } from '@/db/schema';
import { paginate, type ListQuery, type ListResult } from '@/lib/list';
import type { FilterOption } from '../schemas';
import { escapeLike, loadAssignment, placementScope } from './load';
import { allQueries } from '@/db/all-queries';

/** The batches the assignment is placed in, as filter options (20 per page, spec 002 §9). */
export async function findFilterOptions(options: { db: DbOrTx; organizationId: number; id: number; query: ListQuery }): Promise<ListResult<FilterOption>> {
  const { db, organizationId, id, query } = options;
  await loadAssignment(db, organizationId, id);
  const filters: SQL[] = [placementScope(organizationId, id)];
  if (query.keyword) filters.push(ilike(batches.title, `%${escapeLike(query.keyword)}%`));
  const where = and(...filters);
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .selectDistinct({ value: batches.id, label: batches.title, module_type: learningModules.moduleType, module_title: learningModules.title })
        .from(placements)
        .innerJoin(batches, eq(batches.id, placements.batchId))
        .innerJoin(learningModules, eq(learningModules.id, placements.moduleId))
        .where(where)
        .orderBy(asc(batches.title), asc(batches.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () =>
      db
        .select({ total: countDistinct(batches.id) })
        .from(placements)
        .innerJoin(batches, eq(batches.id, placements.batchId))
        .where(where),
  );
  return paginate(rows, total, query.page, query.page_size);
}
