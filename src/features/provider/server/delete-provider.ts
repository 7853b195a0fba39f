import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { providers } from '@/db/schema/provider';
import { AppError } from '@/server/http/app-error';
import { writeAudit } from '@/server/audit';
import { providerMessages as M } from '../messages';
import { describeUses, providerUses } from './provider-references';
import { loadProvider } from './load-provider';
import { providerValues } from './provider-rows';

const isForeignKeyViolation = (err: unknown): boolean => {
  for (let e: unknown = err, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) if ((e as { code?: string }).code === '23503') return true;
  return false;
};

/** Deletes a provider no content references; otherwise 409 naming what does (the row's can_delete). */
export async function deleteProvider(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  const refused = (uses: string) => new AppError('CONFLICT', M.inUse(uses), { title: M.deleteFailedTitle });
  try {
    await db.transaction(async (tx) => {
      const before = await loadProvider(tx, organizationId, id);
      // The row lock makes content being attached meanwhile (its foreign key takes a key-share lock) wait for us.
      await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, id)).for('update');
      const uses = (await providerUses(tx, [id])).get(id) ?? [];
      if (uses.length) throw refused(describeUses(uses));
      await tx.delete(providers).where(and(eq(providers.id, id), eq(providers.organizationId, organizationId)));
      await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'provider', entityId: id, before: providerValues(before) });
    });
  } catch (err) {
    // The foreign key is the last word: a reference the count did not see still refuses the delete.
    if (isForeignKeyViolation(err)) throw refused('content');
    throw err;
  }
}
