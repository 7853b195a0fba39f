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

const scopeSql = (s: CheckpointScope, checkpointId: SQL): SQL =>
  'checkpointId' in s
    ? sql`${checkpointId} = ${s.checkpointId}`
    : s.checkpointIds.length
      ? sql`${checkpointId} in (${sql.join(
          s.checkpointIds.map((i) => sql`${i}`),
          sql`, `,
        )})`
      : sql`false`;

/**
 * The final score of each (batch, learner, competency) of the scoped checkpoints that has an entry, with the required
 * level: one grouped pass over the score entries (not one lookup per learner), as a subquery to alias.
 */
function finalsSql(organizationId: number, scope: CheckpointScope): SQL {
  return sql`(select s.batch_id, s.user_id, s.competency_id, c.required_level,
      case when k.final_score = 'max_score' then max(s.level)
        else (array_agg(s.level order by s.scored_at desc, s.id desc))[1] end as level,
      max(s.scored_at) as last_at
    from ${checkpointScores} as s
    join ${checkpointCompetencies} as c on c.id = s.competency_id
    join ${checkpointBatches} as b on b.id = s.batch_id
    join ${checkpoints} as k on k.id = b.checkpoint_id
    where k.organization_id = ${organizationId} and ${scopeSql(scope, sql`b.checkpoint_id`)}
    group by s.batch_id, s.user_id, s.competency_id, c.required_level, k.final_score)`;
}

/**
 * Every counted invitation (one learner in one batch) of the scoped checkpoints, narrowed by the people filters (the
 * day they were invited, Jakarta's calendar; their division and company), with what their scores say, as a
 * subquery `l`: competencies (to meet), scored, met, average level, last scored, and the result.
 */
export function invitationsSql(organizationId: number, scope: CheckpointScope, f: PeopleFilter): SQL {
  const where = [
    sql`${checkpoints.organizationId} = ${organizationId}`,
    scopeSql(scope, sql`${checkpointBatches.checkpointId}`),
    ...peopleWhere(f, { divisionId: sql`${users.divisionId}`, companyId: sql`${users.companyId}` }, sql`${checkpointInvitees.invitedAt}`),
  ];
  const perInvitation = sql`(select fs.batch_id, fs.user_id, count(*) as scored, count(*) filter (where fs.level >= fs.required_level) as met,
      avg(fs.level) as average_level, max(fs.last_at) as last_scored_at
    from ${finalsSql(organizationId, scope)} as fs group by fs.batch_id, fs.user_id)`;
  const competencyCounts = sql`(select cc.checkpoint_id, count(*) as n from ${checkpointCompetencies} as cc group by cc.checkpoint_id)`;
  const inner = sql`select ${checkpointBatches.checkpointId} as checkpoint_id, ${checkpointInvitees.batchId} as batch_id,
      ${checkpointBatches.title} as batch, ${users.id} as user_id, ${users.fullName} as full_name, ${users.email} as email,
      ${divisions.name} as division, ${companies.name} as company, ${checkpointInvitees.invitedAt} as invited_at,
      coalesce(n.n, 0)::int as competencies,
      coalesce(f.scored, 0)::int as scored, coalesce(f.met, 0)::int as met, f.average_level::float8 as average_level, f.last_scored_at
    from ${checkpointInvitees}
    join ${checkpointBatches} on ${checkpointBatches.id} = ${checkpointInvitees.batchId}
    join ${checkpoints} on ${checkpoints.id} = ${checkpointBatches.checkpointId}
    join ${users} on ${users.id} = ${checkpointInvitees.userId}
    left join ${divisions} on ${divisions.id} = ${users.divisionId}
    left join ${companies} on ${companies.id} = ${users.companyId}
    left join ${competencyCounts} as n on n.checkpoint_id = ${checkpointBatches.checkpointId}
    left join ${perInvitation} as f on f.batch_id = ${checkpointInvitees.batchId} and f.user_id = ${checkpointInvitees.userId}
    where ${sql.join(where, sql` and `)}`;
  return sql`(select i.*, case when i.scored = 0 then 'not_assessed' when i.competencies > 0 and i.met >= i.competencies then 'met' else 'not_met' end as status
    from (${inner}) as i) as l`;
}

/**
 * The final scores of one checkpoint's counted invitations, one row per (batch, learner, competency) that has an
 * entry, as a subquery `fs` (competency_id, required_level, level): the per-competency figures and the score spread.
 */
export function checkpointFinalsSql(organizationId: number, checkpointId: number, f: PeopleFilter): SQL {
  const people = peopleWhere(f, { divisionId: sql`u.division_id`, companyId: sql`u.company_id` }, sql`i.invited_at`);
  return sql`(select x.competency_id, x.required_level, x.level from ${finalsSql(organizationId, { checkpointId })} as x
    join ${checkpointInvitees} as i on i.batch_id = x.batch_id and i.user_id = x.user_id
    join ${users} as u on u.id = i.user_id
    where ${sql.join([sql`true`, ...people], sql` and `)}) as fs`;
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
