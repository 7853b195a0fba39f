import type { DbOrTx } from '@/db/client';
import { WebinarLearnersQuerySchema, type WebinarReportDetail } from '../webinar-schemas';
import { reportFilterOptions, type ReportFilterOptions } from './filter-options';
import { getWebinarReport } from './get-webinar-report';
import { appliedFilters, readFilters } from './report-kit';

export interface WebinarReportPage extends WebinarReportDetail {
  options: ReportFilterOptions;
  /** The people filters the figures and chart were read for, in words. */
  applied: string[];
}

/** The webinar report's detail page head: the webinar, its attendance and chart for the address's filters, the filters' choices. */
export async function loadWebinarReportPage(options: { db: DbOrTx; organizationId: number; id: number; search: URLSearchParams }): Promise<WebinarReportPage> {
  const { db, organizationId, id } = options;
  const query = readFilters(WebinarLearnersQuerySchema, options.search);
  const detail = await getWebinarReport({ db, organizationId, id, query });
  const filterOptions = await reportFilterOptions(db, organizationId);
  return { ...detail, options: filterOptions, applied: appliedFilters(query, filterOptions, 'Registered') };
}
