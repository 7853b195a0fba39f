import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { allQueries } from '@/db/all-queries';
import type { ChartPoint } from '../schemas';
import type { WebinarLearnersQuery, WebinarReportDetail } from '../webinar-schemas';
import { figuresOf, webinarFigures } from './find-webinar-report';
import { loadWebinarForReport, webinarRegistrantsSql } from './webinar-people';
import { percent, rowsOf } from './report-kit';

/** GET /api/reporting/webinar-report/:id: the webinar, its live event, its attendance for the filters and the attendance rate per division. */
export async function getWebinarReport(options: { db: DbOrTx; organizationId: number; id: number; query: WebinarLearnersQuery }): Promise<WebinarReportDetail> {
  const { db, organizationId, id, query } = options;
  const w = await loadWebinarForReport(db, organizationId, id);
  const scope = { webinarId: id };
  const [figures, divisions] = await allQueries(
    db,
    () => webinarFigures(db, organizationId, scope, query),
    () =>
      db.execute(sql`select coalesce(l.division, 'No division') as division, count(*) filter (where l.status <> 'waiting')::int as registered,
          count(*) filter (where l.status = 'attended')::int as attended
        from ${webinarRegistrantsSql(organizationId, scope, query)} group by 1 having count(*) filter (where l.status <> 'waiting') > 0 order by 1`),
  );
  const attendance_by_division: ChartPoint[] = rowsOf<{ division: string; registered: number; attended: number }>(divisions).map((r) => ({
    label: r.division,
    value: percent(Number(r.attended), Number(r.registered)),
  }));
  return {
    id: w.id,
    title: w.title,
    category: w.category,
    status: w.status,
    start_at: w.startAt.toISOString(),
    end_at: w.endAt.toISOString(),
    live_event: w.eventId !== null && w.eventTitle !== null ? { id: w.eventId, title: w.eventTitle } : null,
    figures: figuresOf(figures, id, w.eventId !== null),
    attendance_by_division,
  };
}
