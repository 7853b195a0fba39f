import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies, divisions, files } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { channelAudiences, channelItems } from '@/db/schema/channel';
import { AppError } from '@/server/http/app-error';
import { sanitizeRichText } from '@/server/sanitize';
import { channelMessages as M } from '../messages';
import type { ChannelValues } from '../schemas';
import { channelTypeOf, lookupContent } from './content-registry';
import { allQueries } from '@/db/all-queries';

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });
const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The stored columns of a channel from the form's values (the description sanitised, the cover by its file id). */
export const columnsOf = (input: ChannelValues) => ({
  title: input.title,
  description: sanitizeRichText(input.description),
  coverFileId: input.cover?.id ?? null,
  categoryId: input.category_id,
  visibility: input.visibility,
});

/**
 * What the form's values must satisfy beyond their shape: the cover is an image of this organisation, the category
 * (when given) is one of its categories, the audience
 * names the organisation's divisions and companies, and every item's content exists (unknown types are refused).
 */
export async function checkChannel(db: DbOrTx, organizationId: number, input: ChannelValues): Promise<void> {
  if (input.cover) {
    const [f] = await db
      .select({ mime: files.mimeType })
      .from(files)
      .where(and(eq(files.id, input.cover.id), eq(files.organizationId, organizationId)));
    if (!f || !COVER_TYPES.includes(f.mime)) throw invalid('cover', M.coverNotImage);
  }
  if (input.category_id !== null) {
    const [found] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, input.category_id), eq(categories.organizationId, organizationId)));
    if (!found) throw invalid('category_id', M.categoryUnknown);
  }
  if (input.visibility === 'private') {
    const [ds, cs] = await allQueries(
      db,
      () =>
        input.division_ids.length
          ? db
              .select({ id: divisions.id })
              .from(divisions)
              .where(and(eq(divisions.organizationId, organizationId), inArray(divisions.id, input.division_ids)))
          : [],
      () =>
        input.company_ids.length
          ? db
              .select({ id: companies.id })
              .from(companies)
              .where(and(eq(companies.organizationId, organizationId), inArray(companies.id, input.company_ids)))
          : [],
    );
    if (ds.length !== new Set(input.division_ids).size) throw invalid('division_ids', M.audienceUnknown);
    if (cs.length !== new Set(input.company_ids).size) throw invalid('company_ids', M.audienceUnknown);
  }
  const byType = new Map<string, number[]>();
  for (const item of input.items) byType.set(item.type, [...(byType.get(item.type) ?? []), item.id]);
  for (const [type, ids] of byType) {
    const source = await channelTypeOf(type);
    if (!source) throw invalid('items', M.unknownType);
    const found = await lookupContent(db, source, organizationId, ids);
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw invalid('items', M.itemMissing(`${source.label} ${missing}`));
  }
}

/** Replaces the channel's audience and items (positions 1..n in the form's order). */
export async function writeChannelParts(db: DbOrTx, channelId: number, input: ChannelValues): Promise<void> {
  await db.delete(channelAudiences).where(eq(channelAudiences.channelId, channelId));
  await db.delete(channelItems).where(eq(channelItems.channelId, channelId));
  const audience =
    input.visibility === 'private'
      ? [
          ...[...new Set(input.division_ids)].map((refId) => ({ channelId, kind: 'division' as const, refId })),
          ...[...new Set(input.company_ids)].map((refId) => ({ channelId, kind: 'company' as const, refId })),
        ]
      : [];
  if (audience.length) await db.insert(channelAudiences).values(audience);
  if (input.items.length) {
    await db.insert(channelItems).values(input.items.map((item, i) => ({ channelId, contentType: item.type, contentId: item.id, position: i + 1 })));
  }
}
