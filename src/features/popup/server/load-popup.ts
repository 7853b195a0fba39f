import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies, divisions } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { popupCompanies, popupDivisions, popups, type Popup } from '@/db/schema/popup';
import { ownFile } from '@/server/file-refs';
import { AppError } from '@/server/http/app-error';
import { sanitizeRichText } from '@/server/sanitize';
import { popupMessages as M } from '../messages';
import type { PopupValues } from '../schemas';
import { allQueries } from '@/db/all-queries';

/** A popup with its audience's ids (what an edit compares and the audit records). */
export type PopupWithAudience = Popup & { divisionIds?: number[]; companyIds?: number[] };

/** The caller's organisation's popup with its audience, or 404: another organisation's id is never data. */
export async function loadPopup(db: DbOrTx, organizationId: number, id: number): Promise<PopupWithAudience> {
  const [row] = await db
    .select()
    .from(popups)
    .where(and(eq(popups.id, id), eq(popups.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const [d, c] = await allQueries(
    db,
    () => db.select({ id: popupDivisions.divisionId }).from(popupDivisions).where(eq(popupDivisions.popupId, id)),
    () => db.select({ id: popupCompanies.companyId }).from(popupCompanies).where(eq(popupCompanies.popupId, id)),
  );
  return { ...row, divisionIds: d.map((r) => r.id).sort((a, b) => a - b), companyIds: c.map((r) => r.id).sort((a, b) => a - b) };
}

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/** The audience ids the popup keeps: only those of its audience kind, sorted (the order means nothing). */
export function audienceOf(input: PopupValues) {
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
  return {
    divisionIds: input.audience === 'divisions' ? sorted(input.division_ids) : [],
    companyIds: input.audience === 'companies' ? sorted(input.company_ids) : [],
  };
}

/**
 * The image is a stored file of this organisation's covers folder; the category, when given, and the divisions and
 * companies are the organisation's.
 */
export async function checkPopup(db: DbOrTx, organizationId: number, input: PopupValues): Promise<void> {
  if (input.image && !(await ownFile(db, organizationId, input.image.id, ['covers']))) throw invalid('image', M.imageInvalid);
  if (input.category_id !== null) {
    const [found] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, input.category_id), eq(categories.organizationId, organizationId)));
    if (!found) throw invalid('category_id', M.categoryUnknown);
  }
  const { divisionIds, companyIds } = audienceOf(input);
  if (divisionIds.length) {
    const found = await db
      .select({ id: divisions.id })
      .from(divisions)
      .where(and(inArray(divisions.id, divisionIds), eq(divisions.organizationId, organizationId)));
    if (found.length !== divisionIds.length) throw invalid('division_ids', M.audienceUnknown('divisions'));
  }
  if (companyIds.length) {
    const found = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(inArray(companies.id, companyIds), eq(companies.organizationId, organizationId)));
    if (found.length !== companyIds.length) throw invalid('company_ids', M.audienceUnknown('companies'));
  }
}

/** Replaces the popup's audience rows. */
export async function saveAudience(db: DbOrTx, popupId: number, audience: { divisionIds: number[]; companyIds: number[] }): Promise<void> {
  await db.delete(popupDivisions).where(eq(popupDivisions.popupId, popupId));
  await db.delete(popupCompanies).where(eq(popupCompanies.popupId, popupId));
  if (audience.divisionIds.length) await db.insert(popupDivisions).values(audience.divisionIds.map((divisionId) => ({ popupId, divisionId })));
  if (audience.companyIds.length) await db.insert(popupCompanies).values(audience.companyIds.map((companyId) => ({ popupId, companyId })));
}

/** The columns of a popup from the form's values (the body sanitised). */
export const columnsOf = (input: PopupValues) => ({
  title: input.title,
  body: sanitizeRichText(input.body),
  imageFileId: input.image?.id ?? null,
  categoryId: input.category_id,
  ctaLabel: input.cta_label,
  ctaUrl: input.cta_url,
  audience: input.audience,
  startDate: input.start_date,
  endDate: input.end_date,
  isActive: input.is_active,
});

/** A popup as the audit records it and as an edit is compared (the form's names). */
export const popupSnapshot = (p: Popup, audience: { divisionIds: number[]; companyIds: number[] }) => ({
  title: p.title,
  body: p.body,
  image_id: p.imageFileId,
  category_id: p.categoryId,
  cta_label: p.ctaLabel,
  cta_url: p.ctaUrl,
  audience: p.audience,
  division_ids: audience.divisionIds,
  company_ids: audience.companyIds,
  start_date: p.startDate,
  end_date: p.endDate,
  is_active: p.isActive,
});

export const valuesSnapshot = (input: PopupValues) => popupSnapshot({ ...columnsOf(input) } as unknown as Popup, audienceOf(input));
