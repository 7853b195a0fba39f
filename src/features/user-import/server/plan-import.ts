import { IMPORT_COLUMNS, IMPORT_STATUSES, type ColumnKey, type ImportStatus } from '../columns';
import { userImportMessages as M } from '../messages';
import type { ImportRowError, ImportRowPlan } from '../schemas';
import type { Directory, ExistingUser } from './load-directory';
import { headerOf, type UserSheet } from './read-user-sheet';

/** The columns stored on the users row, as the import sets them. */
export interface UserFields {
  full_name: string;
  email: string;
  nik: string | null;
  position: string | null;
  phone: string | null;
  division_id: number | null;
  company_id: number | null;
  status: ImportStatus | ExistingUser['status'];
}

export interface NewUser extends UserFields {
  row: number;
  roleIds: number[];
}

export interface UserUpdate {
  row: number;
  id: number;
  /** Only the columns that change. */
  set: Partial<UserFields>;
  before: Partial<UserFields>;
  /** The user's roles after the import, when they change. */
  roleIds?: number[];
  rolesBefore?: number[];
}

export interface ImportPlan {
  total: number;
  creates: NewUser[];
  updates: UserUpdate[];
  unchanged: number;
  rows: ImportRowPlan[];
  errors: ImportRowError[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// The user form's NIK (letters, digits, '.', '_', '-', up to 50) and the import's own '/', not starting with '.', '-', '/'.
const NIK = /^\w[\w.\-/]{0,49}$/;
const PHONE = /^[0-9+\-() ]{6,30}$/;
/** What the console stores for the text columns, as a cell holding it would read. */
const STORED = {
  full_name: (u: ExistingUser) => u.full_name,
  email: (u: ExistingUser) => u.email.toLowerCase(),
  nik: (u: ExistingUser) => u.nik,
  position: (u: ExistingUser) => u.position,
  phone: (u: ExistingUser) => u.phone,
};
const maxOf = new Map(IMPORT_COLUMNS.map((c) => [c.key, c.max ?? 200]));
const sameSet = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Checks every row of a user file against the organisation's directory and answers what the import would do
 * (docs/decisions/0078). Rows find their user by e-mail or NIK within the organisation; a blank cell leaves that
 * column as it is for an existing user; a new user needs a full name and an e-mail and starts invited unless the
 * file says otherwise. Nothing is written here.
 */
export function planImport(sheet: UserSheet, dir: Directory, callerId: number): ImportPlan {
  const errors: ImportRowError[] = [...sheet.errors];
  const creates: NewUser[] = [];
  const updates: UserUpdate[] = [];
  const rows: ImportRowPlan[] = [];
  let unchanged = 0;
  const seenEmail = new Map<string, number>();
  const seenNik = new Map<string, number>();
  const seenUser = new Map<number, number>();

  for (const { row, cells, formulas } of sheet.rows) {
    const before = errors.length;
    const fail = (column: ColumnKey | null, message: string) => errors.push({ row, column: column ? headerOf(column) : null, message });
    const email = cells.email?.toLowerCase();
    const nik = cells.nik;
    const byEmail = email !== undefined ? dir.byEmail.get(email) : undefined;
    const byNik = nik !== undefined ? dir.byNik.get(nik) : undefined;
    const target = byEmail ?? byNik;
    // A cell that holds what the console already stores is not checked for its form: the user form, single sign-on
    // or SCIM may have stored it under other rules, and an exported list must import back as it is.
    const kept = (k: ColumnKey, v: string) => target !== undefined && k in STORED && STORED[k as keyof typeof STORED](target) === v;
    // A CSV cell typed as =… is refused like a formula, unless it is what the console stores for this person (a
    // name such as '=HYPERLINK(…)' exported, saved as CSV and uploaded again): that is text, and no change.
    for (const k of formulas ?? []) if (!kept(k, k === 'email' ? (cells[k] ?? '').toLowerCase() : (cells[k] ?? ''))) fail(k, M.formula);
    for (const [k, v] of Object.entries(cells) as [ColumnKey, string][])
      if (v.length > maxOf.get(k)! && !kept(k, k === 'email' ? v.toLowerCase() : v)) fail(k, M.tooLong(headerOf(k), maxOf.get(k)!));

    if (email !== undefined && !byEmail && !EMAIL.test(email)) fail('email', M.invalidEmail(email.slice(0, 60)));
    if (nik !== undefined && !byNik && !NIK.test(nik)) fail('nik', M.invalidNik);
    if (cells.phone !== undefined && !kept('phone', cells.phone) && !PHONE.test(cells.phone)) fail('phone', M.invalidPhone);
    if (email === undefined && nik === undefined) fail(null, M.identifierMissing);
    if (email !== undefined) {
      if (seenEmail.has(email)) fail('email', M.duplicateEmail(seenEmail.get(email)!));
      else seenEmail.set(email, row);
    }
    if (nik !== undefined) {
      if (seenNik.has(nik)) fail('nik', M.duplicateNik(seenNik.get(nik)!));
      else seenNik.set(nik, row);
    }

    const division = cells.division_code;
    const divisionId = division !== undefined ? dir.divisionByCode.get(division.toLowerCase()) : undefined;
    if (division !== undefined && divisionId === undefined)
      fail('division_code', M.unknownDivision(division.slice(0, 40), dir.divisionCodeByName.get(division.toLowerCase())));
    const company = cells.company_code;
    const companyId = company !== undefined ? dir.companyByCode.get(company.toLowerCase()) : undefined;
    if (company !== undefined && companyId === undefined)
      fail('company_code', M.unknownCompany(company.slice(0, 40), dir.companyCodeByName.get(company.toLowerCase())));
    let roleIds: number[] | undefined;
    if (cells.roles !== undefined) {
      const names = [
        ...new Set(
          cells.roles
            .split(/[;,]/)
            .map((n) => n.trim())
            .filter(Boolean),
        ),
      ];
      roleIds = [];
      for (const name of names) {
        const id = dir.roleByName.get(name) ?? dir.roleByName.get(name.toLowerCase());
        if (id === undefined) fail('roles', M.unknownRole(name.slice(0, 60)));
        else if (!roleIds.includes(id)) roleIds.push(id);
      }
    }
    const status = cells.status?.toLowerCase() as ImportStatus | undefined;
    if (status !== undefined && !IMPORT_STATUSES.includes(status)) fail('status', M.invalidStatus(cells.status!.slice(0, 20)));

    if (byEmail && byNik && byEmail.id !== byNik.id) fail('nik', M.twoUsers);
    if (target) {
      if (seenUser.has(target.id)) fail(null, M.sameUser(seenUser.get(target.id)!));
      else seenUser.set(target.id, row);
    }
    if (errors.length > before) continue;

    const given: Partial<UserFields> = {};
    if (cells.full_name !== undefined) given.full_name = cells.full_name;
    if (email !== undefined) given.email = email;
    if (nik !== undefined) given.nik = nik;
    if (cells.position !== undefined) given.position = cells.position;
    if (cells.phone !== undefined) given.phone = cells.phone;
    if (divisionId !== undefined) given.division_id = divisionId;
    if (companyId !== undefined) given.company_id = companyId;
    if (status !== undefined) given.status = status;

    if (!target) {
      if (given.full_name === undefined) fail('full_name', M.required(headerOf('full_name')));
      if (given.email === undefined) fail('email', M.required(headerOf('email')));
      if (given.status === 'pending') fail('status', M.pendingNew);
      if (errors.length > before) continue;
      creates.push({
        row,
        full_name: given.full_name!,
        email: given.email!,
        nik: given.nik ?? null,
        position: given.position ?? null,
        phone: given.phone ?? null,
        division_id: given.division_id ?? null,
        company_id: given.company_id ?? null,
        status: given.status ?? 'invited',
        roleIds: roleIds ?? [],
      });
      rows.push({ row, action: 'create', full_name: given.full_name!, email: given.email!, nik: given.nik ?? null, changes: [] });
      continue;
    }

    const set: Partial<UserFields> = {};
    const was: Partial<UserFields> = {};
    for (const [k, v] of Object.entries(given) as [keyof UserFields, UserFields[keyof UserFields]][]) {
      const current = k === 'email' ? target.email.toLowerCase() : target[k];
      if (v !== current) {
        (set as Record<string, unknown>)[k] = v;
        (was as Record<string, unknown>)[k] = target[k];
      }
    }
    // invited and pending are the console's states: a file keeps a person in them (the same text is no change) and
    // puts nobody back into them (the invitation is resent from the person's page; pending is only self-registration).
    if (set.status === 'invited') fail('status', M.invitedExisting);
    if (set.status === 'pending') fail('status', M.pendingExisting);
    const currentRoles = dir.rolesOf.get(target.id) ?? [];
    const rolesChange = roleIds !== undefined && !sameSet(roleIds, currentRoles);
    // The signed-in administrator cannot lock themself out through a file (the user form has its own rules).
    if (target.id === callerId && (rolesChange || set.status !== undefined)) fail(set.status !== undefined ? 'status' : 'roles', M.ownAccount);
    if (errors.length > before) continue;

    const changes = Object.keys(set).map((k) => headerOf(k === 'division_id' ? 'division_code' : k === 'company_id' ? 'company_code' : (k as ColumnKey)));
    if (rolesChange) changes.push(headerOf('roles'));
    const plan: ImportRowPlan = {
      row,
      action: changes.length ? 'update' : 'unchanged',
      full_name: set.full_name ?? target.full_name,
      email: set.email ?? target.email,
      nik: set.nik ?? target.nik,
      changes,
    };
    rows.push(plan);
    if (!changes.length) {
      unchanged++;
      continue;
    }
    updates.push({ row, id: target.id, set, before: was, ...(rolesChange ? { roleIds, rolesBefore: currentRoles } : {}) });
  }
  errors.sort((a, b) => a.row - b.row);
  return { total: sheet.rows.length, creates, updates, unchanged, rows, errors };
}
