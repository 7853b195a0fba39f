import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchDays, batches, learningModules, placements, sections, type Organization } from '@/db/schema';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { ASSOCIATE_SORT_COLUMNS, type AssociateRow, type AssociatesQuery } from '../schemas';
import { loadQuiz } from './load-quiz';
import { sealQuizReport } from './report-link';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const COLUMN = {
  title: learningModules.title,
  module_type: learningModules.moduleType,
  batch_title: batches.title,
  day_title: batchDays.title,
  section_title: sections.title,
  content_title: placements.title,
} as const;

/** The placements of a quiz (the spec's associated modules), each with its encrypted report link. */
export async function findAssociates(options: { db: DbOrTx; org: Organization; quizId: number; query: AssociatesQuery }): Promise<ListResult<AssociateRow>> {
  const { db, org, quizId, query } = options;
  await loadQuiz(db, org.id, quizId);
  const sort = readSort(query, ASSOCIATE_SORT_COLUMNS, { column: 'title', direction: 'asc' });
  const filters: SQL[] = [eq(placements.organizationId, org.id), eq(placements.contentType, 'quiz'), eq(placements.contentId, quizId)];
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword)}%`;
    filters.push(or(ilike(learningModules.title, like), ilike(placements.title, like))!);
  }
  if (query.module_type) filters.push(eq(learningModules.moduleType, query.module_type));
  if (query.master_id) filters.push(eq(placements.moduleId, query.master_id));
  if (query.batch_id) filters.push(eq(placements.batchId, query.batch_id));
  if (query.day_id) filters.push(eq(placements.dayId, query.day_id));
  if (query.section_id) filters.push(eq(placements.sectionId, query.section_id));
  if (query.content_id) filters.push(eq(placements.id, query.content_id));
  const where = and(...filters);
  const order = sort.direction === 'asc' ? asc(COLUMN[sort.column]) : desc(COLUMN[sort.column]);
  const base = () =>
    db
      .select({ p: placements, moduleTitle: learningModules.title, moduleType: learningModules.moduleType, batchTitle: batches.title, dayTitle: batchDays.title, sectionTitle: sections.title })
      .from(placements)
      .innerJoin(learningModules, eq(learningModules.id, placements.moduleId))
      .leftJoin(batches, eq(batches.id, placements.batchId))
      .leftJoin(batchDays, eq(batchDays.id, placements.dayId))
      .leftJoin(sections, eq(sections.id, placements.sectionId));
  const [rows, [{ total }]] = await Promise.all([
    base().where(where).orderBy(order, asc(placements.id)).limit(query.page_size).offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(placements).innerJoin(learningModules, eq(learningModules.id, placements.moduleId)).where(where),
  ]);
  const results = await Promise.all(
    rows.map(async (r) => {
      const detail = { module_type: r.moduleType, batch_id: r.p.batchId, section_id: r.p.sectionId, content_id: r.p.id, relation_id: r.p.id };
      return {
        title: r.moduleTitle,
        module_type: r.moduleType,
        batch_id: r.p.batchId,
        batch_title: r.batchTitle,
        day_id: r.p.dayId,
        day_title: r.dayTitle,
        section_id: r.p.sectionId,
        section_title: r.sectionTitle,
        content_id: r.p.id,
        content_title: r.p.title,
        relation_id: r.p.id,
        detail: await sealQuizReport(db, org, detail),
      };
    }),
  );
  return paginate(results, total, query.page, query.page_size);
}
