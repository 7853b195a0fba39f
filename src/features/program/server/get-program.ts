import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { programs } from '@/db/schema/program';
import { AppError } from '@/server/http/app-error';
import { programMessages as M } from '../messages';
import type { ProgramDetail } from '../schemas';
import { programRows } from './program-rows';

/** One program of the organisation (the detail page, the edit form and GET /programs/{id}); another's is a 404. */
export async function getProgram(options: { db: DbOrTx; organizationId: number; id: number }): Promise<ProgramDetail> {
  const [row] = await programRows(options.db, options.organizationId, [options.id]);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/** The stored row, locked for a write in the caller's transaction; another organisation's is a 404. */
export async function lockProgram(tx: DbOrTx, organizationId: number, id: number) {
  const [row] = await tx
    .select()
    .from(programs)
    .where(and(eq(programs.id, id), eq(programs.organizationId, organizationId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}
