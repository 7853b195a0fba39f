import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies, divisions, users } from '@/db/schema';
import { checkpointBatches, checkpointCompetencies, checkpointInvitees, checkpoints, checkpointScores } from '@/db/schema/checkpoint';
import { AppError } from '@/server/http/app-error';
import { reportingMessages as M } from '../messages';
import type { PeopleFilter } from '../schemas';
import { peopleWhere } from './report-kit';

/**
 * The checkpoint report reads the checkpoint area's tables (decision 0123: scores are kept, never overwritten) through
 * its own SQL, as the course report reads the courses' (decision 0135). A learner's *final score* on a competency is
 * the checkpoint's rule: the last entry (`last_score`) or the highest (`max_score`); it meets the competency at the
 * required level or above; the learner meets the checkpoint when every competency is met (decision 0142).
 */

/** Narrows a report to one checkpoint, or to the checkpoints of a page. */
export type CheckpointScope = { checkpointId: number } | { checkpointIds: number[] };

const scopeSql = (s: CheckpointScope): SQL =>
  'checkpointId' in s
    ? sql`${checkpointBatches.checkpointId} = ${s.checkpointId}`
    : s.checkpointIds.length
      ? sql`${checkpointBatches.checkpointId} in (${sql.join(
          s.checkpointIds.map((i) => sql`${i}`),
          sql`, `,
        )})`
      : sql`false`;

/** The final score of each (batch, learner, competency) that has an entry: one row each, with the required level. */
function finalsSql(batchId: SQL, userId: SQL): SQL {
  const final = sql`case when ${checkpoints.finalScore} = 'max_score' then max(${checkpointScores.level})
    else (array_agg(${checkpointScores.level} order by ${checkpointScores.scoredAt} desc, ${checkpointScores.id} desc))[1] end`;
  return sql`select ${checkpointScores.competencyId} as competency_id, ${checkpointCompetencies.requiredLevel} as required_level,
      ${final} as level, max(${checkpointScores.scoredAt}) as last_at
    from ${checkpointScores}
    join ${checkpointCompetencies} on ${checkpointCompetencies.id} = ${checkpointScores.competencyId}
    where ${checkpointScores.batchId} = ${batchId} and ${checkpointScores.userId} = ${userId}
    group by ${checkpointScores.competencyId}, ${checkpointCompetencies.requiredLevel}`;
}

/**
 * Every counted invitation (one learner in one batch) of the scoped checkpoints, narrowed by the people filters (the
 * day they were invited, Jakarta's calendar; their division and company), with what their scores say, as a
 * subquery `l`: competencies (to meet), scored, met, average level, last scored, and the result.
 */
export function invitationsSql(organizationId: number, scope: CheckpointScope, f: PeopleFilter): SQL {
  const where = [
    sql`${checkpoints.organizationId} = ${organizationId}`,
    scopeSql(scope),
    ...peopleWhere(f, { divisionId: sql`${users.divisionId}`, companyId: sql`${users.companyId}` }, sql`${checkpointInvitees.invitedAt}`),
  ];
  const inner = sql`select ${checkpointBatches.checkpointId} as checkpoint_id, ${checkpointInvitees.batchId} as batch_id,
      ${checkpointBatches.title} as batch, ${users.id} as user_id, ${users.fullName} as full_name, ${users.email} as email,
      ${divisions.name} as division, ${companies.name} as company, ${checkpointInvitees.invitedAt} as invited_at,
      (select count(*) from ${checkpointCompetencies} where ${checkpointCompetencies.checkpointId} = ${checkpointBatches.checkpointId})::int as competencies,
      coalesce(f.scored, 0)::int as scored, coalesce(f.met, 0)::int as met, f.average_level::float8 as average_level, f.last_scored_at
    from ${checkpointInvitees}
    join ${checkpointBatches} on ${checkpointBatches.id} = ${checkpointInvitees.batchId}
    join ${checkpoints} on ${checkpoints.id} = ${checkpointBatches.checkpointId}
    join ${users} on ${users.id} = ${checkpointInvitees.userId}
    left join ${divisions} on ${divisions.id} = ${users.divisionId}
    left join ${companies} on ${companies.id} = ${users.companyId}
    left join lateral (
      select count(*) as scored, count(*) filter (where fs.level >= fs.required_level) as met, avg(fs.level) as average_level, max(fs.last_at) as last_scored_at
      from (${finalsSql(sql`${checkpointInvitees.batchId}`, sql`${checkpointInvitees.userId}`)}) as fs
    ) as f on true
    where ${sql.join(where, sql` and `)}`;
  return sql`(select i.*, case when i.scored = 0 then 'not_assessed' when i.competencies > 0 and i.met >= i.competencies then 'met' else 'not_met' end as status
    from (${inner}) as i) as l`;
}

/**
 * The final scores of one checkpoint's counted invitations, one row per (batch, learner, competency) that has an
 * entry, as a subquery `fs` (competency_id, required_level, level): the per-competency figures and the score spread.
 */
export function checkpointFinalsSql(organizationId: number, checkpointId: number, f: PeopleFilter): SQL {
  const where = [
    sql`${checkpoints.organizationId} = ${organizationId}`,
    sql`${checkpointBatches.checkpointId} = ${checkpointId}`,
    ...peopleWhere(f, { divisionId: sql`${users.divisionId}`, companyId: sql`${users.companyId}` }, sql`${checkpointInvitees.invitedAt}`),
  ];
  return sql`(select x.* from ${checkpointInvitees}
    join ${checkpointBatches} on ${checkpointBatches.id} = ${checkpointInvitees.batchId}
    join ${checkpoints} on ${checkpoints.id} = ${checkpointBatches.checkpointId}
    join ${users} on ${users.id} = ${checkpointInvitees.userId}
    cross join lateral (${finalsSql(sql`${checkpointInvitees.batchId}`, sql`${checkpointInvitees.userId}`)}) as x
    where ${sql.join(where, sql` and `)}) as fs`;
}

/** One checkpoint of the organisation; another organisation's is a 404. */
export async function loadCheckpointForReport(db: DbOrTx, organizationId: number, id: number) {
  const [row] = await db
    .select({ id: checkpoints.id, title: checkpoints.title, status: checkpoints.status, finalScore: checkpoints.finalScore })
    .from(checkpoints)
    .where(and(eq(checkpoints.id, id), eq(checkpoints.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.checkpointNotFound);
  return row;
}
