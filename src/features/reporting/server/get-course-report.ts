import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { allQueries } from '@/db/all-queries';
import { DEFAULT_REPORT_TZ, formatDate } from '@/lib/format';
import type { ChartPoint, CourseLearnersQuery, CourseReportDetail } from '../schemas';
import type { CourseMeasure } from './course-activity';
import { completedSql, courseFigures, learnersSubquery, loadCourseForReport } from './course-people';

/** Completions by the week (Monday, Jakarta) they happened in, as a running total. */
async function completionOverTime(db: DbOrTx, m: CourseMeasure, f: CourseLearnersQuery): Promise<ChartPoint[]> {
  const l = learnersSubquery(db, m, f);
  const week = sql<string>`to_char(date_trunc('week', ${l.completed_at} at time zone ${DEFAULT_REPORT_TZ}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, n: sql<number>`count(*)`.mapWith(Number) })
    .from(l)
    .where(completedSql(l, m))
    // By position: the zone is a parameter, and a parameter twice is two expressions to PostgreSQL's GROUP BY.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  let running = 0;
  return rows.map((r) => ({ label: formatDate(`${r.week}T12:00:00+07:00`, 'DD/MM/YYYY'), value: (running += r.n) }));
}

/** The learners' average scores in ten bands: 0–9, 10–19, …, 90–100. */
async function scoreDistribution(db: DbOrTx, m: CourseMeasure, f: CourseLearnersQuery): Promise<ChartPoint[]> {
  const l = learnersSubquery(db, m, f);
  const band = sql<number>`least(greatest(floor(${l.score} / 10), 0), 9)::int`;
  const rows = await db
    .select({ band: band.mapWith(Number), n: sql<number>`count(*)`.mapWith(Number) })
    .from(l)
    .where(sql`${l.score} is not null`)
    .groupBy(sql`1`);
  return Array.from({ length: 10 }, (_, i) => ({
    label: i === 9 ? '90–100' : `${i * 10}–${i * 10 + 9}`,
    value: rows.find((r) => r.band === i)?.n ?? 0,
  }));
}

/** GET /api/reporting/course-report/:id: the course, its figures for the filters and its two charts' numbers. */
export async function getCourseReport(options: { db: DbOrTx; organizationId: number; id: number; query: CourseLearnersQuery }): Promise<CourseReportDetail> {
  const { db, organizationId, id, query } = options;
  const { course, measure } = await loadCourseForReport(db, organizationId, id);
  const [figures, completion_over_time, score_distribution] = await allQueries(
    db,
    () => courseFigures(db, measure, query),
    () => completionOverTime(db, measure, query),
    () => scoreDistribution(db, measure, query),
  );
  return { id: course.id, title: course.title, category: course.category, status: course.status, figures, completion_over_time, score_distribution };
}
