import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { companies, divisions, users } from '@/db/schema';
import { popupCompanies, popupDivisions, popups } from '@/db/schema/popup';
import { categories } from '@/db/schema/category';
import { fileRefs } from '@/server/file-refs';
import type { PopupDetail, PopupRow, PopupState } from '../schemas';
import { allQueries } from '@/db/all-queries';

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

/** Today in WIB, the day the popups' dates are counted in. */
const TODAY = sql`(now() at time zone 'Asia/Jakarta')::date`;

/** The state of a popup, in SQL (the list's filter) and computed the same way for the rows. */
export const STATE_SQL: Record<PopupState, SQL> = {
  ended: sql`${popups.endDate} < ${TODAY}`,
  inactive: sql`${popups.endDate} >= ${TODAY} and not ${popups.isActive}`,
  scheduled: sql`${popups.endDate} >= ${TODAY} and ${popups.isActive} and ${popups.startDate} > ${TODAY}`,
  active: sql`${popups.isActive} and ${popups.startDate} <= ${TODAY} and ${popups.endDate} >= ${TODAY}`,
};

/** The WIB calendar day of an instant, as YYYY-MM-DD. */
export const wibDay = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

function stateOf(p: { startDate: string; endDate: string; isActive: boolean }, now = new Date()): PopupState {
  const today = wibDay(now);
  if (p.endDate < today) return 'ended';
  if (!p.isActive) return 'inactive';
  return p.startDate > today ? 'scheduled' : 'active';
}

/** The popups with these ids with their category and the people who created and edited them. */
export async function selectPopups(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ popup: popups, category: categories.name, createdBy: creator.fullName, updatedBy: updater.fullName })
    .from(popups)
    .leftJoin(categories, eq(categories.id, popups.categoryId))
    .leftJoin(creator, eq(creator.id, popups.createdBy))
    .leftJoin(updater, eq(updater.id, popups.updatedBy))
    .where(inArray(popups.id, ids));
}

type Selected = Awaited<ReturnType<typeof selectPopups>>[number];

export function toPopupRow({ popup: p, category, createdBy }: Selected): PopupRow {
  return {
    id: p.id,
    title: p.title,
    category: p.categoryId && category ? { id: p.categoryId, name: category } : null,
    audience: p.audience,
    start_date: p.startDate,
    end_date: p.endDate,
    is_active: p.isActive,
    state: stateOf(p),
    created_by: { id: p.createdBy, full_name: createdBy ?? '-' },
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    can_delete: true,
  };
}

/** The detail: the row, its body, image and call to action, and the divisions or companies it is shown to. */
export async function toPopupDetail(db: DbOrTx, selected: Selected): Promise<PopupDetail> {
  const p = selected.popup;
  const [files, d, c] = await allQueries(
    db,
    () => fileRefs(db, [p.imageFileId]),
    () =>
      db
        .select({ id: divisions.id, name: divisions.name })
        .from(popupDivisions)
        .innerJoin(divisions, eq(divisions.id, popupDivisions.divisionId))
        .where(eq(popupDivisions.popupId, p.id))
        .orderBy(asc(divisions.name)),
    () =>
      db
        .select({ id: companies.id, name: companies.name })
        .from(popupCompanies)
        .innerJoin(companies, eq(companies.id, popupCompanies.companyId))
        .where(eq(popupCompanies.popupId, p.id))
        .orderBy(asc(companies.name)),
  );
  return {
    ...toPopupRow(selected),
    body: p.body,
    image: p.imageFileId ? (files.get(p.imageFileId) ?? null) : null,
    cta_label: p.ctaLabel,
    cta_url: p.ctaUrl,
    divisions: d,
    companies: c,
    updated_by: { id: p.updatedBy, full_name: selected.updatedBy ?? '-' },
  };
}
