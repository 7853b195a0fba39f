import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { allQueries } from '@/db/all-queries';
import { checkpointCompetencies } from '@/db/schema/checkpoint';
import { LEVEL_LABELS } from '../messages';
import type { CheckpointLearnersQuery, CheckpointReportDetail, ChartPoint } from '../schemas';
import { checkpointFinalsSql, loadCheckpointForReport } from './checkpoint-people';
import { checkpointFigures, NO_FIGURES } from './find-checkpoint-report';
import { percent, rowsOf } from './report-kit';

type CompetencyRaw = { id: number; code: string; name: string; required_level: number; assessed: number; met: number };

/** GET /api/reporting/checkpoint-report/:id: the checkpoint, its figures, the met rate per competency and the spread of final scores. */
export async function getCheckpointReport(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  query: CheckpointLearnersQuery;
}): Promise<CheckpointReportDetail> {
  const { db, organizationId, id, query } = options;
  const checkpoint = await loadCheckpointForReport(db, organizationId, id);
  const finals = () => checkpointFinalsSql(organizationId, id, query);
  const [figures, perCompetency, levels] = await allQueries(
    db,
    () => checkpointFigures(db, organizationId, { checkpointId: id }, query),
    () =>
      db.execute(sql`select c.id, c.code, c.name, c.required_level::int as required_level,
          count(fs.level)::int as assessed, count(*) filter (where fs.level >= c.required_level)::int as met
        from ${checkpointCompetencies} as c left join ${finals()} on fs.competency_id = c.id
        where c.checkpoint_id = ${id} group by c.id order by c.position`),
    () => db.execute(sql`select fs.level::int as level, count(*)::int as n from ${finals()} group by fs.level`),
  );
  const counts = rowsOf<{ level: number; n: number }>(levels);
  const score_distribution: ChartPoint[] = LEVEL_LABELS.map((label, level) => ({
    label,
    value: Number(counts.find((r) => Number(r.level) === level)?.n ?? 0),
  }));
  const competencies = rowsOf<CompetencyRaw>(perCompetency).map((r) => ({
    id: Number(r.id),
    code: r.code,
    name: r.name,
    required_level: Number(r.required_level),
    assessed: Number(r.assessed),
    met: Number(r.met),
    met_rate: percent(Number(r.met), Number(r.assessed)),
  }));
  return {
    id: checkpoint.id,
    title: checkpoint.title,
    status: checkpoint.status,
    final_score: checkpoint.finalScore,
    figures: figures.get(id) ?? NO_FIGURES,
    competencies,
    score_distribution,
  };
}
