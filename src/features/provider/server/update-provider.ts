import type { z } from 'zod';
import type { Db } from '@/db/client';
import { providers } from '@/db/schema/provider';
import { isUniqueViolation } from '@/server/db-errors';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import type { ProviderUpdateSchema } from '../schemas';
import { columnsOf } from './create-provider';
import { checkLogo, loadProvider, nameTaken } from './load-provider';
import { providerValues } from './provider-rows';

// The audit records a provider, and an edit is compared, by its own fields under the form's names.
const versioned: Versioned<typeof providers> = { table: providers, entity: 'provider', load: loadProvider, snapshot: providerValues };

/** PATCH: nothing changed answers `changed: false` and writes nothing; a stale updated_at is a 409. */
export async function updateProvider(options: { db: Db; organizationId: number; userId: number; id: number; input: z.output<typeof ProviderUpdateSchema> }) {
  const { organizationId, userId, id, input } = options;
  const { updated_at: startedFrom, ...values } = input;
  try {
    const result = await optimisticUpdate(versioned, {
      ...options,
      startedFrom,
      next: values,
      changes: async (tx, before) => {
        if (values.logo !== before.logo) await checkLogo(tx, organizationId, values.logo);
        return { ...columnsOf(values), updatedBy: userId };
      },
    });
    return { id, changed: result.changed, updated_at: result.updated_at };
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}
