import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { providers, type Provider } from '@/db/schema/provider';
import type { SortDirection } from '@/lib/list';
import { escapeLike } from '@/server/sql';
import type { ProviderRow, ProviderValues } from '../schemas';
import { allQueries } from '@/db/all-queries';

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

/** A keyword as a case-insensitive substring of any of the columns. */
export const keywordMatch = (keyword: string | undefined, columns: PgColumn[]) => {
  if (!keyword) return undefined;
  const like = `%${escapeLike(keyword)}%`;
  return or(...columns.map((c) => ilike(c, like)));
};

/** The organisation's providers matching `where`, with who created and last changed them. */
export async function selectProviderRows(
  db: DbOrTx,
  options: { where: SQL | undefined; order?: { column: SQL | PgColumn; direction: SortDirection }; limit: number; offset: number },
) {
  const { column, direction } = options.order ?? { column: providers.name, direction: 'asc' as const };
  const by = direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select({ provider: providers, createdBy: creator.fullName, updatedBy: updater.fullName })
        .from(providers)
        .leftJoin(creator, eq(creator.id, providers.createdBy))
        .leftJoin(updater, eq(updater.id, providers.updatedBy))
        .where(options.where)
        .orderBy(by(column), by(providers.id))
        .limit(options.limit)
        .offset(options.offset),
    () => db.select({ total: count() }).from(providers).where(options.where),
  );
  return { rows, total };
}

type Selected = Awaited<ReturnType<typeof selectProviderRows>>['rows'][number];

/** A provider's own fields under the API's names (the form's values): the rows, the audit and the edit's comparison read them here. */
export const providerValues = (p: Provider): ProviderValues => ({
  name: p.name,
  logo: p.logo,
  contact_person: p.contactPerson,
  email: p.email,
  phone: p.phone,
  website: p.website,
  description: p.description,
  is_active: p.isActive,
});

export function toProviderRow({ provider: p, createdBy, updatedBy }: Selected, canDelete: boolean): ProviderRow {
  return {
    id: p.id,
    ...providerValues(p),
    created_by: { full_name: createdBy ?? '-' },
    updated_by: { full_name: updatedBy ?? '-' },
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    can_delete: canDelete,
  };
}

export const inOrganization = (organizationId: number, ...more: (SQL | undefined)[]) => and(eq(providers.organizationId, organizationId), ...more);
