import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { certificateTemplates, certificateThemeListCounts, certificateThemes } from '@/db/schema/certificate';
import type { ListResult } from '@/lib/list';
import { fileRefs } from '@/server/file-refs';
import { AppError } from '@/server/http/app-error';
import { contentListTable, contentPage } from '@/server/list/content-list';
import { inPageOrder, listResult } from '@/server/list/query';
import { themeMessages as M } from '../messages';
import { THEME_SORT_COLUMNS, type ThemeDetail, type ThemeListQuery, type ThemeRow } from '../schemas';
import { allQueries } from '@/db/all-queries';

const LIST = contentListTable<(typeof THEME_SORT_COLUMNS)[number]>(certificateThemes, { counter: certificateThemeListCounts, sorts: {} });
const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

async function selectThemes(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  const [rows, uses] = await allQueries(
    db,
    () =>
      db
        .select({ theme: certificateThemes, createdBy: creator.fullName, updatedBy: updater.fullName })
        .from(certificateThemes)
        .leftJoin(creator, eq(creator.id, certificateThemes.createdBy))
        .leftJoin(updater, eq(updater.id, certificateThemes.updatedBy))
        .where(inArray(certificateThemes.id, ids)),
    () =>
      db
        .select({ id: certificateTemplates.themeId, n: count() })
        .from(certificateTemplates)
        .where(inArray(certificateTemplates.themeId, ids))
        .groupBy(certificateTemplates.themeId),
  );
  const files = await fileRefs(
    db,
    rows.map((r) => r.theme.backgroundFileId),
  );
  const used = new Map(uses.map((u) => [u.id, Number(u.n)]));
  return rows.map((r) => ({
    ...r,
    background: r.theme.backgroundFileId ? (files.get(r.theme.backgroundFileId) ?? null) : null,
    templates: used.get(r.theme.id) ?? 0,
  }));
}
type Selected = Awaited<ReturnType<typeof selectThemes>>[number];

const toRow = ({ theme: t, createdBy, background, templates }: Selected): ThemeRow => ({
  id: t.id,
  title: t.title,
  orientation: t.orientation,
  text_color: t.textColor,
  font: t.font,
  is_active: t.isActive,
  status: t.isActive ? 'active' : 'inactive',
  background,
  templates,
  created_by: { id: t.createdBy, full_name: createdBy ?? '-' },
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
  // A theme a template uses cannot be deleted (the templates would lose their look).
  can_delete: templates === 0,
});

/** The organisation's themes, one page at a time (the list contract), last updated first unless asked otherwise. */
export async function findThemes(options: { db: DbOrTx; organizationId: number; query: ThemeListQuery }): Promise<ListResult<ThemeRow>> {
  const { db, organizationId, query } = options;
  const { ids, total } = await contentPage({
    db,
    list: LIST,
    table: certificateThemes,
    organizationId,
    query,
    sortColumns: THEME_SORT_COLUMNS,
    filter: {
      equal: { orientation: certificateThemes.orientation },
      custom: { status: (v) => sql`${certificateThemes.isActive} = ${v === 'active'}` },
    },
  });
  const rows = await selectThemes(db, ids);
  return listResult(inPageOrder(ids, rows, (r) => r.theme.id).map(toRow), total, query.page, query.page_size);
}

/** One theme with the templates that use it (the detail page, the edit form and GET /certificates/themes/{id}). */
export async function getTheme(options: { db: DbOrTx; organizationId: number; id: number }): Promise<ThemeDetail> {
  const [row] = await selectThemes(options.db, [options.id]);
  if (!row || row.theme.organizationId !== options.organizationId) throw new AppError('NOT_FOUND', M.notFound);
  const usedBy = await options.db
    .select({ id: certificateTemplates.id, title: certificateTemplates.title, type: certificateTemplates.type })
    .from(certificateTemplates)
    .where(and(eq(certificateTemplates.themeId, row.theme.id), eq(certificateTemplates.organizationId, options.organizationId)))
    .orderBy(asc(certificateTemplates.title))
    .limit(200);
  return { ...toRow(row), updated_by: { id: row.theme.updatedBy, full_name: row.updatedBy ?? '-' }, used_by: usedBy };
}

/** The themes as filter and picker options, by title (an organisation has a handful). */
export async function themeOptions(options: { db: DbOrTx; organizationId: number }): Promise<{ label: string; value: string }[]> {
  const rows = await options.db
    .select({ id: certificateThemes.id, title: certificateThemes.title })
    .from(certificateThemes)
    .where(eq(certificateThemes.organizationId, options.organizationId))
    .orderBy(asc(certificateThemes.title))
    .limit(1000);
  return rows.map((r) => ({ label: r.title, value: String(r.id) }));
}

/** The themes a template form offers: the active ones, and the template's own theme even when it was switched off. */
export async function pickableThemes(options: { db: DbOrTx; organizationId: number; keep?: number }): Promise<ThemeRow[]> {
  const query = { page: 1, page_size: 1000, status: 'active' as const };
  const { results } = await findThemes({ ...options, query: { ...query, order_by: 'title', order_type: 'asc' } });
  if (options.keep && !results.some((t) => t.id === options.keep)) {
    const own = await getTheme({ ...options, id: options.keep }).catch(() => null);
    if (own) results.push(own);
  }
  return results;
}
