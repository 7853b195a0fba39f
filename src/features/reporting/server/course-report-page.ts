import type { DbOrTx } from '@/db/client';
import { formatDate } from '@/lib/format';
import { CourseLearnersQuerySchema, type CourseLearnersQuery, type CourseReportDetail } from '../schemas';
import { reportFilterOptions, type ReportFilterOptions } from './filter-options';
import { getCourseReport } from './get-course-report';

export interface CourseReportPage extends CourseReportDetail {
  options: ReportFilterOptions;
  /** The people filters the figures and charts were read for, in words ('Enrolled 01/11/2026 – 30/11/2026', 'Division: Sales'). */
  applied: string[];
}

/** The filters of the address as the learners' call reads them; a malformed address counts everyone. */
function readFilters(search: URLSearchParams): CourseLearnersQuery {
  const parsed = CourseLearnersQuerySchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : CourseLearnersQuerySchema.parse({});
}

/** The course report's detail page head: the course, its figures and charts for the address's filters, the filters' choices. */
export async function loadCourseReportPage(options: { db: DbOrTx; organizationId: number; id: number; search: URLSearchParams }): Promise<CourseReportPage> {
  const { db, organizationId, id } = options;
  const query = readFilters(options.search);
  const [detail, filterOptions] = [await getCourseReport({ db, organizationId, id, query }), await reportFilterOptions(db, organizationId)];
  const name = (list: { value: string; label: string }[], v: number | undefined) => list.find((o) => o.value === String(v))?.label;
  const day = (d: string | undefined) => (d ? formatDate(`${d}T12:00:00+07:00`, 'DD/MM/YYYY') : '…');
  const applied = [
    ...(query.start_date || query.end_date ? [`Enrolled ${day(query.start_date)} – ${day(query.end_date)}`] : []),
    ...(query.division_id ? [`Division: ${name(filterOptions.divisions, query.division_id) ?? query.division_id}`] : []),
    ...(query.company_id ? [`Company: ${name(filterOptions.companies, query.company_id) ?? query.company_id}`] : []),
  ];
  return { ...detail, options: filterOptions, applied };
}
