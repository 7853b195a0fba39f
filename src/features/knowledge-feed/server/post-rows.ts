import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { feedPosts, feedReports, type FeedPost } from '@/db/schema/feed';
import { AppError } from '@/server/http/app-error';
import { feedMessages as M } from '../messages';
import type { FeedRow } from '../schemas';

/** Reports no moderator has acted on yet, and all reports, per post (correlated counts over a small index). */
export const openReports = sql<number>`(select count(*)::int from ${feedReports} where ${feedReports.postId} = ${feedPosts.id} and ${feedReports.resolvedAt} is null)`;
export const allReports = sql<number>`(select count(*)::int from ${feedReports} where ${feedReports.postId} = ${feedPosts.id})`;

export const selectPostColumns = { post: feedPosts, author: users.fullName, open: openReports, reports: allReports };

const EXCERPT = 120;

/** The row's title: the first words of the post, else its link's title, else its type. */
function excerptOf(p: Pick<FeedPost, 'body' | 'linkTitle' | 'type'>): string {
  const text = p.body.replace(/\s+/g, ' ').trim() || p.linkTitle?.trim() || `(${p.type} post)`;
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
}

export function toFeedRow(r: { post: FeedPost; author: string | null; open: number; reports: number }): FeedRow {
  const p = r.post;
  return {
    id: p.id,
    type: p.type,
    excerpt: excerptOf(p),
    author: { full_name: r.author ?? '-' },
    likes_count: p.likesCount,
    comments_count: p.commentsCount,
    open_reports: Number(r.open),
    reports_count: Number(r.reports),
    state: p.state,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export const inOrganization = (organizationId: number, ...more: (SQL | undefined)[]) => and(eq(feedPosts.organizationId, organizationId), ...more);

/** The caller's organisation's post, or 404 (another organisation's id is never data). */
export async function loadPost(db: DbOrTx, organizationId: number, id: number): Promise<FeedPost> {
  const [row] = await db
    .select()
    .from(feedPosts)
    .where(inOrganization(organizationId, eq(feedPosts.id, id)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

export const openReportsOf = (postId: number) => and(eq(feedReports.postId, postId), isNull(feedReports.resolvedAt));
