import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { videos } from '@/db/schema';
import { podcasts } from '@/db/schema/podcast';
import { documents } from '@/db/schema/document';
import { webinars } from '@/db/schema/webinar';
import { digilibItems } from '@/db/schema/digilib';
import { escapeLike } from '@/server/sql';

/** A piece of content as a channel shows it. */
export interface ContentRef {
  id: number;
  title: string;
  status: string | null;
}

/**
 * One content type a channel can hold: how to find its content for the picker and how to look up the titles and
 * statuses of some ids (docs/decisions/0085). The channel area reads the tables itself (db/schema only, never
 * another area's code) so that a channel editor needs only the content-channel key, not each media area's key.
 */
export interface ContentSource {
  type: string;
  label: string;
  /** The media area's own picker endpoint (spec 002 §7), for the record: the channel's picker answers the same rows. */
  picker: string;
  search: (db: DbOrTx, organizationId: number, q: { keyword?: string; page: number; pageSize: number }) => Promise<{ rows: ContentRef[]; total: number }>;
  lookup: (db: DbOrTx, organizationId: number, ids: number[]) => Promise<Map<number, ContentRef>>;
}

const like = (keyword: string | undefined) => (keyword ? `%${escapeLike(keyword)}%` : null);

/** A media area's table as the channel reads it: organisation-owned rows with an id, a title and maybe a status. */
interface TableSpec {
  table: PgTable;
  id: PgColumn;
  organizationId: PgColumn;
  title: PgColumn;
  status?: PgColumn;
  updatedAt: PgColumn;
  /** Rows of the table that are of this type (one document table holds PDFs and PPTs). */
  where?: SQL;
}

/** A content source over one table: the picker's newest-first search by title and the lookup by ids. */
function tableSource(type: string, label: string, picker: string, t: TableSpec): ContentSource {
  const columns = { id: t.id, title: t.title, status: t.status ?? sql<null>`null` };
  const toRef = (r: { id: unknown; title: unknown; status: unknown }): ContentRef => ({
    id: Number(r.id),
    title: String(r.title),
    status: r.status === null || r.status === undefined ? null : String(r.status),
  });
  return {
    type,
    label,
    picker,
    async search(db, organizationId, { keyword, page, pageSize }) {
      const k = like(keyword);
      const where = and(eq(t.organizationId, organizationId), t.where, k ? ilike(t.title, k) : undefined);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(columns)
          .from(t.table)
          .where(where)
          .orderBy(desc(t.updatedAt), desc(t.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(t.table).where(where),
      ]);
      return { rows: rows.map(toRef), total };
    },
    async lookup(db, organizationId, ids) {
      if (!ids.length) return new Map();
      const rows = await db
        .select(columns)
        .from(t.table)
        .where(and(eq(t.organizationId, organizationId), t.where, inArray(t.id, ids)));
      return new Map(rows.map((r) => [Number(r.id), toRef(r)]));
    },
  };
}

const media = (table: typeof videos | typeof podcasts) => ({
  table,
  id: table.id,
  organizationId: table.organizationId,
  title: table.title,
  status: table.status,
  updatedAt: table.updatedAt,
});
const document = (kind: 'pdf' | 'ppt'): TableSpec => ({
  table: documents,
  id: documents.id,
  organizationId: documents.organizationId,
  title: documents.title,
  status: documents.status,
  updatedAt: documents.updatedAt,
  where: eq(documents.kind, kind),
});

/** The content types a channel may hold, in the picker's order (docs/decisions/0085). */
export const contentSources: ContentSource[] = [
  tableSource('video', 'Video', '/api/videos', media(videos)),
  tableSource('podcast', 'Podcast', '/api/podcasts', media(podcasts)),
  tableSource('pdf', 'PDF', '/api/files/upload', document('pdf')),
  tableSource('ppt', 'PPT', '/api/files/upload', document('ppt')),
  tableSource('webinar', 'Webinar', '/api/webinars', {
    table: webinars,
    id: webinars.id,
    organizationId: webinars.organizationId,
    title: webinars.title,
    status: webinars.status,
    updatedAt: webinars.updatedAt,
  }),
  tableSource('digilib', 'Digital Library', '/api/digilib', {
    table: digilibItems,
    id: digilibItems.id,
    organizationId: digilibItems.organizationId,
    title: digilibItems.title,
    updatedAt: digilibItems.updatedAt,
  }),
];

export const sourceOf = (type: string): ContentSource | undefined => contentSources.find((s) => s.type === type);
