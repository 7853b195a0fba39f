import type { DbOrTx } from '@/db/client';
import { paginate, type ListResult } from '@/lib/list';
import { sealReportLink } from '@/server/crypto/report-link';
import { findPlacements } from '@/server/placements';
import { serverSecret } from '@/server/secrets';
import type { AssociateRow, AssociatesQuery } from '../schemas';
import { loadAssignment } from './load';

/** Where the assignment is placed (module, batch, day, section), each row with its encrypted report link. */
export async function findAssociates(options: {
  db: DbOrTx;
  organizationId: number;
  orgCode: string;
  id: number;
  query: AssociatesQuery;
}): Promise<ListResult<AssociateRow>> {
  const { db, organizationId, id, query } = options;
  await loadAssignment(db, organizationId, id);
  const [{ rows, total }, secret] = await Promise.all([
    findPlacements({ db, organizationId, contentType: 'assignment', contentId: id, query }),
    serverSecret(db, 'report-link'),
  ]);
  return paginate(
    rows.map((r) => {
      const p = r.placement;
      const filter = { batch_id: p.batchId, section_id: p.sectionId, content_id: p.id, relation_id: p.id };
      return {
        title: r.moduleTitle,
        module_type: r.moduleType,
        batch_id: p.batchId,
        batch_title: r.batchTitle,
        day_title: r.dayTitle,
        section_id: p.sectionId,
        section_title: r.sectionTitle,
        content_id: p.id,
        content_title: p.title,
        relation_id: p.id,
        detail: sealReportLink(secret, options.orgCode, filter),
      };
    }),
    total,
    query.page,
    query.page_size,
  );
}
