import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auditLog, roles, userRoles, users } from '@/db/schema';
import { AppError } from '@/server/http/app-error';
import { roleMessages as M } from '../messages';
import { MEMBERS_SHOWN, type RoleAuditEntry, type RoleDetail } from '../schemas';
import { roleRowFields, toRoleRow } from './find-roles';
import { keysOf } from './load-role';
import { allQueries } from '@/db/all-queries';

type Snapshot = { name?: string; description?: string; keys?: string[]; members?: number; moved_to?: number; moved?: number } | null;

/** One audit entry as the detail page says it: what changed, and the keys added and removed. */
function describeChange(action: string, before: Snapshot, after: Snapshot): Pick<RoleAuditEntry, 'changes' | 'added' | 'removed'> {
  const was = new Set(before?.keys ?? []);
  const now = new Set(after?.keys ?? []);
  const changes: string[] = [];
  if (action === 'update') {
    if (before?.name !== after?.name) changes.push(`Name: "${before?.name}" → "${after?.name}"`);
    if ((before?.description ?? '') !== (after?.description ?? '')) changes.push('Description changed');
  }
  if (action === 'create') changes.push(`Created as "${after?.name}"`);
  return {
    changes,
    added: action === 'update' || action === 'create' ? [...now].filter((k) => !was.has(k)) : [],
    removed: action === 'update' ? [...was].filter((k) => !now.has(k)) : [],
  };
}

/** A role with its keys, its first members (by name) and its change history, newest first (detail page, edit form, GET). */
export async function getRole(options: { db: DbOrTx; organizationId: number; id: number }): Promise<RoleDetail> {
  const { db, organizationId, id } = options;
  const [row] = await db
    .select(roleRowFields)
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const [keys, members, history] = await allQueries(
    db,
    () => keysOf(db, id),
    () =>
      db
        .select({ id: users.id, full_name: users.fullName, email: users.email, status: users.status })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(and(eq(userRoles.roleId, id), eq(users.organizationId, organizationId)))
        .orderBy(asc(users.fullName), asc(users.id))
        .limit(MEMBERS_SHOWN),
    () =>
      db
        .select({ id: auditLog.id, action: auditLog.action, at: auditLog.createdAt, by: users.fullName, before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.entity, 'role'), eq(auditLog.entityId, String(id))))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(50),
  );
  return {
    ...toRoleRow(row),
    keys,
    members,
    audit: history.map((h) => ({
      id: h.id,
      action: h.action,
      at: h.at.toISOString(),
      by: h.by,
      ...describeChange(h.action, h.before as Snapshot, h.after as Snapshot),
    })),
  };
}
