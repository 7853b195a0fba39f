import type { DbOrTx } from '@/db/client';
import type { Organization } from '@/db/schema';
import type { ListResult } from '@/lib/list';
import { findAssociateRows } from '@/server/associate-rows';
import type { AssociateRow, AssociatesQuery, ReportDetail } from '../schemas';
import { loadQuiz } from './load-quiz';

/** The placements of a quiz (the spec's associated modules), each with its encrypted report link. */
export async function findAssociates(options: { db: DbOrTx; org: Organization; quizId: number; query: AssociatesQuery }): Promise<ListResult<AssociateRow>> {
  const { db, org, quizId, query } = options;
  await loadQuiz(db, org.id, quizId);
  return findAssociateRows({
    db,
    organizationId: org.id,
    orgCode: org.orgCode,
    contentType: 'quiz',
    contentId: quizId,
    query,
    reportFilter: ({ moduleType, placement: p }): ReportDetail => ({
      module_type: moduleType as ReportDetail['module_type'],
      batch_id: p.batchId,
      section_id: p.sectionId,
      content_id: p.id,
      relation_id: p.id,
    }),
  });
}
