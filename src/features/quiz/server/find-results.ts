import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { quizAttempts, quizResults } from '@/db/schema/quiz';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { RESULT_SORT_COLUMNS, type ResultRowView, type ResultsQuery } from '../schemas';
import { reportScope } from './report-scope';
import { resultFilters, resultsFrom } from './results-query';
import { allQueries } from '@/db/all-queries';

// Name, score and status sort along quiz_results' (placement, …) indexes; NIK needs the users join.
const SORT = { name: quizResults.sortName, nik: users.nik, score: quizResults.score, retake: quizResults.attempts, status: quizResults.status } as const;

/** One page of the roster with each participant's maintained result and finished attempts. */
export async function findResults(options: { db: DbOrTx; organizationId: number; quizId: number; query: ResultsQuery }): Promise<ListResult<ResultRowView>> {
  const { db, organizationId, quizId, query } = options;
  const { placementIds } = await reportScope(db, organizationId, quizId, query);
  const sort = readSort(query, RESULT_SORT_COLUMNS, { column: 'name', direction: 'asc' });
  const dir = sort.direction === 'asc' ? asc : desc;
  const { where, needsUsers } = resultFilters(placementIds, query);
  const fields = {
    userId: quizResults.userId,
    placementId: quizResults.placementId,
    name: users.fullName,
    email: users.email,
    nik: users.nik,
    position: users.position,
    image: users.picture,
    score: quizResults.score,
    retake: quizResults.attempts,
    status: quizResults.status,
  };
  type Row = {
    userId: number;
    placementId: number;
    name: string;
    email: string;
    nik: string | null;
    position: string | null;
    image: string | null;
    score: number;
    retake: number;
    status: string;
    total?: number;
  };
  const countAll = () =>
    (needsUsers
      ? db.select({ total: count() }).from(quizResults).innerJoin(users, eq(users.id, quizResults.userId)).where(where)
      : db.select({ total: count() }).from(quizResults).where(where)
    ).then(([r]) => Number(r.total));
  // A people search scans users once: the page carries its total (count over the window) instead of a second scan.
  const page = () =>
    resultsFrom(db, needsUsers ? { ...fields, total: sql<number>`count(*) over ()` } : fields)
      .where(where)
      .orderBy(dir(SORT[sort.column]), dir(quizResults.userId), asc(quizResults.placementId))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size) as unknown as Promise<Row[]>;
  // Without a people search or an NIK sort, the page is cut from quiz_results alone along its (placement, sort)
  // index and only its rows are joined to users: a deep page (500 of 1,000) then reads 5,000 index entries, not
  // 5,000 joined rows.
  const deferredPage = async () => {
    const keys = await db
      .select({ userId: quizResults.userId, placementId: quizResults.placementId })
      .from(quizResults)
      .where(where)
      .orderBy(dir(SORT[sort.column as Exclude<keyof typeof SORT, 'nik'>]), dir(quizResults.userId), asc(quizResults.placementId))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size);
    if (!keys.length) return [] as Row[];
    const found = (await resultsFrom(db, fields).where(
      and(
        inArray(
          quizResults.userId,
          keys.map((k) => k.userId),
        ),
        inArray(quizResults.placementId, [...new Set(keys.map((k) => k.placementId))]),
      ),
    )) as unknown as Row[];
    const byKey = new Map(found.map((r) => [`${r.userId}:${r.placementId}`, r]));
    return keys.map((k) => byKey.get(`${k.userId}:${k.placementId}`)).filter((r): r is Row => r !== undefined);
  };
  const pageQuery = needsUsers || sort.column === 'nik' ? page : deferredPage;
  const [rows, counted] = await allQueries(
    db,
    () => pageQuery(),
    () => (needsUsers ? Promise.resolve(null) : countAll()),
  );
  const total = counted ?? (rows.length ? Number(rows[0].total) : await countAll());
  const attempts = rows.length
    ? await db
        .select()
        .from(quizAttempts)
        .where(
          and(
            inArray(quizAttempts.placementId, [...new Set(rows.map((r) => r.placementId))]),
            inArray(
              quizAttempts.userId,
              rows.map((r) => r.userId),
            ),
            sql`${quizAttempts.status} <> 'in_progress'`,
          ),
        )
        .orderBy(asc(quizAttempts.retake))
    : [];
  return paginate(
    rows.map((r) => ({
      id: r.userId,
      placement_id: r.placementId,
      name: r.name,
      email: r.email,
      nik: r.nik,
      position: r.position,
      image: r.image,
      score: Number(r.score),
      retake: Number(r.retake),
      status: r.status,
      attempts: attempts
        .filter((a) => a.userId === r.userId && a.placementId === r.placementId)
        .map((a) => ({ id: a.id, retake: a.retake, start_at: a.startedAt.toISOString(), score: a.score, status: a.status, quiz_version: a.quizVersion })),
    })),
    Number(total),
    query.page,
    query.page_size,
  );
}
