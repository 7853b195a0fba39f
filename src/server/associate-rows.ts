import type { DbOrTx } from '@/db/client';
import type { placementContentTypes } from '@/db/schema';
import type { AssociateRowData } from '@/lib/associates-screen';
import { paginate, type ListQuery, type ListResult } from '@/lib/list';
import { sealReportLink } from './crypto/report-link';
import { findPlacements, type PlacementFilter } from './placements';
import { serverSecret } from './secrets';
import { allQueries } from '@/db/all-queries';

type PlacementRow = Awaited<ReturnType<typeof findPlacements>>['rows'][number];

/**
 * The rows of an 'Associate … List': one page of the content's placements, each with its report link sealed with
 * the organisation code. `reportFilter` says what the content's report link carries for a placement.
 */
export async function findAssociateRows(options: {
  db: DbOrTx;
  organizationId: number;
  orgCode: string;
  contentType: (typeof placementContentTypes)[number];
  contentId: number;
  query: ListQuery & PlacementFilter;
  reportFilter: (placement: PlacementRow) => Record<string, unknown>;
}): Promise<ListResult<AssociateRowData>> {
  const { db, organizationId, contentType, contentId, query } = options;
  const [{ rows, total }, secret] = await allQueries(
    db,
    () => findPlacements({ db, organizationId, contentType, contentId, query }),
    () => serverSecret(db, 'report-link'),
  );
  const results = rows.map((r) => {
    const p = r.placement;
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
      detail: sealReportLink(secret, options.orgCode, options.reportFilter(r)),
    };
  });
  return paginate(results, total, query.page, query.page_size);
}
