import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { channels } from '@/db/schema/channel';
import { AppError } from '@/server/http/app-error';
import { channelMessages as M } from '../messages';
import type { ChannelDetail } from '../schemas';
import { audienceOf, coverOf, inOrganization, itemsOf, selectChannelRows, toChannelRow } from './channel-rows';
import { allQueries } from '@/db/all-queries';

/** One channel with its cover, audience and items (the detail page, the edit form and GET /channels/{id}). */
export async function getChannel(options: { db: DbOrTx; organizationId: number; id: number }): Promise<ChannelDetail> {
  const { db, organizationId, id } = options;
  const rows = await selectChannelRows(db, inOrganization(organizationId, eq(channels.id, id)));
  if (!rows.length) throw new AppError('NOT_FOUND', M.notFound);
  const c = rows[0].channel;
  const [cover, audience, content] = await allQueries(
    db,
    () => coverOf(db, c.coverFileId),
    () => audienceOf(db, id),
    () => itemsOf(db, organizationId, id),
  );
  return { ...toChannelRow(rows[0]), description: c.description, cover, ...audience, content };
}
