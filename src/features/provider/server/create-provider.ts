import type { Db } from '@/db/client';
import { providers } from '@/db/schema/provider';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import type { ProviderValues } from '../schemas';
import { checkLogo, nameTaken } from './load-provider';

/** The columns of a provider from the form's values. */
export const columnsOf = (input: ProviderValues) => ({
  name: input.name,
  logo: input.logo,
  contactPerson: input.contact_person,
  email: input.email,
  phone: input.phone,
  website: input.website,
  description: input.description,
  isActive: input.is_active,
});

/** A new provider, after the logo and the name's uniqueness are checked; audited in the same transaction. */
export async function createProvider(options: { db: Db; organizationId: number; userId: number; input: ProviderValues }) {
  const { db, organizationId, userId, input } = options;
  try {
    return await db.transaction(async (tx) => {
      await checkLogo(tx, organizationId, input.logo);
      const [row] = await tx
        .insert(providers)
        .values({ organizationId, ...columnsOf(input), createdBy: userId, updatedBy: userId })
        .returning();
      await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'provider', entityId: row.id, after: input });
      return { id: row.id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}
