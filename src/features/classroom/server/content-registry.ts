import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { assignments } from '@/db/schema/assignment';
import { presences } from '@/db/schema/presence';
import { quizzes } from '@/db/schema/quiz';
import { paginate, type ListResult } from '@/lib/list';
import { escapeLike } from '@/server/sql';
import type { ContentType, PickItem } from '../schemas';

interface ContentSource {
  table: PgTable;
  id: PgColumn;
  title: PgColumn;
  organizationId: PgColumn;
  /** Only these rows may be placed (a quiz, not a LIM survey: LIM has its own course content types). */
  extra?: SQL;
}

/**
 * What a classroom session may hold, type → where its items live (docs/decisions/0087). The merger adds the
 * parallel areas' types here (video, podcast, pdf, …) once their tables are on main; placements.ts only knows
 * quiz, presence and assignment today.
 */
const SOURCES: Record<ContentType, ContentSource> = {
  quiz: { table: quizzes, id: quizzes.id, title: quizzes.title, organizationId: quizzes.organizationId, extra: eq(quizzes.type, 'quiz') },
  presence: { table: presences, id: presences.id, title: presences.title, organizationId: presences.organizationId },
  assignment: { table: assignments, id: assignments.id, title: assignments.title, organizationId: assignments.organizationId },
};

/** GET /cms/classroom-settings?type&keyword: one page of the organisation's items of a type, by title. */
export async function findPickItems(options: {
  db: DbOrTx;
  organizationId: number;
  query: { type: ContentType; keyword?: string; page: number; page_size: number };
}): Promise<ListResult<PickItem>> {
  const { db, organizationId, query } = options;
  const s = SOURCES[query.type];
  const where = and(eq(s.organizationId, organizationId), s.extra, query.keyword ? ilike(s.title, `%${escapeLike(query.keyword)}%`) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: s.id, title: s.title })
      .from(s.table)
      .where(where)
      .orderBy(asc(s.title), asc(s.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(s.table).where(where),
  ]);
  return paginate(
    rows.map((r) => ({ id: r.id as number, title: r.title as string, type: query.type })),
    total,
    query.page,
    query.page_size,
  );
}

/** Titles of the organisation's items, by type and id; an id missing from the answer is not the organisation's. */
export async function contentTitles(db: DbOrTx, organizationId: number, refs: { type: ContentType; id: number }[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const type of Object.keys(SOURCES) as ContentType[]) {
    const ids = [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
    if (!ids.length) continue;
    const s = SOURCES[type];
    const rows = await db
      .select({ id: s.id, title: s.title })
      .from(s.table)
      .where(and(eq(s.organizationId, organizationId), inArray(s.id, ids), s.extra));
    for (const r of rows) out.set(`${type}:${r.id}`, r.title as string);
  }
  return out;
}
