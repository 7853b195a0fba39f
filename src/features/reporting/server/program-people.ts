import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batches, companies, divisions, placements, users } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { programBatches, programBatchMembers, programs } from '@/db/schema/program';
import { declaredContents } from '@/features/contents';
import { AppError } from '@/server/http/app-error';
import { reportingMessages as M } from '../messages';
import type { PeopleFilter } from '../schemas';
import { peopleWhere } from './report-kit';

/**
 * The program report reads the program area's tables (decisions 0146, 0147) through its own SQL, as the course and
 * checkpoint reports read theirs (0135, 0142). Who counts: the people *invited* to a program batch (holding a seat;
 * the waiting list is counted apart). What they are measured on: the contents placed in their own batch that keep a
 * result by placement (quizzes, LIM surveys, assignments); a presence placed in a program has no schedule to check
 * in at (0146), so it is left out rather than counted as never met. A content is met by a finished attempt or a
 * hand-in scoring at least the placement's pass grade where it has one; a learner completes the program when every
 * counted content of their batch is met (decision 0155).
 */

/** Narrows a report to one program, or to the programs of a page. */
export type ProgramScope = { programId: number } | { programIds: number[] };

const idList = (ids: number[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

export const programScopeSql = (s: ProgramScope, programId: SQL): SQL =>
  'programId' in s ? sql`${programId} = ${s.programId}` : s.programIds.length ? sql`${programId} in (${idList(s.programIds)})` : sql`false`;

/** The scoped programs' batches (of the organisation) as a subquery `sb` (batch_id, program_id). */
const scopedBatches = (organizationId: number, scope: ProgramScope) =>
  sql`(select ${programBatches.batchId} as batch_id, ${programBatches.programId} as program_id from ${programBatches}
    where ${programBatches.organizationId} = ${organizationId} and ${programScopeSql(scope, sql`${programBatches.programId}`)})`;

/**
 * Per (batch, learner, placement) of the scoped programs that has a result: when it was first met (null: not yet) and
 * the best finished score, over every declared activity kept by placement, as a subquery `r`.
 */
async function resultsSql(organizationId: number, scope: ProgramScope): Promise<SQL> {
  const kinds = (await declaredContents()).activities().filter((k) => k.placementId);
  if (!kinds.length)
    return sql`(select null::int as batch_id, null::int as user_id, null::int as placement_id, null::timestamptz as met_at, null::float8 as best where false) as r`;
  const union = sql.join(
    kinds.map((t) => {
      const score = t.score ?? sql`null`;
      const grade = sql`(${placements.settings} ->> 'pass_grade')::double precision`;
      return sql`select ${placements.batchId} as batch_id, ${t.userId} as user_id, ${placements.id} as placement_id,
          min(${t.finishedAt}) filter (where ${t.finishedAt} is not null and (${grade} is null or ${score} >= ${grade})) as met_at,
          max(${score}::double precision) filter (where ${t.finishedAt} is not null) as best
        from ${t.table} join ${placements} on ${placements.id} = ${t.placementId}
        join ${scopedBatches(organizationId, scope)} as sb on sb.batch_id = ${placements.batchId}
        where ${placements.contentType} = ${t.kind}
        group by ${placements.batchId}, ${t.userId}, ${placements.id}`;
    }),
    sql` union all `,
  );
  return sql`(${union}) as r`;
}

/** How many contents each scoped batch counts, as a subquery `n` (batch_id, n). */
async function countedSql(organizationId: number, scope: ProgramScope): Promise<SQL> {
  const kinds = (await declaredContents())
    .activities()
    .filter((k) => k.placementId)
    .map((k) => k.kind);
  const types = kinds.length
    ? sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )
    : sql`null`;
  return sql`(select ${placements.batchId} as batch_id, count(*)::int as n from ${placements}
    join ${scopedBatches(organizationId, scope)} as sb on sb.batch_id = ${placements.batchId}
    where ${placements.contentType} in (${types}) group by ${placements.batchId}) as n`;
}

/**
 * Every invited learner of the scoped programs (one per program: a person is in one batch of a program), narrowed by
 * the people filters (the day they were added to the batch, Jakarta's calendar; division; company), with what their
 * results say, as a subquery `l`: contents (to meet), met, average score, began, completed at, and the status.
 */
export async function programLearnersSql(organizationId: number, scope: ProgramScope, f: PeopleFilter): Promise<SQL> {
  const [results, counted] = [await resultsSql(organizationId, scope), await countedSql(organizationId, scope)];
  const where = [
    sql`${programBatchMembers.status} = 'invited'`,
    sql`${programs.organizationId} = ${organizationId}`,
    programScopeSql(scope, sql`${programBatchMembers.programId}`),
    ...peopleWhere(f, { divisionId: sql`${users.divisionId}`, companyId: sql`${users.companyId}` }, sql`${programBatchMembers.addedAt}`),
  ];
  const perLearner = sql`(select r.batch_id, r.user_id, count(r.met_at)::int as met, max(r.met_at) as last_met_at, avg(r.best) as score
    from ${results} group by r.batch_id, r.user_id)`;
  const inner = sql`select ${programBatchMembers.programId} as program_id, ${programBatchMembers.batchId} as batch_id, ${batches.title} as batch,
      ${users.id} as user_id, ${users.fullName} as full_name, ${users.email} as email, ${divisions.name} as division, ${companies.name} as company,
      ${programBatchMembers.addedAt} as invited_at, coalesce(n.n, 0)::int as contents, coalesce(p.met, 0)::int as met,
      p.score::float8 as average_score, p.batch_id is not null as began,
      case when coalesce(n.n, 0) > 0 and coalesce(p.met, 0) >= n.n then p.last_met_at end as completed_at
    from ${programBatchMembers}
    join ${programs} on ${programs.id} = ${programBatchMembers.programId}
    join ${batches} on ${batches.id} = ${programBatchMembers.batchId}
    join ${users} on ${users.id} = ${programBatchMembers.userId}
    left join ${divisions} on ${divisions.id} = ${users.divisionId}
    left join ${companies} on ${companies.id} = ${users.companyId}
    left join ${counted} on n.batch_id = ${programBatchMembers.batchId}
    left join ${perLearner} as p on p.batch_id = ${programBatchMembers.batchId} and p.user_id = ${programBatchMembers.userId}
    where ${sql.join(where, sql` and `)}`;
  return sql`(select i.*, case when i.contents > 0 then round(100.0 * least(i.met, i.contents) / i.contents, 1)::float8 else 0 end as progress,
      case when i.completed_at is not null then 'completed' when i.began or i.met > 0 then 'in_progress' else 'not_started' end as status
    from (${inner}) as i) as l`;
}

/** One program of the organisation with its category; another organisation's is a 404. */
export async function loadProgramForReport(db: DbOrTx, organizationId: number, id: number) {
  const [row] = await db
    .select({ id: programs.id, title: programs.title, status: programs.status, level: programs.level, category: categories.name })
    .from(programs)
    .leftJoin(categories, eq(categories.id, programs.categoryId))
    .where(and(eq(programs.id, id), eq(programs.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.programNotFound);
  return row;
}
