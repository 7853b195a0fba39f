import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { allQueries } from '@/db/all-queries';
import { users } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { programBatches, programBatchMembers, programs } from '@/db/schema/program';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { escapeLike } from '@/server/sql';
import type { PeopleFilter } from '../schemas';
import type { ProgramFigures, ProgramReportQuery, ProgramReportRow } from '../program-schemas';
import { programLearnersSql, programScopeSql, type ProgramScope } from './program-people';
import { everyRow, oneDecimal, peopleWhere, percent, rowsOf } from './report-kit';

const SORTS = ['title', 'level', 'status', 'created_at'] as const;
const SORT_COLUMNS = { title: programs.title, level: programs.level, status: programs.status, created_at: programs.createdAt };

function programWhere(organizationId: number, q: ProgramReportQuery): SQL | undefined {
  return and(
    eq(programs.organizationId, organizationId),
    q.keyword ? ilike(programs.title, `%${escapeLike(q.keyword)}%`) : undefined,
    q.category_id ? eq(programs.categoryId, q.category_id) : undefined,
    q.level ? eq(programs.level, q.level as 'fundamental') : undefined,
    q.status ? eq(programs.status, q.status as 'draft') : undefined,
  );
}

export const NO_PROGRAM_FIGURES: ProgramFigures = { batches: 0, invited: 0, waiting: 0, completed: 0, completion_rate: 0, average_score: null };

/**
 * Each scoped program's figures for the people filters: its batches (all of them), the people invited and waiting,
 * completions, the completion rate (completed / invited) and the average score (the mean of the learners' averages),
 * in three statements for the whole scope.
 */
export async function programFigures(db: DbOrTx, organizationId: number, scope: ProgramScope, f: PeopleFilter): Promise<Map<number, ProgramFigures>> {
  const learners = await programLearnersSql(organizationId, scope, f);
  const [invited, waiting, batchCounts] = await allQueries(
    db,
    () =>
      db.execute(sql`select l.program_id, count(*)::int as invited, count(*) filter (where l.status = 'completed')::int as completed,
        avg(l.average_score) as average from ${learners} group by l.program_id`),
    () =>
      db
        .select({ programId: programBatchMembers.programId, n: count() })
        .from(programBatchMembers)
        .innerJoin(users, eq(users.id, programBatchMembers.userId))
        .where(
          and(
            eq(programBatchMembers.status, 'waiting'),
            programScopeSql(scope, sql`${programBatchMembers.programId}`),
            ...peopleWhere(f, { divisionId: sql`${users.divisionId}`, companyId: sql`${users.companyId}` }, sql`${programBatchMembers.addedAt}`),
          ),
        )
        .groupBy(programBatchMembers.programId),
    () =>
      db
        .select({ programId: programBatches.programId, n: count() })
        .from(programBatches)
        .where(and(eq(programBatches.organizationId, organizationId), programScopeSql(scope, sql`${programBatches.programId}`)))
        .groupBy(programBatches.programId),
  );
  const figures = new Map<number, ProgramFigures>();
  const of = (id: number) => figures.get(id) ?? figures.set(id, { ...NO_PROGRAM_FIGURES }).get(id)!;
  for (const b of batchCounts) of(b.programId).batches = Number(b.n);
  for (const w of waiting) of(w.programId).waiting = Number(w.n);
  for (const r of rowsOf<{ program_id: number; invited: number; completed: number; average: string | number | null }>(invited)) {
    const x = of(Number(r.program_id));
    x.invited = Number(r.invited);
    x.completed = Number(r.completed);
    x.completion_rate = percent(x.completed, x.invited);
    x.average_score = oneDecimal(r.average);
  }
  return figures;
}

/** One page of the report: the programs as sorted and filtered, with their figures read for the page at once. */
async function reportPage(db: DbOrTx, organizationId: number, q: ProgramReportQuery, limit: number, offset: number) {
  const where = programWhere(organizationId, q);
  const sort = readSort(q, SORTS, { column: 'created_at', direction: 'desc' });
  const order = sort.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select({
          id: programs.id,
          title: programs.title,
          level: programs.level,
          status: programs.status,
          createdAt: programs.createdAt,
          category: categories.name,
        })
        .from(programs)
        .leftJoin(categories, eq(categories.id, programs.categoryId))
        .where(where)
        .orderBy(order(SORT_COLUMNS[sort.column]), order(programs.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(programs).where(where),
  );
  const figures = await programFigures(db, organizationId, { programIds: rows.map((r) => r.id) }, q);
  const results: ProgramReportRow[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    category: r.category,
    level: r.level,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    ...(figures.get(r.id) ?? NO_PROGRAM_FIGURES),
  }));
  return { results, total };
}

/**
 * GET /api/reporting/program-report: the organisation's programs, 10 a page, each with its batches, the people invited
 * and waiting, completions, completion rate and average score read from the learners' results (decision 0155).
 */
export async function findProgramReport(options: { db: DbOrTx; organizationId: number; query: ProgramReportQuery }): Promise<ListResult<ProgramReportRow>> {
  const { db, organizationId, query } = options;
  const { results, total } = await reportPage(db, organizationId, query, query.page_size, (query.page - 1) * query.page_size);
  return paginate(results, total, query.page, query.page_size);
}

/** Every program of the filtered report in the list's order, a chunk at a time (the download). */
export const allProgramReportRows = (db: DbOrTx, organizationId: number, query: ProgramReportQuery) =>
  everyRow(async (limit, offset) => (await reportPage(db, organizationId, query, limit, offset)).results, 200);
