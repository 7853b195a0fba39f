import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { videos } from '@/db/schema';
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

/** The core `videos` table (the video area's). */
const video: ContentSource = {
  type: 'video',
  label: 'Video',
  picker: '/api/videos',
  async search(db, organizationId, { keyword, page, pageSize }) {
    const k = like(keyword);
    const where = and(eq(videos.organizationId, organizationId), k ? ilike(videos.title, k) : undefined);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({ id: videos.id, title: videos.title, status: videos.status })
        .from(videos)
        .where(where)
        .orderBy(desc(videos.updatedAt), desc(videos.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(videos).where(where),
    ]);
    return { rows, total };
  },
  async lookup(db, organizationId, ids) {
    if (!ids.length) return new Map();
    const rows = await db
      .select({ id: videos.id, title: videos.title, status: videos.status })
      .from(videos)
      .where(and(eq(videos.organizationId, organizationId), inArray(videos.id, ids)));
    return new Map(rows.map((r) => [r.id, r]));
  },
};

/**
 * The content types a channel may hold, in the picker's order. The media areas built in parallel add their entry
 * here as they land (podcast, pdf, document, webinar, digilib: see docs/decisions/0085 for the lines to add).
 */
export const contentSources: ContentSource[] = [video];

export const sourceOf = (type: string): ContentSource | undefined => contentSources.find((s) => s.type === type);
