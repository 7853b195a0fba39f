import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { videos } from '@/db/schema';
import { quizzes } from '@/db/schema/quiz';
import { presences } from '@/db/schema/presence';
import { assignments } from '@/db/schema/assignment';
import { podcasts } from '@/db/schema/podcast';
import { documents } from '@/db/schema/document';
import { paginate, type ListResult } from '@/lib/list';
import { escapeLike } from '@/server/sql';
import type { ContentTypeId } from '../content-types';
import type { PickerItem, PickerQuery } from '../schemas';

/** A table that a content type's items live in: organisation-owned rows with an id and a title. */
interface Source {
  table: PgTable;
  id: PgColumn;
  organizationId: PgColumn;
  title: PgColumn;
  /** The picker's second line. */
  subtitle?: PgColumn;
  /** Rows of the table that are of this type (one document table holds PDFs and PPTs). */
  where?: SQL;
}

/** A LIM survey type: the quizzes of that question type (spec 001: lim1, lim2, lim3). */
const limSource = (type: 'lim1' | 'lim2' | 'lim3'): Source => ({
  table: quizzes,
  id: quizzes.id,
  organizationId: quizzes.organizationId,
  title: quizzes.title,
  where: and(eq(quizzes.type, 'lim'), eq(quizzes.questionType, type))!,
});

/**
 * Where each available content type's items are looked up and picked from (docs/decisions/0086): the quiz, presence,
 * assignment, video and podcast tables, the document library's PDFs and PPTs (docs/decisions/0083), and the LIM
 * surveys among the quizzes (docs/decisions/0092). A type listed here is `available` in ../content-types.ts.
 */
const SOURCES: Partial<Record<ContentTypeId, Source>> = {
  // A LIM survey is picked as its own type (lim1, lim2, lim3), never as a plain quiz.
  quiz: {
    table: quizzes,
    id: quizzes.id,
    organizationId: quizzes.organizationId,
    title: quizzes.title,
    subtitle: quizzes.questionType,
    where: eq(quizzes.type, 'quiz'),
  },
  lim1: limSource('lim1'),
  lim2: limSource('lim2'),
  lim3: limSource('lim3'),
  presence: { table: presences, id: presences.id, organizationId: presences.organizationId, title: presences.title },
  assignment: { table: assignments, id: assignments.id, organizationId: assignments.organizationId, title: assignments.title },
  video: { table: videos, id: videos.id, organizationId: videos.organizationId, title: videos.title, subtitle: videos.status },
  podcast: { table: podcasts, id: podcasts.id, organizationId: podcasts.organizationId, title: podcasts.title, subtitle: podcasts.status },
  pdf: {
    table: documents,
    id: documents.id,
    organizationId: documents.organizationId,
    title: documents.title,
    subtitle: documents.status,
    where: eq(documents.kind, 'pdf'),
  },
  ppt: {
    table: documents,
    id: documents.id,
    organizationId: documents.organizationId,
    title: documents.title,
    subtitle: documents.status,
    where: eq(documents.kind, 'ppt'),
  },
};

export const hasSource = (type: ContentTypeId) => Boolean(SOURCES[type]);

/** The titles of the organisation's items of one type among `ids` (a missing id is not the organisation's). */
export async function titlesOf(db: DbOrTx, organizationId: number, type: ContentTypeId, ids: number[]): Promise<Map<number, string>> {
  const source = SOURCES[type];
  if (!source || !ids.length) return new Map();
  const rows = (await db
    .select({ id: source.id, title: source.title })
    .from(source.table)
    .where(and(eq(source.organizationId, organizationId), inArray(source.id, ids), source.where))) as { id: number; title: string }[];
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** One page of a type's items for the content picker (10 a page, keyword over the title, by title). */
export async function pickContent(options: { db: DbOrTx; organizationId: number; type: ContentTypeId; query: PickerQuery }): Promise<ListResult<PickerItem>> {
  const { db, organizationId, type, query } = options;
  const source = SOURCES[type];
  if (!source) return paginate([], 0, query.page, query.page_size);
  const filters: SQL[] = [eq(source.organizationId, organizationId), ...(source.where ? [source.where] : [])];
  if (query.keyword) filters.push(ilike(source.title, `%${escapeLike(query.keyword)}%`));
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: source.id, title: source.title, subtitle: source.subtitle ?? source.title })
      .from(source.table)
      .where(where)
      .orderBy(asc(source.title), asc(source.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size) as Promise<{ id: number; title: string; subtitle: string }[]>,
    db.select({ total: count() }).from(source.table).where(where),
  ]);
  return paginate(
    rows.map((r) => ({ id: r.id, title: r.title, subtitle: source.subtitle ? String(r.subtitle ?? '') : '' })),
    total,
    query.page,
    query.page_size,
  );
}
