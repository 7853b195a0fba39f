import type { Db } from '@/db/client';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import { codeTaken, loadStructure, type StructureKind } from './structure-kind';

interface Values {
  code: string;
  name: string;
}

/** The row as the audit and the nothing-changed check read it. */
const snapshot = (kind: StructureKind<unknown>) => (r: { code: string; name: string }) => ({ [kind.fields.code]: r.code, [kind.fields.name]: r.name });

/** A new division or company; a code already used in the organisation (ignoring case) is a 400 on the code field. */
export async function createStructure(kind: StructureKind<unknown>, options: { db: Db; organizationId: number; userId: number; input: Values }) {
  const { db, organizationId, userId, input } = options;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(kind.table).values({ organizationId, code: input.code, name: input.name }).returning();
      await writeAudit(tx, { organizationId, userId, action: 'create', entity: kind.entity, entityId: row.id, after: snapshot(kind)(row) });
      return { id: row.id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(kind);
    throw err;
  }
}

/** PATCH: nothing changed answers `changed: false`; a stale updated_at is a 409; a taken code a 400 on its field. */
export async function updateStructure(
  kind: StructureKind<unknown>,
  options: { db: Db; organizationId: number; userId: number; id: number; input: Values & { updated_at?: string } },
) {
  const { id, input } = options;
  const versioned: Versioned<typeof kind.table> = {
    table: kind.table,
    entity: kind.entity,
    load: (tx, organizationId, rowId) => loadStructure(kind, tx, organizationId, rowId),
    snapshot: snapshot(kind),
  };
  try {
    const result = await optimisticUpdate(versioned, {
      ...options,
      startedFrom: input.updated_at,
      next: snapshot(kind)(input),
      changes: () => ({ code: input.code, name: input.name }),
    });
    return { id, changed: result.changed, updated_at: result.updated_at };
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken(kind);
    throw err;
  }
}
