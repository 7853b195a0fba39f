import type { z } from 'zod';
import type { Db } from '@/db/client';
import { popups } from '@/db/schema/popup';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import type { PopupUpdateSchema } from '../schemas';
import { audienceOf, checkPopup, columnsOf, loadPopup, popupSnapshot, saveAudience, valuesSnapshot, type PopupWithAudience } from './load-popup';

/** PATCH: nothing changed (audience included) answers `changed: false` and writes nothing; a stale updated_at is a 409. */
export async function updatePopup(options: { db: Db; organizationId: number; userId: number; id: number; input: z.output<typeof PopupUpdateSchema> }) {
  const { organizationId, userId, id, input } = options;
  const { updated_at: startedFrom, ...values } = input;
  const audience = audienceOf(values);
  // The row written by the update carries no audience of its own: the audit's "after" takes the new one.
  const versioned: Versioned<typeof popups> = {
    table: popups,
    entity: 'popup',
    load: loadPopup,
    snapshot: (row) => {
      const r = row as PopupWithAudience;
      return popupSnapshot(row, r.divisionIds ? { divisionIds: r.divisionIds, companyIds: r.companyIds ?? [] } : audience);
    },
  };
  const result = await optimisticUpdate(versioned, {
    ...options,
    startedFrom,
    next: valuesSnapshot(values),
    changes: async (tx) => {
      await checkPopup(tx, organizationId, values);
      await saveAudience(tx, id, audience);
      return { ...columnsOf(values), updatedBy: userId };
    },
  });
  return { id, changed: result.changed, updated_at: result.updated_at };
}
