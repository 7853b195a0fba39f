import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { placements } from '@/db/schema';
import { assignmentResults } from '@/db/schema/assignment';
import { emitLearningEvent } from '@/features/learning-events';
import { writeAudit } from '@/server/audit';
import { emitNotificationEvent } from '@/server/notification-events';
import { AppError } from '@/server/http/app-error';
import type { GradeInput } from '../schemas';
import { loadAssignment, passGradeOf } from './load';

const CHUNK = 2000;

/** passed when the score reaches the placement's pass grade, else not_passed (docs/decisions/0032). */
export const statusForScore = (score: number, passGrade: number) => (score >= passGrade ? 'passed' : 'not_passed');

/**
 * Grades one or many results in ONE transaction. An entry that carries the version it was based on and finds a
 * newer grade is refused (409, nothing written) unless it says overwrite: grades are never silently replaced.
 */
export async function gradeResults(options: {
  db: DbOrTx;
  organizationId: number;
  userId: number;
  id: number;
  input: GradeInput;
}): Promise<{ graded: number; unchanged: number }> {
  const { db, organizationId, userId, id } = options;
  const all = options.input.data;
  const seen = new Set<number>();
  for (const e of all) {
    if (seen.has(e.id)) throw new AppError('VALIDATION', `Result ${e.id} is listed twice.`);
    seen.add(e.id);
  }
  return db.transaction(async (tx) => {
    const assignment = await loadAssignment(tx, organizationId, id);
    const ids = all.map((e) => e.id);
    const current = new Map<number, { version: number; score: number | null; status: string; passGrade: number; userId: number; placementId: number }>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await tx
        .select({
          id: assignmentResults.id,
          version: assignmentResults.version,
          score: assignmentResults.score,
          status: assignmentResults.status,
          userId: assignmentResults.userId,
          placementId: assignmentResults.placementId,
          settings: placements.settings,
        })
        .from(assignmentResults)
        .innerJoin(placements, eq(placements.id, assignmentResults.placementId))
        .where(
          and(
            eq(assignmentResults.organizationId, organizationId),
            eq(assignmentResults.assignmentId, id),
            inArray(assignmentResults.id, ids.slice(i, i + CHUNK)),
          ),
        )
        .for('update', { of: assignmentResults });
      for (const r of rows)
        current.set(r.id, {
          version: r.version,
          score: r.score,
          status: r.status,
          passGrade: passGradeOf(r.settings),
          userId: r.userId,
          placementId: r.placementId,
        });
    }
    const missing = ids.filter((x) => !current.has(x));
    if (missing.length) throw new AppError('NOT_FOUND', `Result not found: ${missing.slice(0, 10).join(', ')}`);
    // A score equal to the stored one (with the status it already implies) changes nothing: it is not written,
    // so its version and Last Modified stay, and it cannot conflict (issue 13 item 6), whatever the client sent.
    const entries = all.filter((e) => {
      const c = current.get(e.id)!;
      return !(c.score !== null && c.score === e.score && c.status === statusForScore(e.score, c.passGrade));
    });
    const unchanged = all.length - entries.length;
    if (!entries.length) return { graded: 0, unchanged };
    const stale = entries.filter((e) => e.version !== undefined && e.version !== current.get(e.id)!.version && !e.overwrite);
    if (stale.length) {
      throw new AppError('CONFLICT', undefined, {
        details: stale.slice(0, 50).map((e) => ({ field: String(e.id), message: `The grade of result ${e.id} changed since you loaded it.` })),
      });
    }
    for (let i = 0; i < entries.length; i += CHUNK) {
      const chunk = entries.slice(i, i + CHUNK);
      const values = sql.join(
        chunk.map((e) => sql`(${e.id}::int, ${e.score}::float8, ${statusForScore(e.score, current.get(e.id)!.passGrade)}::text)`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${assignmentResults} r set score = v.score, status = v.status, version = r.version + 1,
          graded_at = now(), graded_by = ${userId}, updated_at = now()
        from (values ${values}) as v(id, score, status) where r.id = v.id`);
    }
    await writeAudit(tx, {
      organizationId,
      userId,
      action: entries.length > 1 ? 'grade-bulk' : 'grade',
      entity: 'assignment',
      entityId: id,
      before:
        entries.length <= 50
          ? entries.map((e) => ({ id: e.id, score: current.get(e.id)!.score, status: current.get(e.id)!.status }))
          : { count: entries.length },
      after:
        entries.length <= 50
          ? entries.map((e) => ({ id: e.id, score: e.score }))
          : { count: entries.length, ids: entries.slice(0, 1000).map((e) => e.id), unchanged },
    });
    // Graded: the notification area tells the learners (decision 0131), once per grade given (the result's version).
    await emitNotificationEvent(tx, {
      kind: 'assignment_graded',
      organizationId,
      userIds: entries.map((e) => current.get(e.id)!.userId),
      key: `assignment:${id}:${createHash('sha1')
        .update(entries.map((e) => `${e.id}.${current.get(e.id)!.version + 1}`).join(','))
        .digest('hex')}`,
      values: { assignment_title: assignment.title },
      valuesOf: Object.fromEntries(entries.map((e) => [current.get(e.id)!.userId, { score: String(e.score) }])),
      creatorId: assignment.createdBy,
    });
    // A grade may meet the course content the hand-in counts for (its pass grade, decision 0117): each graded learner's
    // learning event lets the course record its completion in this transaction, not at their next event (0153).
    for (const e of entries) {
      const c = current.get(e.id)!;
      await emitLearningEvent(tx, {
        kind: 'assignment_graded',
        organizationId,
        userId: c.userId,
        source: { type: 'assignment-placement', id: c.placementId },
        reason: `Graded the assignment ${assignment.title}`,
        at: new Date(),
      });
    }
    return { graded: entries.length, unchanged };
  });
}
