import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batches } from '@/db/schema';
import { programBatches } from '@/db/schema/program';
import type { SelectOptionData } from '@/lib/list-kit';
import { ProgramLearnersQuerySchema, type ProgramReportDetail } from '../program-schemas';
import { reportFilterOptions, type ReportFilterOptions } from './filter-options';
import { getProgramReport } from './get-program-report';
import { appliedFilters, readFilters } from './report-kit';

export interface ProgramReportPage extends ProgramReportDetail {
  options: ReportFilterOptions & { batches: SelectOptionData[] };
  /** The people filters the figures and charts were read for, in words. */
  applied: string[];
}

/** The program report's detail page head: the program, its figures and charts for the address's filters, the filters' choices. */
export async function loadProgramReportPage(options: { db: DbOrTx; organizationId: number; id: number; search: URLSearchParams }): Promise<ProgramReportPage> {
  const { db, organizationId, id } = options;
  const query = readFilters(ProgramLearnersQuerySchema, options.search);
  const detail = await getProgramReport({ db, organizationId, id, query });
  const filterOptions = await reportFilterOptions(db, organizationId);
  const rows = await db
    .select({ id: batches.id, title: batches.title })
    .from(programBatches)
    .innerJoin(batches, eq(batches.id, programBatches.batchId))
    .where(eq(programBatches.programId, detail.id))
    .orderBy(asc(batches.startsAt), asc(batches.id));
  return {
    ...detail,
    options: { ...filterOptions, batches: rows.map((b) => ({ value: String(b.id), label: b.title })) },
    applied: appliedFilters(query, filterOptions, 'Invited'),
  };
}
