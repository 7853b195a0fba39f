import type { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { channels, type Channel } from '@/db/schema/channel';
import { isUniqueViolation } from '@/server/db-errors';
import { sanitizeRichText } from '@/server/sanitize';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import type { ChannelUpdateSchema, ChannelValues } from '../schemas';
import { audienceOf, coverOf, itemsOf, loadChannel } from './channel-rows';
import { titleTaken } from './create-channel';
import { checkChannel, columnsOf, writeChannelParts } from './write-channel';
import { allQueries } from '@/db/all-queries';

/** The stored channel under the form's names, items in order (what an edit is compared with and the audit keeps). */
async function snapshotOf(db: DbOrTx, c: Channel) {
  const [cover, audience, items] = await allQueries(
    db,
    () => coverOf(db, c.coverFileId),
    () => audienceOf(db, c.id),
    () => itemsOf(db, c.organizationId, c.id),
  );
  return {
    title: c.title,
    description: c.description,
    cover: cover ? { id: cover.id } : null,
    category_id: c.categoryId,
    visibility: c.visibility,
    division_ids: c.visibility === 'private' ? [...audience.division_ids].sort((a, b) => a - b) : [],
    company_ids: c.visibility === 'private' ? [...audience.company_ids].sort((a, b) => a - b) : [],
    items: items.map((i) => ({ type: i.type, id: i.id })),
  };
}

/**
 * PATCH: the whole channel (fields, audience, items in their new order). The snapshot needs the child rows, so it is
 * taken before the shared optimistic update runs (which then compares the row's own fields only through `next`).
 */
export async function updateChannel(options: { db: DbOrTx; organizationId: number; userId: number; id: number; input: z.output<typeof ChannelUpdateSchema> }) {
  const { db, organizationId, userId, id, input } = options;
  const { updated_at: startedFrom, ...values } = input;
  const next: ChannelValues = {
    ...values,
    division_ids: values.visibility === 'private' ? [...new Set(values.division_ids)].sort((a, b) => a - b) : [],
    company_ids: values.visibility === 'private' ? [...new Set(values.company_ids)].sort((a, b) => a - b) : [],
  };
  const stored = await loadChannel(db, organizationId, id);
  const before = await snapshotOf(db, stored);
  const compared = { ...next, cover: next.cover ? { id: next.cover.id } : null, description: sanitizeRichText(next.description) };
  // The row as loaded again inside the transaction is `before` unless it moved meanwhile (then the stale check fires);
  // the row written is the edit's values.
  const snapshot = (row: Channel) => (row.updatedAt.getTime() === stored.updatedAt.getTime() ? before : compared);
  const versioned: Versioned<typeof channels> = { table: channels, entity: 'channel', load: loadChannel, snapshot };
  try {
    const result = await optimisticUpdate(versioned, {
      db,
      organizationId,
      userId,
      id,
      startedFrom,
      next: compared,
      changes: async (tx) => {
        await checkChannel(tx, organizationId, next);
        await writeChannelParts(tx, id, next);
        return { ...columnsOf(next), updatedBy: userId };
      },
    });
    return { id, changed: result.changed, updated_at: result.updated_at };
  } catch (err) {
    if (isUniqueViolation(err)) throw titleTaken();
    throw err;
  }
}
