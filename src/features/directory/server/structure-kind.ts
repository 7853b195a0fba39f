import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { companies, divisions, type Division } from '@/db/schema/directory';
import { AppError } from '@/server/http/app-error';
import { directoryMessages as M } from '../messages';
import type { CompanyRow, DivisionRow } from '../schemas';

/**
 * Divisions and companies are the same kind of list (a code and a name per organisation, people assigned to them):
 * one set of use cases serves both, told apart by this description. The two tables have the same columns.
 */
export interface StructureKind<Row = DivisionRow | CompanyRow> {
  entity: 'division' | 'company';
  table: typeof divisions;
  /** The users column that points at a row of this kind. */
  usersColumn: typeof users.divisionId;
  fields: { code: string; name: string };
  messages: (typeof M)['division'] | (typeof M)['company'];
  /** The list and detail row under the spec's field names. */
  row: (r: Stored) => Row;
}

/** A stored row with its number of people. */
interface Stored {
  id: number;
  code: string;
  name: string;
  usersCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const meta = (r: Stored) => ({
  users_count: Number(r.usersCount),
  can_delete: Number(r.usersCount) === 0,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export const divisionKind: StructureKind<DivisionRow> = {
  entity: 'division',
  table: divisions,
  usersColumn: users.divisionId,
  fields: { code: 'division_code', name: 'division_name' },
  messages: M.division,
  row: (r) => ({ id: r.id, division_code: r.code, division_name: r.name, ...meta(r) }),
};

export const companyKind: StructureKind<CompanyRow> = {
  entity: 'company',
  // Same columns as divisions (src/db/schema/directory.ts); typed as one so the use cases are written once.
  table: companies as unknown as typeof divisions,
  usersColumn: users.companyId as unknown as typeof users.divisionId,
  fields: { code: 'company_code', name: 'company_name' },
  messages: M.company,
  row: (r) => ({ id: r.id, company_code: r.code, company_name: r.name, ...meta(r) }),
};

/**
 * How many people of the organisation a row of this kind has (the users index on organisation and division/company).
 * The outer row's id is named with its table: inside a select list Drizzle writes a bare "id", which would be the user's.
 */
export const usersCount = (kind: StructureKind<unknown>, organizationId: number): SQL<number> =>
  sql<number>`(select count(*) from users u where u.organization_id = ${organizationId} and u.${sql.identifier(kind.usersColumn.name)} = ${sql.identifier(getTableName(kind.table))}.id)::int`;

/** The caller's organisation's row, or 404: another organisation's id is never data. */
export async function loadStructure(kind: StructureKind<unknown>, db: DbOrTx, organizationId: number, id: number): Promise<Division> {
  const t = kind.table;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', kind.messages.notFound);
  return row;
}

export const codeTaken = (kind: StructureKind<unknown>) =>
  new AppError('VALIDATION', kind.messages.codeTaken, { details: [{ field: kind.fields.code, message: kind.messages.codeTaken }] });
