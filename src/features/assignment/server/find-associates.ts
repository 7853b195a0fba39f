import type { DbOrTx } from '@/db/client';
import type { ListResult } from '@/lib/list';
import type { SelectOptionData } from '@/lib/list-kit';
import { findAssociateRows } from '@/server/associate-rows';
import type { AssociateRow, AssociatesQuery, ReportFilter } from '../schemas';
import { findFilterOptions } from './find-filter-options';
import { loadAssignment } from './load';

/** Where the assignment is placed (module, batch, day, section), each row with its encrypted report link. */
export async function findAssociates(options: {
  db: DbOrTx;
  organizationId: number;
  orgCode: string;
  id: number;
  query: AssociatesQuery;
}): Promise<ListResult<AssociateRow>> {
  const { db, organizationId, id } = options;
  await loadAssignment(db, organizationId, id);
  return findAssociateRows({
    ...options,
    contentType: 'assignment',
    contentId: id,
    reportFilter: ({ placement: p }): ReportFilter => ({ batch_id: p.batchId, section_id: p.sectionId, content_id: p.id, relation_id: p.id }),
  });
}

/** The Batch filter of the associates list: GET …/{id}/filter's options, all at once (at most 200). */
export async function findBatchOptions(options: { db: DbOrTx; organizationId: number; id: number }): Promise<SelectOptionData[]> {
  const { results } = await findFilterOptions({ ...options, query: { page: 1, page_size: 200 } });
  return results.map((o) => ({ value: String(o.value), label: `${o.label} (${o.module_title})` }));
}
