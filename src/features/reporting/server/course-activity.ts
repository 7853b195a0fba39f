import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { schedules } from '@/db/schema';
import { recordedCourseContents, type KindContents } from '@/features/course-measure';
import { anyActivityOn, metCount } from '@/server/learner-activity';

/**
 * What a course's learners are measured on, read from its contents as the course's own Participants tab reads them
 * (docs/decisions/0117): the recorded contents (quizzes, surveys, assignments, presences) whose required ones count
 * toward completion (all of them when none is required), by activity kind, and how many there are to meet.
 */
export interface CourseMeasure {
  batchId: number;
  counted: KindContents[];
  all: KindContents[];
  size: number;
}

export async function courseMeasure(db: DbOrTx, course: { id: number; batchId: number }): Promise<CourseMeasure> {
  return { batchId: course.batchId, ...(await recordedCourseContents(db, course.id)) };
}

/** How many counted contents a learner has met (the course's own rule, src/server/learner-activity.ts). */
export function metSql(m: CourseMeasure, userId: PgColumn | SQL): SQL<number> {
  if (!m.counted.length) return sql<number>`0`;
  return sql.join(
    m.counted.map((k) => metCount(k.kind, k.contents, userId, m.batchId)),
    sql` + `,
  ) as SQL<number>;
}

/** Whether a learner did anything on the course's recorded contents. */
export function beganSql(m: CourseMeasure, userId: PgColumn | SQL): SQL<boolean> {
  if (!m.all.length) return sql<boolean>`false`;
  return sql.join(
    m.all.map((k) => anyActivityOn(k.kind, k.contents, userId, m.batchId)),
    sql` or `,
  ) as SQL<boolean>;
}

/** The first moment each counted content was met by a learner: one row (key, at) per met content. */
function firstMetRows(k: KindContents, userId: PgColumn | SQL, batchId: number): SQL {
  const t = k.kind;
  if (t.placementId) {
    const values = sql.join(
      k.contents.map((c) => sql`(${c.placementId}::integer, ${c.passGrade}::double precision)`),
      sql`, `,
    );
    const score = t.score ?? sql`null`;
    return sql`select ${t.kind} || ':' || ${t.placementId} as k, min(${t.finishedAt}) as at from ${t.table}
      join (values ${values}) as v(placement_id, pass_grade) on v.placement_id = ${t.placementId}
      where ${t.userId} = ${userId} and ${t.finishedAt} is not null and (v.pass_grade is null or ${score} >= v.pass_grade)
      group by ${t.placementId}`;
  }
  if (!t.scheduleId) return sql`select null::text as k, null::timestamptz as at where false`;
  const ids = [...new Set(k.contents.map((c) => c.itemId))];
  return sql`select ${t.kind} || ':' || ${t.itemId} as k, min(${t.finishedAt}) as at from ${t.table}
    join ${schedules} on ${schedules.id} = ${t.scheduleId}
    where ${schedules.batchId} = ${batchId} and ${t.userId} = ${userId} and ${inArray(t.itemId, ids)} and ${t.finishedAt} is not null
    group by ${t.itemId}`;
}

/**
 * When a learner completed the course: the moment the last of its counted contents was first met (a hand-in graded
 * later counts from its hand-in); null until every one is met.
 */
export function completedAtSql(m: CourseMeasure, userId: PgColumn | SQL): SQL<string | null> {
  if (!m.counted.length || !m.size) return sql<null>`null::timestamptz`;
  const union = sql.join(
    m.counted.map((k) => firstMetRows(k, userId, m.batchId)),
    sql` union all `,
  );
  return sql<string | null>`(select case when count(*) >= ${m.size} then max(at) end from (${union}) as met)`;
}

/**
 * A learner's average score over the course's scored contents: the best finished score of each (a quiz attempt, a
 * graded submission), averaged; null when nothing is scored yet.
 */
export function averageScoreSql(m: CourseMeasure, userId: PgColumn | SQL): SQL<number | null> {
  const scored = m.all.filter((k) => k.kind.placementId && k.kind.score);
  if (!scored.length) return sql<null>`null::double precision`;
  const union = sql.join(
    scored.map((k) => {
      const t = k.kind;
      const ids = k.contents.map((c) => c.placementId ?? 0);
      return sql`select max(${t.score})::double precision as best from ${t.table}
        where ${t.userId} = ${userId} and ${inArray(t.placementId!, ids)} and ${t.finishedAt} is not null and ${t.score} is not null
        group by ${t.placementId}`;
    }),
    sql` union all `,
  );
  return sql<number | null>`(select avg(best) from (${union}) as scored)`;
}
