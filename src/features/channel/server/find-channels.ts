import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { channelListCounts, channels } from '@/db/schema/channel';
import { paginate, type ListResult } from '@/lib/list';
import { contentListTable, contentPage } from '@/server/list/content-list';
import { inPageOrder, listResult } from '@/server/list/query';
import { unitChoices } from '@/server/list/unit-choices';
import { AppError } from '@/server/http/app-error';
import { channelMessages as M } from '../messages';
import { CHANNEL_SORT_COLUMNS, type ChannelFormOptions, type ChannelListQuery, type ChannelRow, type PickerQuery, type PickerRow } from '../schemas';
import { channelTypeOf, channelTypes, searchContent } from './content-registry';
import { channelItemCount, selectChannelRows, toChannelRow } from './channel-rows';

/**
 * The channel list on the one list query (docs/decisions/0060, 0088): the sorts on columns are indexes that start
 * with the organisation (channel 0001), the total comes from the maintained counter; the Items sort is a count.
 */
const LIST = contentListTable<(typeof CHANNEL_SORT_COLUMNS)[number]>(channels, {
  counter: channelListCounts,
  noCreatorSort: true,
  sorts: { visibility: { column: channels.visibility, cast: 'text' }, items: { expr: channelItemCount } },
});

/** The organisation's channels (list contract: keyword over the title, visibility), last changed first by default. */
export async function findChannels(options: { db: DbOrTx; organizationId: number; query: ChannelListQuery }): Promise<ListResult<ChannelRow>> {
  const { db, organizationId, query } = options;
  const { ids, total } = await contentPage({
    db,
    list: LIST,
    table: channels,
    organizationId,
    query,
    sortColumns: CHANNEL_SORT_COLUMNS,
    filter: { equal: { visibility: channels.visibility, category_id: channels.categoryId } },
  });
  const rows = ids.length ? await selectChannelRows(db, inArray(channels.id, ids)) : [];
  return listResult(inPageOrder(ids, rows, (r) => r.channel.id).map(toChannelRow), total, query.page, query.page_size);
}

/** The content picker: one type's content of the organisation, by keyword, 10 per page. */
export async function findContent(options: { db: DbOrTx; organizationId: number; query: PickerQuery }): Promise<ListResult<PickerRow>> {
  const { db, organizationId, query } = options;
  const source = await channelTypeOf(query.type);
  if (!source) throw new AppError('VALIDATION', M.unknownType, { details: [{ field: 'type', message: M.unknownType }] });
  const { rows, total } = await searchContent(db, source, organizationId, { keyword: query.keyword, page: query.page, pageSize: query.page_size });
  return paginate(
    rows.map((r) => ({ type: source.type, ...r })),
    total,
    query.page,
    query.page_size,
  );
}

/** The content types a channel may hold, as options. */
export const contentTypeOptions = async () => (await channelTypes()).map((s) => ({ value: s.type, label: s.label }));

/** The form's choices, read on the server so the first paint has them: content types, divisions, companies. */
export async function channelFormOptions(options: { db: DbOrTx; organizationId: number }): Promise<ChannelFormOptions> {
  const units = await unitChoices(options.db, options.organizationId, 500);
  return { types: await contentTypeOptions(), ...units };
}
