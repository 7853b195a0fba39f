import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchDays, batches, learningModules, placements, sections } from '@/db/schema';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { sealReportLink } from '@/server/crypto/report-link';
import { serverSecret } from '@/server/secrets';
import { ASSOCIATE_SORT_COLUMNS, type AssociateRow, type AssociatesQuery } from '../schemas';
import { escapeLike, loadAssignment, placementScope } from './load';

/** Where the assignment is placed (module, batch, day, section), each row with its encrypted report link. */
export async function findAssociates(options: { db: DbOrTx; organizationId: number; orgCode: string; id: number; query: AssociatesQuery }): Promise<ListResult<AssociateRow>> {
  const { db, organizationId, id, query } = options;
  await loadAssignment(db, organizationId, id);
  const column = {
    title: learningModules.title,
    module_type: learningModules.moduleType,
    batch_title: batches.title,
    day_title: batchDays.title,
    section_title: sections.title,
    content_title: placements.title,
  } as const;
  const sort = readSort(query, ASSOCIATE_SORT_COLUMNS, { column: 'title', direction: 'asc' });
  const filters: SQL[] = [placementScope(organizationId, id, { batch_id: query.batch_id })];
  if (query.module_type) filters.push(eq(learningModules.moduleType, query.module_type as never));
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword)}%`;
    filters.push(or(ilike(learningModules.title, like), ilike(batches.title, like), ilike(placements.title, like))!);
  }
  const where = and(...filters);
  const base = () =>
    db
      .select({ p: placements, module: learningModules, batchTitle: batches.title, dayTitle: batchDays.title, sectionTitle: sections.title })
      .from(placements)
      .innerJoin(learningModules, eq(learningModules.id, placements.moduleId))
      .leftJoin(batches, eq(batches.id, placements.batchId))
      .leftJoin(batchDays, eq(batchDays.id, placements.dayId))
      .leftJoin(sections, eq(sections.id, placements.sectionId));
  const order = sort.direction === 'asc' ? asc(column[sort.column]) : desc(column[sort.column]);
  const [rows, [{ total }], secret] = await Promise.all([
    base().where(where).orderBy(order, asc(placements.id)).limit(query.page_size).offset((query.page - 1) * query.page_size),
    db
      .select({ total: count() })
      .from(placements)
      .innerJoin(learningModules, eq(learningModules.id, placements.moduleId))
      .leftJoin(batches, eq(batches.id, placements.batchId))
      .where(where),
    serverSecret(db, 'report-link'),
  ]);
  return paginate(
    rows.map((r) => {
      const filter = { batch_id: r.p.batchId, section_id: r.p.sectionId, content_id: r.p.id, relation_id: r.p.id };
      return {
        title: r.module.title,
        module_type: r.module.moduleType,
        batch_id: r.p.batchId,
        batch_title: r.batchTitle,
        day_title: r.dayTitle,
        section_id: r.p.sectionId,
        section_title: r.sectionTitle,
        content_id: r.p.id,
        content_title: r.p.title,
        relation_id: r.p.id,
        detail: sealReportLink(secret, options.orgCode, filter),
      };
    }),
    total,
    query.page,
    query.page_size,
  );
}
