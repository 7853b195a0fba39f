import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { locationListCounts, locations, type Location } from '@/db/schema/announcement';
import { readSort, type ListResult } from '@/lib/list';
import { keywordSearch } from '@/server/list/keyword';
import { inPageOrder, listPage, listResult, type ListTable } from '@/server/list/query';
import { AppError } from '@/server/http/app-error';
import { declaredContents } from '@/features/contents';
import { locationMessages as M } from '../messages';
import { LOCATION_SORT_COLUMNS, type LocationDetail, type LocationListQuery, type LocationRow } from '../location-schemas';

type LocationSort = (typeof LOCATION_SORT_COLUMNS)[number];

/** The location list on the one list query (docs/decisions/0060): an index per sort from the organisation, the counter's total. */
const LIST: ListTable<LocationSort> = {
  name: 'locations',
  table: locations,
  id: locations.id,
  organizationId: locations.organizationId,
  counter: locationListCounts,
  sorts: {
    name: { column: sql`lower(${locations.name})`, cast: 'text' },
    created_by: { expr: sql`${users.fullName}`, from: sql`left join ${users} on ${users.id} = ${locations.createdBy}` },
    created_at: { column: locations.createdAt, cast: 'timestamptz' },
    updated_at: { column: locations.updatedAt, cast: 'timestamptz' },
  },
};

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

async function selectLocations(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ row: locations, createdBy: creator.fullName, updatedBy: updater.fullName })
    .from(locations)
    .leftJoin(creator, eq(creator.id, locations.createdBy))
    .leftJoin(updater, eq(updater.id, locations.updatedBy))
    .where(inArray(locations.id, ids));
}

/**
 * Per location id, what uses it ('2 classroom batches'; empty: it may be deleted): the rows the areas declare in their
 * manifests as naming a location (`locationUsers`, decision 0124), each counted by its location index. The list's
 * can_delete and the delete's refusal both read this; no other area's code is imported.
 */
export async function locationUses(db: DbOrTx, ids: number[]): Promise<Map<number, string[]>> {
  const uses = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (!ids.length) return uses;
  for (const u of (await declaredContents()).locationUsers()) {
    const rows = await db.select({ id: u.column, n: count() }).from(u.table).where(inArray(u.column, ids)).groupBy(u.column);
    for (const r of rows) uses.get(Number(r.id))?.push(`${r.n} ${u.label[r.n === 1 ? 0 : 1]}`);
  }
  return uses;
}

type Selected = Awaited<ReturnType<typeof selectLocations>>[number];

function toRow({ row: l, createdBy }: Selected, uses: Map<number, string[]>): LocationRow {
  return {
    id: l.id,
    name: l.name,
    address: l.address,
    latitude: l.latitude,
    longitude: l.longitude,
    radius_meters: l.radiusMeters,
    created_by: { id: l.createdBy, full_name: createdBy ?? '-' },
    created_at: l.createdAt.toISOString(),
    updated_at: l.updatedAt.toISOString(),
    // A location that a classroom batch picked cannot be deleted (decision 0124).
    can_delete: !uses.get(l.id)?.length,
  };
}

/** The organisation's locations, one page at a time, last updated first unless asked otherwise; the keyword looks in the name and address. */
export async function findLocations(options: { db: DbOrTx; organizationId: number; query: LocationListQuery }): Promise<ListResult<LocationRow>> {
  const { db, organizationId, query } = options;
  const filters = query.keyword ? [await keywordSearch(db, [locations.name, locations.address], query.keyword)] : [];
  const { ids, total } = await listPage({
    db,
    list: LIST,
    organizationId,
    filters,
    filterKey: { keyword: query.keyword },
    sort: readSort<LocationSort>(query, LOCATION_SORT_COLUMNS, { column: 'updated_at', direction: 'desc' }),
    page: query.page,
    pageSize: query.page_size,
  });
  const rows = await selectLocations(db, ids);
  const uses = await locationUses(db, ids);
  return listResult(
    inPageOrder(ids, rows, (r) => r.row.id).map((r) => toRow(r, uses)),
    total,
    query.page,
    query.page_size,
  );
}

/** One location (the detail page, the edit form and GET /setting/locations/{id}); another organisation's is a 404. */
export async function getLocation(options: { db: DbOrTx; organizationId: number; id: number }): Promise<LocationDetail> {
  const [selected] = await selectLocations(options.db, [options.id]);
  if (!selected || selected.row.organizationId !== options.organizationId) throw new AppError('NOT_FOUND', M.notFound);
  return {
    ...toRow(selected, await locationUses(options.db, [selected.row.id])),
    updated_by: { id: selected.row.updatedBy, full_name: selected.updatedBy ?? '-' },
  };
}

/** The caller's organisation's location, or 404. */
export async function loadLocation(db: DbOrTx, organizationId: number, id: number): Promise<Location> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}
