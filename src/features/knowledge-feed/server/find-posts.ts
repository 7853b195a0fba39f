import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { feedPosts } from '@/db/schema/feed';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { dateRange } from '@/server/list/query';
import { escapeLike } from '@/server/sql';
import { FEED_SORT_COLUMNS, type FeedListQuery, type FeedRow } from '../schemas';
import { allReports, inOrganization, openReports, selectPostColumns, toFeedRow } from './post-rows';
import { allQueries } from '@/db/all-queries';

/**
 * The moderation queue: by default posts with open reports first (most reported first), then the newest
 * (docs/decisions/0085). Sorting by a column keeps "newest" as the tie-break.
 */
export async function findPosts(options: { db: DbOrTx; organizationId: number; query: FeedListQuery }): Promise<ListResult<FeedRow>> {
  const { db, organizationId, query } = options;
  const sort = readSort(query, FEED_SORT_COLUMNS, { column: 'reported', direction: 'desc' });
  const like = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  const where = inOrganization(
    organizationId,
    like ? or(ilike(feedPosts.body, like), ilike(feedPosts.linkTitle, like), ilike(users.fullName, like)) : undefined,
    query.state ? eq(feedPosts.state, query.state) : undefined,
    query.type ? eq(feedPosts.type, query.type) : undefined,
    query.reported === 'true' ? sql`${openReports} > 0` : query.reported === 'false' ? sql`${openReports} = 0` : undefined,
    ...dateRange(feedPosts.createdAt, query.start_date, query.end_date),
  );
  const by = sort.direction === 'asc' ? asc : desc;
  const order =
    sort.column === 'reported'
      ? [by(sql`(${openReports} > 0)`), by(openReports)]
      : sort.column === 'reports'
        ? [by(allReports)]
        : [by(feedPosts[sort.column === 'created_at' ? 'createdAt' : sort.column === 'likes_count' ? 'likesCount' : 'commentsCount'])];
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select(selectPostColumns)
        .from(feedPosts)
        .leftJoin(users, eq(users.id, feedPosts.authorId))
        .where(where)
        .orderBy(...order, desc(feedPosts.createdAt), desc(feedPosts.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ total: count() }).from(feedPosts).leftJoin(users, eq(users.id, feedPosts.authorId)).where(where),
  );
  return paginate(rows.map(toFeedRow), total, query.page, query.page_size);
}
