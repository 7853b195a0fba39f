import { sql } from 'drizzle-orm';
import { accountsBeyond, assertMayGrantRoles, changedRoles, changeRefused } from '@/server/access/grant-guard';
import type { DbOrTx } from '@/db/client';
import type { Db } from '@/db/client';
import { hasWayBackIntoRoleManagement, lockRoleManagement } from '@/server/access/role-management-guard';
import { AppError } from '@/server/http/app-error';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import { userImportMessages as M } from '../messages';
import { PREVIEW_MAX_ERRORS, PREVIEW_MAX_ROWS, type ImportCounts, type ImportPreview } from '../schemas';
import { loadDirectory } from './load-directory';
import { planImport, type ImportPlan } from './plan-import';
import { readUserSheet } from './read-user-sheet';
import { writeImport } from './write-import';

interface ImportOptions {
  db: Db;
  organizationId: number;
  /** The signed-in administrator. */
  userId: number;
  bytes: Buffer;
  filename?: string;
}

/** One sheet at a time per administrator for this import (the reader's own rule, docs/decisions/0040). */
const ownerOf = (o: ImportOptions) => `user-import:${o.organizationId}:${o.userId}`;

const counts = (plan: ImportPlan): ImportCounts => ({
  total: plan.total,
  created: plan.creates.length,
  updated: plan.updates.length,
  unchanged: plan.unchanged,
});

/**
 * A row that would change someone holding a permission the importer lacks is a row error, like any other: the
 * preview lists it, and the import refuses the file (docs/decisions/0102).
 */
async function refuseOutranked(db: DbOrTx, o: ImportOptions, plan: ImportPlan): Promise<ImportPlan> {
  if (!plan.updates.length) return plan;
  const beyond = await accountsBeyond(
    db,
    o.organizationId,
    o.userId,
    plan.updates.map((u) => u.id),
  );
  if (!beyond.size) return plan;
  const errors = plan.updates.filter((u) => beyond.has(u.id)).map((u) => ({ row: u.row, column: null, message: changeRefused(beyond.get(u.id)!) }));
  return { ...plan, errors: [...plan.errors, ...errors].sort((a, b) => a.row - b.row) };
}

/** POST /api/user-import/preview: what the file would do, with every row error; writes nothing. */
export async function previewImport(o: ImportOptions): Promise<ImportPreview> {
  const sheet = await readUserSheet(o.bytes, ownerOf(o));
  const plan = await refuseOutranked(o.db, o, planImport(sheet, await loadDirectory(o.db, o.organizationId), o.userId));
  return {
    ...counts(plan),
    ignored_columns: sheet.ignored,
    error_count: plan.errors.length,
    errors: plan.errors.slice(0, PREVIEW_MAX_ERRORS),
    rows: plan.rows.slice(0, PREVIEW_MAX_ROWS),
  };
}

/**
 * POST /api/user-import: reads and checks the file again (nothing the preview saw is trusted), then writes every
 * row in ONE transaction, all or nothing: any row error answers 400 with the row-level list and writes nothing.
 */
export async function commitImport(o: ImportOptions): Promise<ImportCounts> {
  const sheet = await readUserSheet(o.bytes, ownerOf(o));
  try {
    return await o.db.transaction(async (tx) => {
      // Two imports for one organisation are written one after the other, each checked against what the other wrote.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('user-import'), ${o.organizationId})`);
      // … and, like every change to who can manage roles, after the role, user and SCIM changes of the same organisation.
      await lockRoleManagement(tx, o.organizationId);
      const plan = await refuseOutranked(tx, o, planImport(sheet, await loadDirectory(tx, o.organizationId), o.userId));
      if (plan.errors.length) {
        throw new AppError('VALIDATION', M.rowErrors, {
          title: M.importFailed,
          details: plan.errors.slice(0, PREVIEW_MAX_ERRORS).map((e) => ({
            field: `row ${e.row}`,
            message: e.row ? `Row ${e.row}${e.column ? `, ${e.column}` : ''}: ${e.message}` : e.message,
          })),
        });
      }
      // Nobody gives away more than they hold: the roles the file gives new people, and those it gives or takes away.
      await assertMayGrantRoles(tx, o.organizationId, o.userId, [
        ...plan.creates.flatMap((c) => c.roleIds),
        ...plan.updates.flatMap((u) => (u.roleIds ? changedRoles(u.rolesBefore ?? [], u.roleIds) : [])),
      ]);
      const touchesAccess = plan.updates.some((u) => u.roleIds || u.set.status);
      const managedBefore = touchesAccess && (await hasWayBackIntoRoleManagement(tx, o.organizationId));
      const written = await writeImport(tx, o.organizationId, o.userId, plan);
      if (managedBefore && !(await hasWayBackIntoRoleManagement(tx, o.organizationId))) throw new AppError('CONFLICT', M.lastAdmin, { title: M.importFailed });
      const result = { ...counts(plan), ...written };
      await writeAudit(tx, {
        organizationId: o.organizationId,
        userId: o.userId || null,
        action: 'import',
        entity: 'user-import',
        entityId: null,
        after: { file: o.filename?.slice(0, 200) ?? null, ...result },
      });
      return result;
    });
  } catch (err) {
    // A user created or renamed by someone else between the check and the write.
    if (isUniqueViolation(err))
      throw new AppError('CONFLICT', 'Another change to these users was saved meanwhile. Upload the file again.', { title: M.importFailed });
    throw err;
  }
}
