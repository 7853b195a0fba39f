import { eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { videos } from '@/db/schema';
import { readSort, type ListResult } from '@/lib/list';
import { inPageOrder, keywordLike, listPage, listResult, type ListTable } from '@/server/list/query';
import { VIDEO_SORT_COLUMNS, type VideoListQuery, type VideoRow } from '../schemas';

type VideoSort = (typeof VIDEO_SORT_COLUMNS)[number];
/** No counter table yet (the video area is not built and nothing writes videos but the seed): the total is counted. */
const LIST: ListTable<VideoSort> = {
  name: 'videos',
  table: videos,
  id: videos.id,
  organizationId: videos.organizationId,
  sorts: {
    title: { column: videos.title, cast: 'text' },
    status_enum: { column: videos.status, cast: 'text' },
    updated_at: { column: videos.updatedAt, cast: 'timestamptz' },
    created_at: { column: videos.createdAt, cast: 'timestamptz' },
  },
};

/** The organisation's videos, one page at a time (src/server/list, the list contract). */
export async function findVideos(options: { db: DbOrTx; organizationId: number; query: VideoListQuery }): Promise<ListResult<VideoRow>> {
  const { db, organizationId, query } = options;
  const sort = readSort(query, VIDEO_SORT_COLUMNS, { column: 'updated_at', direction: 'desc' });
  const filters: SQL[] = [];
  if (query.keyword) filters.push(keywordLike(videos.title, query.keyword));
  if (query.status) filters.push(eq(videos.status, query.status));
  const filterKey = { keyword: query.keyword, status: query.status };
  const { ids, total } = await listPage({ db, list: LIST, organizationId, filters, filterKey, sort, page: query.page, pageSize: query.page_size });
  const rows = ids.length ? await db.select().from(videos).where(inArray(videos.id, ids)) : [];
  return listResult(
    inPageOrder(ids, rows, (v) => v.id).map((v) => ({
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
