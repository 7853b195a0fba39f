import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { providers, type Provider } from '@/db/schema/provider';
import { AppError } from '@/server/http/app-error';
import { isOwnImage } from '@/server/file-refs';
import { providerMessages as M } from '../messages';

/** The caller's organisation's provider, or 404: another organisation's id is never data. */
export async function loadProvider(db: DbOrTx, organizationId: number, id: number): Promise<Provider> {
  const [row] = await db
    .select()
    .from(providers)
    .where(and(eq(providers.id, id), eq(providers.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/** The logo must be a JPG or PNG stored for this organisation (the upload sniffed its bytes). */
export async function checkLogo(db: DbOrTx, organizationId: number, logo: string | null): Promise<void> {
  if (!logo) return;
  if (!(await isOwnImage(db, organizationId, logo))) throw invalid('logo', M.logoNotImage);
}

export const nameTaken = () => invalid('name', M.nameTaken);
