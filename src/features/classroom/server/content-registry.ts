import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { assignments } from '@/db/schema/assignment';
import { presences } from '@/db/schema/presence';
import { quizzes } from '@/db/schema/quiz';
import { paginate, type ListResult } from '@/lib/list';
import { LIM_CONTENT_TYPES } from '@/lib/content-types';
import { escapeLike } from '@/server/sql';
import type { ContentType, PickItem } from '../schemas';

const isLimType = (t: string): t is (typeof LIM_CONTENT_TYPES)[number] => (LIM_CONTENT_TYPES as readonly string[]).includes(t);

interface ContentSource {
  table: PgTable;
  id: PgColumn;
  title: PgColumn;
  organizationId: PgColumn;
  /** Only these rows may be placed as the type (a quiz is not a LIM survey: each LIM type picks its own). */
  extra?: SQL;
}

/** A LIM survey type: the quizzes of type lim of that question type (spec 001: lim1, lim2, lim3), as the course picks them. */
const limSource = (type: 'lim1' | 'lim2' | 'lim3'): ContentSource => ({
  table: quizzes,
  id: quizzes.id,
  title: quizzes.title,
  organizationId: quizzes.organizationId,
  extra: and(eq(quizzes.type, 'lim'), eq(quizzes.questionType, type)),
});

/**
 * What a classroom may hold, type → where its items live (docs/decisions/0087, 0098). The merger adds the parallel
 * areas' types here (video, podcast, pdf, …) once placements.ts knows them; it knows quiz, presence and assignment
 * today, and a LIM survey is placed as the quiz it is.
 */
const SOURCES: Record<ContentType, ContentSource> = {
  quiz: { table: quizzes, id: quizzes.id, title: quizzes.title, organizationId: quizzes.organizationId, extra: eq(quizzes.type, 'quiz') },
  presence: { table: presences, id: presences.id, title: presences.title, organizationId: presences.organizationId },
  assignment: { table: assignments, id: assignments.id, title: assignments.title, organizationId: assignments.organizationId },
  lim1: limSource('lim1'),
  lim2: limSource('lim2'),
  lim3: limSource('lim3'),
};

/**
 * The classroom content type of each placement: its own, but a quiz placement of a LIM survey is that LIM type
 * (lim1, lim2, lim3), read from the quiz, so the wizard shows and keeps it as the survey it is.
 */
export async function placedTypes(db: DbOrTx, rows: { id: number; contentType: string; contentId: number }[]): Promise<Map<number, ContentType>> {
  const quizIds = [...new Set(rows.filter((p) => p.contentType === 'quiz').map((p) => p.contentId))];
  const lim = new Map<number, ContentType>();
  if (quizIds.length) {
    const found = await db
      .select({ id: quizzes.id, questionType: quizzes.questionType })
      .from(quizzes)
      .where(and(inArray(quizzes.id, quizIds), eq(quizzes.type, 'lim')));
    for (const q of found) if (isLimType(q.questionType)) lim.set(q.id, q.questionType);
  }
  return new Map(rows.map((p) => [p.id, p.contentType === 'quiz' ? (lim.get(p.contentId) ?? 'quiz') : (p.contentType as ContentType)]));
}

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
