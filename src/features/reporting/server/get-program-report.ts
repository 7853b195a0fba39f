import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { allQueries } from '@/db/all-queries';
import { batches, companies } from '@/db/schema';
import { programBatches } from '@/db/schema/program';
import { DEFAULT_REPORT_TZ, formatDate } from '@/lib/format';
import type { ChartPoint } from '../schemas';
import type { ProgramLearnersQuery, ProgramReportDetail } from '../program-schemas';
import { programFigures, NO_PROGRAM_FIGURES } from './find-program-report';
import { loadProgramForReport, programLearnersSql } from './program-people';
import { percent, rowsOf } from './report-kit';

type BatchRaw = { id: number; title: string; company: string | null; invited: number | null; completed: number | null };

/** GET /api/reporting/program-report/:id: the program, its figures for the filters, completion per batch and completions by week. */
export async function getProgramReport(options: { db: DbOrTx; organizationId: number; id: number; query: ProgramLearnersQuery }): Promise<ProgramReportDetail> {
  const { db, organizationId, id, query } = options;
  const program = await loadProgramForReport(db, organizationId, id);
  const scope = { programId: id };
  const learners = await programLearnersSql(organizationId, scope, query);
  const week = sql`to_char(date_trunc('week', l.completed_at at time zone ${DEFAULT_REPORT_TZ}), 'YYYY-MM-DD')`;
  const [figures, perBatch, weeks] = await allQueries(
    db,
    () => programFigures(db, organizationId, scope, query),
    () =>
      db.execute(sql`select ${batches.id} as id, ${batches.title} as title, ${companies.name} as company,
          x.invited, x.completed
        from ${programBatches} join ${batches} on ${batches.id} = ${programBatches.batchId}
        left join ${companies} on ${companies.id} = ${programBatches.companyId}
        left join (select l.batch_id, count(*)::int as invited,
            count(*) filter (where l.status = 'completed')::int as completed from ${learners} group by l.batch_id) as x on x.batch_id = ${batches.id}
        where ${programBatches.programId} = ${id} and ${programBatches.organizationId} = ${organizationId}
        order by ${batches.startsAt} asc nulls last, ${batches.id} asc`),
    // By position: the zone is a parameter, and a parameter twice is two expressions to PostgreSQL's GROUP BY.
    () => db.execute(sql`select ${week} as week, count(*)::int as n from ${learners} where l.completed_at is not null group by 1 order by 1`),
  );
  let running = 0;
  const completion_over_time: ChartPoint[] = rowsOf<{ week: string; n: number }>(weeks).map((r) => ({
    label: formatDate(`${r.week}T12:00:00+07:00`, 'DD/MM/YYYY'),
    value: (running += Number(r.n)),
  }));
  return {
    id: program.id,
    title: program.title,
    category: program.category,
    level: program.level,
    status: program.status,
    figures: figures.get(id) ?? NO_PROGRAM_FIGURES,
    batches: rowsOf<BatchRaw>(perBatch).map((b) => ({
      id: Number(b.id),
      title: b.title,
      company: b.company,
      invited: Number(b.invited ?? 0),
      completed: Number(b.completed ?? 0),
      completion_rate: percent(Number(b.completed ?? 0), Number(b.invited ?? 0)),
    })),
    completion_over_time,
  };
}
