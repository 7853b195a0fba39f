import type { DbOrTx } from '@/db/client';
import { channels } from '@/db/schema/channel';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import { AppError } from '@/server/http/app-error';
import { channelMessages as M } from '../messages';
import type { ChannelValues } from '../schemas';
import { checkChannel, columnsOf, writeChannelParts } from './write-channel';

export const titleTaken = () => new AppError('VALIDATION', M.titleTaken, { details: [{ field: 'title', message: M.titleTaken }] });

/** A new channel with its audience and ordered items, in one transaction, audited. */
export async function createChannel(options: { db: DbOrTx; organizationId: number; userId: number; input: ChannelValues }) {
  const { db, organizationId, userId, input } = options;
  try {
    return await db.transaction(async (tx) => {
      await checkChannel(tx, organizationId, input);
      const [row] = await tx
        .insert(channels)
        .values({ organizationId, ...columnsOf(input), createdBy: userId, updatedBy: userId })
        .returning({ id: channels.id });
      await writeChannelParts(tx, row.id, input);
      await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'channel', entityId: row.id, after: input });
      return { id: row.id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw titleTaken();
    throw err;
  }
}
