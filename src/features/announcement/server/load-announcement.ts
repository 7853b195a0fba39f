import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { companies, divisions, roles } from '@/db/schema';
import { announcementCompanies, announcementDivisions, announcementRoles, announcements, type Announcement } from '@/db/schema/announcement';
import { allQueries } from '@/db/all-queries';
import { wibInstant } from '@/lib/wib';
import { AppError } from '@/server/http/app-error';
import { sanitizeRichText } from '@/server/sanitize';
import { announcementMessages as M } from '../messages';
import type { AnnouncementValues } from '../schemas';

/** The ids an announcement is for, by kind (only its audience's kind is ever non-empty). */
export interface Audience {
  divisionIds: number[];
  companyIds: number[];
  roleIds: number[];
}

/** An announcement with its audience's ids (what an edit compares and the audit records). */
export type AnnouncementWithAudience = Announcement & { audienceIds?: Audience };

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** The caller's organisation's announcement with its audience, or 404: another organisation's id is never data. */
export async function loadAnnouncement(db: DbOrTx, organizationId: number, id: number): Promise<AnnouncementWithAudience> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const [d, c, r] = await allQueries(
    db,
    () => db.select({ id: announcementDivisions.divisionId }).from(announcementDivisions).where(eq(announcementDivisions.announcementId, id)),
    () => db.select({ id: announcementCompanies.companyId }).from(announcementCompanies).where(eq(announcementCompanies.announcementId, id)),
    () => db.select({ id: announcementRoles.roleId }).from(announcementRoles).where(eq(announcementRoles.announcementId, id)),
  );
  const ids = (rows: { id: number }[]) => sorted(rows.map((x) => x.id));
  return { ...row, audienceIds: { divisionIds: ids(d), companyIds: ids(c), roleIds: ids(r) } };
}

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/** The audience ids the announcement keeps: only those of its audience kind, sorted (the order means nothing). */
export function audienceOf(input: AnnouncementValues): Audience {
  return {
    divisionIds: input.audience === 'division' ? sorted(input.division_ids) : [],
    companyIds: input.audience === 'company' ? sorted(input.company_ids) : [],
    roleIds: input.audience === 'role' ? sorted(input.role_ids) : [],
  };
}

type Unit = PgTable & { id: PgColumn; organizationId: PgColumn };

/** The divisions, companies or roles named are the organisation's. */
export async function checkAnnouncement(db: DbOrTx, organizationId: number, input: AnnouncementValues): Promise<void> {
  const audience = audienceOf(input);
  const checks: Array<[number[], Unit, string, string]> = [
    [audience.divisionIds, divisions, 'division_ids', 'divisions'],
    [audience.companyIds, companies, 'company_ids', 'companies'],
    [audience.roleIds, roles, 'role_ids', 'roles'],
  ];
  for (const [ids, table, field, what] of checks) {
    if (!ids.length) continue;
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, ids), eq(table.organizationId, organizationId)));
    if (found.length !== ids.length) throw invalid(field, M.audienceUnknown(what));
  }
}

/** Replaces the announcement's audience rows. */
export async function saveAudience(db: DbOrTx, announcementId: number, audience: Audience): Promise<void> {
  await db.delete(announcementDivisions).where(eq(announcementDivisions.announcementId, announcementId));
  await db.delete(announcementCompanies).where(eq(announcementCompanies.announcementId, announcementId));
  await db.delete(announcementRoles).where(eq(announcementRoles.announcementId, announcementId));
  if (audience.divisionIds.length) await db.insert(announcementDivisions).values(audience.divisionIds.map((divisionId) => ({ announcementId, divisionId })));
  if (audience.companyIds.length) await db.insert(announcementCompanies).values(audience.companyIds.map((companyId) => ({ announcementId, companyId })));
  if (audience.roleIds.length) await db.insert(announcementRoles).values(audience.roleIds.map((roleId) => ({ announcementId, roleId })));
}

/** The columns of an announcement from the form's values (the body sanitised, the WIB wall clocks as instants). */
export const columnsOf = (input: AnnouncementValues) => ({
  title: input.title,
  body: sanitizeRichText(input.body),
  audience: input.audience,
  startsAt: wibInstant(input.starts_at)!,
  endsAt: input.ends_at ? wibInstant(input.ends_at) : null,
  pinned: input.pinned,
  status: input.status,
});

/** An announcement as the audit records it and as an edit is compared (the form's names). */
export const announcementSnapshot = (a: Pick<Announcement, keyof ReturnType<typeof columnsOf>>, audience: Audience) => ({
  title: a.title,
  body: a.body,
  audience: a.audience,
  division_ids: audience.divisionIds,
  company_ids: audience.companyIds,
  role_ids: audience.roleIds,
  starts_at: a.startsAt.toISOString(),
  ends_at: a.endsAt?.toISOString() ?? null,
  pinned: a.pinned,
  status: a.status,
});

export const valuesSnapshot = (input: AnnouncementValues) => announcementSnapshot(columnsOf(input), audienceOf(input));
