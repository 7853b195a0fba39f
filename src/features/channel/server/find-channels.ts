import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies, divisions } from '@/db/schema';
import { channels } from '@/db/schema/channel';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { AppError } from '@/server/http/app-error';
import { channelMessages as M } from '../messages';
import { CHANNEL_SORT_COLUMNS, type ChannelFormOptions, type ChannelListQuery, type ChannelRow, type PickerQuery, type PickerRow } from '../schemas';
import { contentSources, sourceOf } from './content-registry';
import { inOrganization, selectChannelRows, titleLike, toChannelRow } from './channel-rows';

/** The organisation's channels (list contract: keyword over the title, visibility), last changed first by default. */
export async function findChannels(options: { db: DbOrTx; organizationId: number; query: ChannelListQuery }): Promise<ListResult<ChannelRow>> {
  const { db, organizationId, query } = options;
  const sort = readSort(query, CHANNEL_SORT_COLUMNS, { column: 'updated_at', direction: 'desc' });
  const where = inOrganization(organizationId, titleLike(query.keyword), query.visibility ? eq(channels.visibility, query.visibility) : undefined);
  const { rows, total } = await selectChannelRows(db, { where, order: sort, limit: query.page_size, offset: (query.page - 1) * query.page_size });
  return paginate(rows.map(toChannelRow), total, query.page, query.page_size);
}

/** The content picker: one type's content of the organisation, by keyword, 10 per page. */
export async function findContent(options: { db: DbOrTx; organizationId: number; query: PickerQuery }): Promise<ListResult<PickerRow>> {
  const { db, organizationId, query } = options;
  const source = sourceOf(query.type);
  if (!source) throw new AppError('VALIDATION', M.unknownType, { details: [{ field: 'type', message: M.unknownType }] });
  const { rows, total } = await source.search(db, organizationId, { keyword: query.keyword, page: query.page, pageSize: query.page_size });
  return paginate(
    rows.map((r) => ({ type: source.type, ...r })),
    total,
    query.page,
    query.page_size,
  );
}

/** The content types of the registry as options. */
export const contentTypeOptions = () => contentSources.map((s) => ({ value: s.type, label: s.label }));

/** The form's choices, read on the server so the first paint has them: content types, divisions, companies. */
export async function channelFormOptions(options: { db: DbOrTx; organizationId: number }): Promise<ChannelFormOptions> {
  const { db, organizationId } = options;
  const [ds, cs] = await Promise.all([
    db
      .select({ value: divisions.id, label: divisions.name })
      .from(divisions)
      .where(eq(divisions.organizationId, organizationId))
      .orderBy(asc(divisions.name))
      .limit(500),
    db
      .select({ value: companies.id, label: companies.name })
      .from(companies)
      .where(eq(companies.organizationId, organizationId))
      .orderBy(asc(companies.name))
      .limit(500),
  ]);
  return { types: contentTypeOptions(), divisions: ds, companies: cs };
}
