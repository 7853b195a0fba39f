import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { auditLog, files, users } from '@/db/schema';
import { feedPosts, feedReports } from '@/db/schema/feed';
import { AppError } from '@/server/http/app-error';
import { FILE_URL_PREFIX } from '@/server/storage/store-file';
import { feedMessages as M } from '../messages';
import type { FeedDetail } from '../schemas';
import { inOrganization, selectPostColumns, toFeedRow } from './post-rows';
import { allQueries } from '@/db/all-queries';

const moderator = alias(users, 'moderator');
const reporter = alias(users, 'reporter');
export const FEED_ENTITY = 'feed_post';

/** One post as learners see it, with its reports (open first) and its moderation history (newest first). */
export async function getPost(options: { db: DbOrTx; organizationId: number; id: number; ids?: Record<string, number> }): Promise<FeedDetail> {
  const { db, organizationId, id } = options;
  const [row] = await db
    .select({ ...selectPostColumns, moderator: moderator.fullName, file: files })
    .from(feedPosts)
    .leftJoin(users, eq(users.id, feedPosts.authorId))
    .leftJoin(moderator, eq(moderator.id, feedPosts.moderatedBy))
    .leftJoin(files, eq(files.id, feedPosts.imageFileId))
    .where(inOrganization(organizationId, eq(feedPosts.id, id)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const [reports, history] = await allQueries(
    db,
    () =>
      db
        .select({ report: feedReports, reporter: reporter.fullName })
        .from(feedReports)
        .leftJoin(reporter, eq(reporter.id, feedReports.reporterId))
        .where(eq(feedReports.postId, id))
        .orderBy(sql`${feedReports.resolvedAt} is not null`, desc(feedReports.createdAt)),
    () =>
      db
        .select({ action: auditLog.action, user: users.fullName, after: auditLog.after, createdAt: auditLog.createdAt })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(
          and(eq(auditLog.organizationId, organizationId), eq(auditLog.entity, FEED_ENTITY), eq(auditLog.entityId, String(id)), isNotNull(auditLog.action)),
        )
        .orderBy(desc(auditLog.id), asc(auditLog.createdAt))
        .limit(100),
  );
  const p = row.post;
  return {
    ...toFeedRow(row),
    body: p.body,
    image: row.file ? { url: FILE_URL_PREFIX + row.file.storageKey, width: row.file.width, height: row.file.height, name: row.file.originalName } : null,
    link_url: p.linkUrl,
    link_title: p.linkTitle,
    moderation_reason: p.moderationReason,
    moderated_by: p.moderatedBy ? { full_name: row.moderator ?? '-' } : null,
    moderated_at: p.moderatedAt?.toISOString() ?? null,
    reports: reports.map(({ report: r, reporter: name }) => ({
      id: r.id,
      reporter: { full_name: name ?? '-' },
      reason: r.reason,
      note: r.note,
      created_at: r.createdAt.toISOString(),
      resolved_at: r.resolvedAt?.toISOString() ?? null,
    })),
    history: history.map((h) => ({
      action: h.action,
      user: h.user ?? '-',
      reason: (h.after as { reason?: string } | null)?.reason ?? null,
      created_at: h.createdAt.toISOString(),
    })),
  };
}
