import { and, eq, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { AppError } from './http/app-error';
import { isRouteId } from './http/page';

type OwnedTable = PgTable & { id: PgColumn; organizationId: PgColumn };

/**
 * One row of an area's table by id, scoped to the caller's organisation: another organisation's id, or a number
 * that is not an id under the shared rule (src/server/http/page.ts), is a 404, never data or a database error.
 */
export async function loadOwned<T extends OwnedTable>(
  db: DbOrTx,
  table: T,
  organizationId: number,
  id: number,
  message?: string,
): Promise<InferSelectModel<T>> {
  if (!isRouteId(id)) throw new AppError('NOT_FOUND', message);
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', message);
  return row as InferSelectModel<T>;
}
