import type { DbOrTx } from '@/db/client';
import type { Organization } from '@/db/schema';
import { paginate, type ListResult } from '@/lib/list';
import { findPlacements } from '@/server/placements';
import type { AssociateRow, AssociatesQuery } from '../schemas';
import { loadQuiz } from './load-quiz';
import { sealQuizReport } from './report-link';

/** The placements of a quiz (the spec's associated modules), each with its encrypted report link. */
export async function findAssociates(options: { db: DbOrTx; org: Organization; quizId: number; query: AssociatesQuery }): Promise<ListResult<AssociateRow>> {
  const { db, org, quizId, query } = options;
  await loadQuiz(db, org.id, quizId);
  const { rows, total } = await findPlacements({ db, organizationId: org.id, contentType: 'quiz', contentId: quizId, query });
  const results = await Promise.all(
    rows.map(async (r) => {
      const p = r.placement;
      const detail = { module_type: r.moduleType, batch_id: p.batchId, section_id: p.sectionId, content_id: p.id, relation_id: p.id };
      return {
        title: r.moduleTitle,
        module_type: r.moduleType,
        batch_id: p.batchId,
        batch_title: r.batchTitle,
        day_id: p.dayId,
        day_title: r.dayTitle,
        section_id: p.sectionId,
        section_title: r.sectionTitle,
        content_id: p.id,
        content_title: p.title,
        relation_id: p.id,
        detail: await sealQuizReport(db, org, detail),
      };
    }),
  );
  return paginate(results, total, query.page, query.page_size);
}
