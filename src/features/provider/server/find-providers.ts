import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { providers } from '@/db/schema/provider';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { PROVIDER_SORT_COLUMNS, type Partner, type PartnerQuery, type ProviderListQuery, type ProviderRow } from '../schemas';
import { providerUses } from './provider-references';
import { inOrganization, keywordMatch, selectProviderRows, toProviderRow } from './provider-rows';

const ORDER: Record<(typeof PROVIDER_SORT_COLUMNS)[number], SQL | PgColumn> = {
  name: sql`lower(${providers.name})`,
  contact_person: sql`lower(${providers.contactPerson})`,
  email: providers.email,
  is_active: providers.isActive,
  created_at: providers.createdAt,
  updated_at: providers.updatedAt,
};

/**
 * The organisation's providers, one page at a time (the list contract), by name unless asked otherwise. The
 * keyword matches the name, the contact person or the e-mail; can_delete is false while content references one.
 */
export async function findProviders(options: { db: DbOrTx; organizationId: number; query: ProviderListQuery }): Promise<ListResult<ProviderRow>> {
  const { db, organizationId, query } = options;
  const sort = readSort(query, PROVIDER_SORT_COLUMNS, { column: 'name', direction: 'asc' });
  const where = inOrganization(
    organizationId,
    keywordMatch(query.keyword, [providers.name, providers.contactPerson, providers.email]),
    query.is_active ? eq(providers.isActive, query.is_active === 'true') : undefined,
  );
  const { rows, total } = await selectProviderRows(db, {
    where,
    order: { column: ORDER[sort.column], direction: sort.direction },
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const uses = await providerUses(
    db,
    rows.map((r) => r.provider.id),
  );
  return paginate(
    rows.map((r) => toProviderRow(r, !uses.get(r.provider.id)?.length)),
    total,
    query.page,
    query.page_size,
  );
}

/** GET /partners: the active providers for a picker, by name (keyword over the name), at most 100 a page. */
export async function findPartners(options: { db: DbOrTx; organizationId: number; query: PartnerQuery }): Promise<ListResult<Partner>> {
  const { db, organizationId, query } = options;
  const where = inOrganization(organizationId, eq(providers.isActive, true), keywordMatch(query.keyword, [providers.name]));
  const { rows, total } = await selectProviderRows(db, {
    where,
    order: { column: ORDER.name, direction: 'asc' },
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return paginate(
    rows.map(({ provider: p }) => ({ id: p.id, name: p.name, logo: p.logo, website: p.website })),
    total,
    query.page,
    query.page_size,
  );
}
