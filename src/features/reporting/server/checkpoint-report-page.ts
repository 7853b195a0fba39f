import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { checkpointBatches } from '@/db/schema/checkpoint';
import type { SelectOptionData } from '@/lib/list-kit';
import { CheckpointLearnersQuerySchema, type CheckpointReportDetail } from '../schemas';
import { reportFilterOptions, type ReportFilterOptions } from './filter-options';
import { getCheckpointReport } from './get-checkpoint-report';
import { appliedFilters, readFilters } from './report-kit';

export interface CheckpointReportPage extends CheckpointReportDetail {
  options: ReportFilterOptions & { batches: SelectOptionData[] };
  /** The people filters the figures and charts were read for, in words. */
  applied: string[];
}

/** The checkpoint report's detail page head: the checkpoint, its figures and charts for the address's filters, the filters' choices. */
export async function loadCheckpointReportPage(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  search: URLSearchParams;
}): Promise<CheckpointReportPage> {
  const { db, organizationId, id } = options;
  const query = readFilters(CheckpointLearnersQuerySchema, options.search);
  const detail = await getCheckpointReport({ db, organizationId, id, query });
  const filterOptions = await reportFilterOptions(db, organizationId);
  const batches = await db
    .select({ id: checkpointBatches.id, title: checkpointBatches.title })
    .from(checkpointBatches)
    .where(eq(checkpointBatches.checkpointId, id))
    .orderBy(asc(checkpointBatches.position));
  return {
    ...detail,
    options: { ...filterOptions, batches: batches.map((b) => ({ value: String(b.id), label: b.title })) },
    applied: appliedFilters(query, filterOptions, 'Invited'),
  };
}
