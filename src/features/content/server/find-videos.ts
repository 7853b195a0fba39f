import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { videos } from '@/db/schema';
import type { ListResult } from '@/lib/list';
import { contentListTable, contentPage } from '@/server/list/content-list';
import { inPageOrder, listResult } from '@/server/list/query';
import { VIDEO_SORT_COLUMNS, type VideoListQuery, type VideoRow } from '../schemas';

/** No counter table yet (the video area is not built and nothing writes videos but the seed): the total is counted. */
const LIST = contentListTable<(typeof VIDEO_SORT_COLUMNS)[number]>(videos, {
  noCreatorSort: true,
  sorts: { status_enum: { column: videos.status, cast: 'text' } },
});

/** The organisation's videos, one page at a time (src/server/list, the list contract). */
export async function findVideos(options: { db: DbOrTx; organizationId: number; query: VideoListQuery }): Promise<ListResult<VideoRow>> {
  const { db, organizationId, query } = options;
  const filter = { equal: { status: videos.status } };
  const { ids, total } = await contentPage({ db, list: LIST, table: videos, organizationId, query, sortColumns: VIDEO_SORT_COLUMNS, filter });
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
