import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { digilibItems } from '@/db/schema/digilib';
import { writeAudit } from '@/server/audit';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import type { DigilibUpdateSchema, DigilibValues } from '../schemas';
import { checkItem, columnsOf, itemSnapshot, loadItem } from './load-item';

/** A new item after its category and files are checked; audited in the same transaction. */
export async function createItem(options: { db: Db; organizationId: number; userId: number; input: DigilibValues }) {
  const { db, organizationId, userId, input } = options;
  return db.transaction(async (tx) => {
    await checkItem(tx, organizationId, input);
    const [row] = await tx
      .insert(digilibItems)
      .values({ organizationId, ...columnsOf(input), createdBy: userId, updatedBy: userId })
      .returning();
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'digilib', entityId: row.id, after: itemSnapshot(row) });
    return { id: row.id };
  });
}

const versioned: Versioned<typeof digilibItems> = { table: digilibItems, entity: 'digilib', load: loadItem, snapshot: itemSnapshot };

/** PATCH: nothing changed answers `changed: false` and writes nothing; a stale updated_at is a 409. */
export async function updateItem(options: { db: Db; organizationId: number; userId: number; id: number; input: z.output<typeof DigilibUpdateSchema> }) {
  const { organizationId, userId, id, input } = options;
  const { updated_at: startedFrom, ...values } = input;
  const result = await optimisticUpdate(versioned, {
    ...options,
    startedFrom,
    next: itemSnapshot(columnsOf(values)),
    changes: async (tx) => {
      await checkItem(tx, organizationId, values);
      return { ...columnsOf(values), updatedBy: userId };
    },
  });
  return { id, changed: result.changed, updated_at: result.updated_at };
}

/** Deletes an item; audited with what it was. */
export async function deleteItem(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadItem(tx, organizationId, id);
    await tx.delete(digilibItems).where(and(eq(digilibItems.id, id), eq(digilibItems.organizationId, organizationId)));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'digilib', entityId: id, before: itemSnapshot(before) });
  });
}
