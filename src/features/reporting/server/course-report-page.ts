import type { DbOrTx } from '@/db/client';
import { CourseLearnersQuerySchema, type CourseReportDetail } from '../schemas';
import { reportFilterOptions, type ReportFilterOptions } from './filter-options';
import { getCourseReport } from './get-course-report';
import { appliedFilters, readFilters } from './report-kit';

export interface CourseReportPage extends CourseReportDetail {
  options: ReportFilterOptions;
  /** The people filters the figures and charts were read for, in words ('Enrolled 01/11/2026 – 30/11/2026', 'Division: Sales'). */
  applied: string[];
}

/** The course report's detail page head: the course, its figures and charts for the address's filters, the filters' choices. */
export async function loadCourseReportPage(options: { db: DbOrTx; organizationId: number; id: number; search: URLSearchParams }): Promise<CourseReportPage> {
  const { db, organizationId, id } = options;
  const query = readFilters(CourseLearnersQuerySchema, options.search);
  const [detail, filterOptions] = [await getCourseReport({ db, organizationId, id, query }), await reportFilterOptions(db, organizationId)];
  return { ...detail, options: filterOptions, applied: appliedFilters(query, filterOptions) };
}
