import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '@/db/client';
import { rolePermissions, userRoles, users } from '@/db/schema';
import { contentIssueEvents, contentIssues } from '@/db/schema/reporting';
import type { SelectOptionData } from '@/lib/list-kit';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { emitNotificationEvent } from '@/server/notification-events';
import { ISSUE_STATUS_LABELS, reportingMessages as M } from '../messages';
import type { IssueDetail, IssueUpdate } from '../schemas';
import { issueSelect, toIssueRows } from './issue-rows';
import { iso } from './report-kit';

const actors = alias(users, 'actor');
const assignees = alias(users, 'assignee');

/** GET /api/reporting/issue-report/:id: one issue of the organisation with its history, oldest first; another's is a 404. */
export async function getIssue(options: { db: DbOrTx; organizationId: number; id: number }): Promise<IssueDetail> {
  const { db, organizationId, id } = options;
  const [raw] = await issueSelect(db).where(and(eq(contentIssues.id, id), eq(contentIssues.organizationId, organizationId)));
  if (!raw) throw new AppError('NOT_FOUND', M.issueNotFound);
  const [row] = await toIssueRows([raw]);
  const events = await db
    .select({
      id: contentIssueEvents.id,
      actor: actors.fullName,
      from_status: contentIssueEvents.fromStatus,
      to_status: contentIssueEvents.toStatus,
      assignee: assignees.fullName,
      assigneeId: contentIssueEvents.assigneeId,
      note: contentIssueEvents.note,
      createdAt: contentIssueEvents.createdAt,
    })
    .from(contentIssueEvents)
    .leftJoin(actors, eq(actors.id, contentIssueEvents.actorId))
    .leftJoin(assignees, eq(assignees.id, contentIssueEvents.assigneeId))
    .where(eq(contentIssueEvents.issueId, id))
    .orderBy(asc(contentIssueEvents.createdAt), asc(contentIssueEvents.id));
  return {
    ...row,
    history: events.map(({ assigneeId: _, createdAt, ...e }) => ({ ...e, created_at: iso(createdAt)! })),
  };
}

/** The people an issue may be assigned to: the organisation's active users whose roles open the issue report, by name. */
export async function issueAssignees(db: DbOrTx, organizationId: number): Promise<SelectOptionData[]> {
  const rows = await db
    .selectDistinct({ id: users.id, name: users.fullName })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(and(eq(users.organizationId, organizationId), eq(users.status, 'active'), eq(rolePermissions.permissionKey, 'reporting-issue')))
    .orderBy(asc(users.fullName), asc(users.id));
  return rows.map((r) => ({ value: String(r.id), label: r.name }));
}

/**
 * PATCH /api/reporting/issue-report/:id: moves the status, (re)assigns, adds a note: one history entry, one audit
 * entry, and, when the status changed, the reporter is told in-app through the notification area (event
 * `issue_status_changed`), all in one transaction (decision 0143). Nothing different from now is a 400.
 */
export async function updateIssue(options: { db: Db; organizationId: number; userId: number; id: number; input: IssueUpdate; now?: Date }) {
  const { db, organizationId, userId, id, input } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(contentIssues)
      .where(and(eq(contentIssues.id, id), eq(contentIssues.organizationId, organizationId)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', M.issueNotFound);
    if (input.assignee_id) {
      const people = await issueAssignees(tx, organizationId);
      if (!people.some((p) => p.value === String(input.assignee_id)))
        throw new AppError('VALIDATION', M.issueAssigneeUnknown, { details: [{ field: 'assignee_id', message: M.issueAssigneeUnknown }] });
    }
    const status = input.status !== undefined && input.status !== before.status ? (input.status as typeof before.status) : undefined;
    const assignee = input.assignee_id !== undefined && input.assignee_id !== before.assigneeId ? input.assignee_id : undefined;
    const note = input.note ?? '';
    if (status === undefined && assignee === undefined && !note) throw new AppError('VALIDATION', M.issueNothingChanged);
    const [after] = await tx
      .update(contentIssues)
      .set({
        updatedAt: now,
        ...(status !== undefined && { status, resolvedAt: status === 'resolved' ? now : null }),
        ...(assignee !== undefined && { assigneeId: assignee }),
      })
      .where(eq(contentIssues.id, id))
      .returning();
    await tx.insert(contentIssueEvents).values({
      issueId: id,
      actorId: userId,
      fromStatus: status !== undefined ? before.status : null,
      toStatus: status ?? null,
      assigneeId: assignee ?? null,
      note,
      createdAt: now,
    });
    await writeAudit(tx, { organizationId, userId, action: 'update', entity: 'content_issue', entityId: id, before, after: { ...after, note } });
    if (status !== undefined && before.reporterId)
      await emitNotificationEvent(tx, {
        kind: 'issue_status_changed',
        organizationId,
        userIds: [before.reporterId],
        values: { content_title: before.contentTitle, issue_status: ISSUE_STATUS_LABELS[status], note },
        key: `issue:${id}:${status}:${now.getTime()}`,
        creatorId: userId,
      });
    return { id, status: after.status };
  });
}
