import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { videos } from '@/db/schema';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { VIDEO_SORT_COLUMNS, type VideoListQuery, type VideoRow } from '../schemas';
import { escapeLike } from '@/server/sql';

const COLUMN = { title: videos.title, status_enum: videos.status, updated_at: videos.updatedAt, created_at: videos.createdAt } as const;

/** The organisation's videos, one page at a time (the list contract). */
export async function findVideos(options: { db: DbOrTx; organizationId: number; query: VideoListQuery }): Promise<ListResult<VideoRow>> {
  const { db, organizationId, query } = options;
  const sort = readSort(query, VIDEO_SORT_COLUMNS, { column: 'updated_at', direction: 'desc' });
  const filters: SQL[] = [eq(videos.organizationId, organizationId)];
  if (query.keyword) filters.push(ilike(videos.title, `%${escapeLike(query.keyword)}%`));
  if (query.status) filters.push(eq(videos.status, query.status));
  const where = and(...filters);
  const order = sort.direction === 'asc' ? asc(COLUMN[sort.column]) : desc(COLUMN[sort.column]);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(videos).where(where).orderBy(order, desc(videos.id)).limit(query.page_size).offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(videos).where(where),
  ]);
  return paginate(
    rows.map((v) => ({
      id: v.id,
      title: v.title,
      description: v.description,
      duration: v.durationSeconds,
      status_enum: v.status,
      created_at: v.createdAt.toISOString(),
      updated_at: v.updatedAt.toISOString(),
    })),
    total,
    query.page,
    query.page_size,
  );
}
