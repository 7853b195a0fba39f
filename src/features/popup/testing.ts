import type { DbOrTx } from '@/db/client';
import { popupCompanies, popupDivisions, popups } from '@/db/schema/popup';

type NewPopup = typeof popups.$inferInsert;
let seq = 0;
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/** Builders for popups (tests and seed): a unique title, shown today only unless given. */
export async function insertPopup(
  db: DbOrTx,
  overrides: Partial<NewPopup> & { organizationId: number },
  audience: { divisionIds?: number[]; companyIds?: number[] } = {},
) {
  seq += 1;
  const [row] = await db
    .insert(popups)
    .values({ title: `Popup ${seq}`, startDate: today(), endDate: today(), ...overrides })
    .returning();
  if (audience.divisionIds?.length) await db.insert(popupDivisions).values(audience.divisionIds.map((divisionId) => ({ popupId: row.id, divisionId })));
  if (audience.companyIds?.length) await db.insert(popupCompanies).values(audience.companyIds.map((companyId) => ({ popupId: row.id, companyId })));
  return row;
}
