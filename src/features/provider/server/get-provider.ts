import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { providers } from '@/db/schema/provider';
import { AppError } from '@/server/http/app-error';
import { providerMessages as M } from '../messages';
import type { ProviderDetail } from '../schemas';
import { providerUses } from './provider-references';
import { inOrganization, selectProviderRows, toProviderRow } from './provider-rows';

/** One provider with what references it (the detail page, the edit form and GET /providers/{id}). */
export async function getProvider(options: { db: DbOrTx; organizationId: number; id: number }): Promise<ProviderDetail> {
  const { db, organizationId, id } = options;
  const { rows } = await selectProviderRows(db, { where: inOrganization(organizationId, eq(providers.id, id)), limit: 1, offset: 0 });
  if (!rows.length) throw new AppError('NOT_FOUND', M.notFound);
  const used = (await providerUses(db, [id])).get(id) ?? [];
  return { ...toProviderRow(rows[0], used.length === 0), used_by: used };
}
