import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { allQueries } from '@/db/all-queries';
import { contentIssueEvents, contentIssues } from '@/db/schema/reporting';
import { declaredContents } from '@/features/contents';
import { paginate, type ListResult } from '@/lib/list';
import { writeAudit } from '@/server/audit';
import { lookupItems } from '@/server/content-items';
import { AppError } from '@/server/http/app-error';
import { reportingMessages as M } from '../messages';
import type { IssueCreate, IssueRow, LearnerIssuesQuery } from '../schemas';
import { issueSelect, toIssueRows } from './issue-rows';

/** How many issues one person may report in an hour (a learner reports a few; a loop is stopped). */
const ISSUES_PER_HOUR = 20;

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/**
 * POST /api/learner/issues: the caller reports a problem with a content of their organisation, named by its declared
 * type and id (decision 0143). The content's title is kept as it is now. At most ISSUES_PER_HOUR an hour (429).
 * Written with its first history entry and an audit entry in one transaction.
 */
export async function createLearnerIssue(options: { db: Db; organizationId: number; userId: number; input: IssueCreate; now?: Date }) {
  const { db, organizationId, userId, input } = options;
  const now = options.now ?? new Date();
  const served = (await declaredContents()).served(input.content_type);
  if (!served) throw invalid('content_type', M.issueContentTypeUnknown);
  const item = (await lookupItems(db, served.items, organizationId, [input.content_id])).get(input.content_id);
  if (!item) throw invalid('content_id', M.issueContentUnknown);
  return db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(contentIssues)
      .where(and(eq(contentIssues.reporterId, userId), gt(contentIssues.createdAt, new Date(now.getTime() - 3_600_000))));
    if (n >= ISSUES_PER_HOUR) throw new AppError('RATE_LIMITED', M.issueRateLimited, { headers: { 'retry-after': '3600' } });
    const [row] = await tx
      .insert(contentIssues)
      .values({
        organizationId,
        reporterId: userId,
        contentType: input.content_type,
        contentId: input.content_id,
        contentTitle: item.title,
        category: input.category as 'other',
        description: input.description,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(contentIssueEvents).values({ issueId: row.id, actorId: userId, toStatus: 'open', note: '', createdAt: now });
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'content_issue', entityId: row.id, after: row });
    return { id: row.id, status: row.status };
  });
}

/** GET /api/learner/issues: the caller's own reports, newest first (list contract). */
export async function findLearnerIssues(options: {
  db: DbOrTx;
  organizationId: number;
  userId: number;
  query: LearnerIssuesQuery;
}): Promise<ListResult<IssueRow>> {
  const { db, organizationId, userId, query } = options;
  const where = and(
    eq(contentIssues.organizationId, organizationId),
    eq(contentIssues.reporterId, userId),
    query.status ? eq(contentIssues.status, query.status as 'open') : undefined,
  );
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      issueSelect(db)
        .where(where)
        .orderBy(desc(contentIssues.createdAt), desc(contentIssues.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ total: count() }).from(contentIssues).where(where),
  );
  const results = (await toIssueRows(rows)).map(({ assignee_id: _, ...r }) => r);
  return paginate(results, total, query.page, query.page_size);
}
