import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { companies, divisions, roles, users } from '@/db/schema';
import { announcementCompanies, announcementDivisions, announcementListCounts, announcementRoles, announcements } from '@/db/schema/announcement';
import { allQueries } from '@/db/all-queries';
import type { ListResult } from '@/lib/list';
import { contentListTable, contentPage } from '@/server/list/content-list';
import { inPageOrder, listResult } from '@/server/list/query';
import { unitChoices } from '@/server/list/unit-choices';
import { AppError } from '@/server/http/app-error';
import { announcementMessages as M } from '../messages';
import { ANNOUNCEMENT_SORT_COLUMNS, type AnnouncementDetail, type AnnouncementListQuery, type AnnouncementRow, type AudienceOptions } from '../schemas';

const LIST = contentListTable<(typeof ANNOUNCEMENT_SORT_COLUMNS)[number]>(announcements, {
  counter: announcementListCounts,
  sorts: { starts_at: { column: announcements.startsAt, cast: 'timestamptz' } },
});

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

/** The announcements with these ids with the people who created and edited them. */
async function selectAnnouncements(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ row: announcements, createdBy: creator.fullName, updatedBy: updater.fullName })
    .from(announcements)
    .leftJoin(creator, eq(creator.id, announcements.createdBy))
    .leftJoin(updater, eq(updater.id, announcements.updatedBy))
    .where(inArray(announcements.id, ids));
}

type Selected = Awaited<ReturnType<typeof selectAnnouncements>>[number];

function toRow({ row: a, createdBy }: Selected): AnnouncementRow {
  return {
    id: a.id,
    title: a.title,
    audience: a.audience,
    starts_at: a.startsAt.toISOString(),
    ends_at: a.endsAt?.toISOString() ?? null,
    pinned: a.pinned,
    status: a.status,
    created_by: { id: a.createdBy, full_name: createdBy ?? '-' },
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    // Nothing refers to an announcement: it can always be deleted.
    can_delete: true,
  };
}

/** The organisation's announcements, one page at a time (the list contract), last updated first unless asked otherwise. */
export async function findAnnouncements(options: { db: DbOrTx; organizationId: number; query: AnnouncementListQuery }): Promise<ListResult<AnnouncementRow>> {
  const { db, organizationId, query } = options;
  const { ids, total } = await contentPage({
    db,
    list: LIST,
    table: announcements,
    organizationId,
    query,
    sortColumns: ANNOUNCEMENT_SORT_COLUMNS,
    filter: {
      equal: { status: announcements.status, audience: announcements.audience },
      custom: { pinned: (v) => sql`${announcements.pinned} = ${v === 'true'}` },
    },
  });
  const rows = await selectAnnouncements(db, ids);
  return listResult(inPageOrder(ids, rows, (r) => r.row.id).map(toRow), total, query.page, query.page_size);
}

/** One announcement with its body and audience (the detail page, the edit form and GET /setting/announcements/{id}). */
export async function getAnnouncement(options: { db: DbOrTx; organizationId: number; id: number }): Promise<AnnouncementDetail> {
  const { db, id } = options;
  const [selected] = await selectAnnouncements(db, [id]);
  if (!selected || selected.row.organizationId !== options.organizationId) throw new AppError('NOT_FOUND', M.notFound);
  const [d, c, r] = await allQueries(
    db,
    () =>
      db
        .select({ id: divisions.id, name: divisions.name })
        .from(announcementDivisions)
        .innerJoin(divisions, eq(divisions.id, announcementDivisions.divisionId))
        .where(eq(announcementDivisions.announcementId, id))
        .orderBy(asc(divisions.name)),
    () =>
      db
        .select({ id: companies.id, name: companies.name })
        .from(announcementCompanies)
        .innerJoin(companies, eq(companies.id, announcementCompanies.companyId))
        .where(eq(announcementCompanies.announcementId, id))
        .orderBy(asc(companies.name)),
    () =>
      db
        .select({ id: roles.id, name: roles.name })
        .from(announcementRoles)
        .innerJoin(roles, eq(roles.id, announcementRoles.roleId))
        .where(eq(announcementRoles.announcementId, id))
        .orderBy(asc(roles.name)),
  );
  const a = selected.row;
  return {
    ...toRow(selected),
    body: a.body,
    divisions: d,
    companies: c,
    roles: r,
    updated_by: { id: a.updatedBy, full_name: selected.updatedBy ?? '-' },
  };
}

/** The audience pickers' choices: the organisation's divisions, companies and roles by name (an organisation has tens). */
export async function findAudienceOptions(options: { db: DbOrTx; organizationId: number }): Promise<AudienceOptions> {
  const { db, organizationId } = options;
  const [units, r] = await allQueries(
    db,
    () => unitChoices(db, organizationId, 1000),
    () => db.select({ value: roles.id, label: roles.name }).from(roles).where(eq(roles.organizationId, organizationId)).orderBy(asc(roles.name)).limit(1000),
  );
  return { ...units, roles: r };
}
