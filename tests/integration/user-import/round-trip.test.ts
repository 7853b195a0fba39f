// An exported user list is an import file (docs/decisions/0078), at the use-case level on a private database: the
// export imports back unchanged whatever the people's statuses and however their values were stored; one changed
// cell is one update; the template imports as it is; the statuses the console sets keep whoever is in them.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { assignRole, insertUser } from '../../../src/features/account/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
import { commitImport, previewImport } from '../../../src/features/user-import/server/import-users';
import { userImportTemplate } from '../../../src/features/user-import/server/template';
import { UserListQuerySchema } from '../../../src/features/user/schemas';
import { exportUsers } from '../../../src/features/user/server/export-users';
import { withTestDb } from '../../setup/test-db';
import { csv, setup, userByEmail, usersOf } from './helpers';

const t = withTestDb();
const run = (org: { id: number }, admin: { id: number }, bytes: Buffer, filename = 'users.xlsx') => ({
  db: t.db,
  organizationId: org.id,
  userId: admin.id,
  bytes,
  filename,
});
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
const exported = async (org: { id: number }, query: Record<string, unknown> = {}) =>
  bytesOf(exportUsers({ db: t.db, organizationId: org.id, query: UserListQuerySchema.parse(query) }));

/** The organisation of helpers.setup with one person in each status and values the import would not take as new. */
async function people() {
  const s = await setup(t.db);
  const base = { organizationId: s.org.id, divisionId: s.sls.id, companyId: s.nsi.id };
  const active = await insertUser(t.db, { ...base, email: 'active@round.test', nik: '0001', phone: '+62 812 0000 0001', position: 'Analyst' });
  const inactive = await insertUser(t.db, { ...base, email: 'inactive@round.test', nik: '0002', status: 'inactive', divisionId: s.hrd.id });
  const invited = await insertUser(t.db, { ...base, email: 'invited@round.test', nik: '0003', status: 'invited', companyId: null });
  const pending = await insertUser(t.db, { ...base, email: 'pending@round.test', nik: null, status: 'pending', divisionId: null, companyId: null });
  // Stored by single sign-on or SCIM under their own rules: a NIK of 54 characters, a 4-digit extension, an
  // upper-case e-mail, a name longer than the import's cap of 200 characters.
  const odd = await insertUser(t.db, {
    ...base,
    email: 'Odd.Person@Round.test',
    nik: `EMP_${'9'.repeat(50)}`,
    phone: '1234',
    fullName: `Odd ${'Name '.repeat(45)}End`,
  });
  for (const [u, role] of [
    [active, s.learner],
    [active, s.mentor],
    [invited, s.learner],
  ] as const)
    await assignRole(t.db, u.id, role.id);
  return { ...s, active, inactive, invited, pending, odd };
}

describe('the export file', () => {
  it('is named after the day in Asia/Jakarta, not in UTC (issue 27 item 10)', async () => {
    const s = await setup(t.db);
    // 20:30 UTC on 1 March is 03:30 on 2 March in Jakarta.
    const res = exportUsers({ db: t.db, organizationId: s.org.id, query: UserListQuerySchema.parse({}), now: new Date('2026-03-01T20:30:00Z') });
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="users-2026-03-02.xlsx"');
    await res.arrayBuffer();
  });
});

describe('an exported user list imports back', { timeout: 60_000 }, () => {
  it('as it is: every row unchanged, nothing written; the read-only columns are named and read past', async () => {
    const s = await people();
    const file = await exported(s.org);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Users')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Full Name',
      'Email',
      'NIK',
      'Position',
      'Phone',
      'Division Code',
      'Company Code',
      'Roles',
      'Status',
      'Division Name',
      'Company Name',
      'Manager',
      'Rule',
      'Created (Asia/Jakarta)',
    ]);
    const rowOf = (email: string) => (sheet.getSheetValues() as unknown[][]).find((r) => r?.[2] === email)!;
    expect(rowOf('active@round.test').slice(1, 12)).toEqual([
      s.active.fullName,
      'active@round.test',
      '0001',
      'Analyst',
      '+62 812 0000 0001',
      'SLS',
      'NSI',
      'Learner, Mentor',
      'active',
      'Sales',
      'Nusantara',
    ]);
    expect(rowOf('pending@round.test')[9]).toBe('pending');

    const before = await usersOf(t.db, s.org.id);
    const preview = await previewImport(run(s.org, s.admin, file));
    expect(preview).toMatchObject({ total: before.length, created: 0, updated: 0, unchanged: before.length, error_count: 0 });
    expect(preview.ignored_columns).toEqual(['Division Name', 'Company Name', 'Manager', 'Rule', 'Created (Asia/Jakarta)']);
    expect(await commitImport(run(s.org, s.admin, file))).toMatchObject({ total: before.length, created: 0, updated: 0, unchanged: before.length });
    expect(await usersOf(t.db, s.org.id)).toEqual(before);
  });

  it('with one cell changed in a spreadsheet: exactly that person updated', async () => {
    const s = await people();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exported(s.org)) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Users')!;
    let changed = 0;
    sheet.eachRow((row) => {
      if (row.getCell(2).value === 'invited@round.test') {
        row.getCell(4).value = 'Branch Manager';
        changed++;
      }
    });
    expect(changed).toBe(1);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const total = (await usersOf(t.db, s.org.id)).length;
    const preview = await previewImport(run(s.org, s.admin, file));
    expect(preview).toMatchObject({ total, created: 0, updated: 1, unchanged: total - 1, error_count: 0 });
    expect(preview.rows.find((r) => r.action === 'update')).toMatchObject({ email: 'invited@round.test', changes: ['Position'] });
    expect(await commitImport(run(s.org, s.admin, file))).toMatchObject({ created: 0, updated: 1, unchanged: total - 1 });
    // Still invited, with their roles: only the position changed.
    expect(await userByEmail(t.db, s.org.id, 'invited@round.test')).toMatchObject({ position: 'Branch Manager', status: 'invited', nik: '0003' });
  });

  it('keeps invited and pending people as they are, puts nobody back into those states, and takes approval', async () => {
    const s = await people();
    const preview = await previewImport(
      run(
        s.org,
        s.admin,
        csv(
          ',invited@round.test,,,,,,,invited',
          ',pending@round.test,,,,,,,PENDING',
          ',active@round.test,,,,,,,pending',
          ',inactive@round.test,,,,,,,invited',
          'Someone New,new@round.test,,,,,,,pending',
        ),
        'users.csv',
      ),
    );
    expect(preview.errors).toEqual([
      { row: 4, column: 'Status', message: 'an existing user cannot be set back to pending' },
      { row: 5, column: 'Status', message: 'an existing user cannot be set back to invited' },
      {
        row: 6,
        column: 'Status',
        message: 'a new user cannot be pending (a self-registration waiting for approval): leave Status blank to invite them, or write active or inactive',
      },
    ]);
    expect(preview.rows.slice(0, 2)).toMatchObject([{ action: 'unchanged' }, { action: 'unchanged' }]);
    // A pending self-registration approved through a file, as the list's Activate does.
    const approved = await commitImport(run(s.org, s.admin, csv(',pending@round.test,,,,,,,active'), 'users.csv'));
    expect(approved).toMatchObject({ updated: 1 });
    expect(await userByEmail(t.db, s.org.id, 'pending@round.test')).toMatchObject({ status: 'active' });
  });

  it('says which code a division or company name stands for (a list exported before it wrote codes)', async () => {
    const s = await setup(t.db);
    const preview = await previewImport(run(s.org, s.admin, Buffer.from(`Full Name,Email,Division,Company\nOld,old@round.test,sales,Nusantara\n`), 'old.csv'));
    expect(preview.errors).toEqual([
      { row: 2, column: 'Division Code', message: "unknown division code 'sales' ('sales' is the name of division SLS: write its code)" },
      { row: 2, column: 'Company Code', message: "unknown company code 'Nusantara' ('Nusantara' is the name of company NSI: write its code)" },
    ]);
  });

  it('the template names the organisation’s own division, company and role, and imports as it is', async () => {
    const s = await setup(t.db);
    const template = await bytesOf(await userImportTemplate({ db: t.db, organizationId: s.org.id }));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template as unknown as ArrayBuffer);
    const row = (book.worksheets[0].getRow(2).values as unknown[]).slice(1);
    expect(row).toEqual(['Dewi Lestari', 'dewi.lestari@example.com', '0012345', 'Sales Supervisor', '+62 812 3456 7890', 'HRD', 'NSI', 'Learner', 'invited']);
    expect(await previewImport(run(s.org, s.admin, template))).toMatchObject({ created: 1, error_count: 0, ignored_columns: [] });
    expect(await commitImport(run(s.org, s.admin, template))).toMatchObject({ created: 1 });
    expect(await userByEmail(t.db, s.org.id, 'dewi.lestari@example.com')).toMatchObject({ divisionId: s.hrd.id, companyId: s.nsi.id, status: 'invited' });

    // An organisation without divisions or companies: the code cells are blank, and the row still imports.
    const bare = await insertOrganization(t.db);
    const admin = await insertUser(t.db, { organizationId: bare.id, nik: null });
    const blank = await bytesOf(await userImportTemplate({ db: t.db, organizationId: bare.id }));
    const bareBook = new ExcelJS.Workbook();
    await bareBook.xlsx.load(blank as unknown as ArrayBuffer);
    expect(bareBook.worksheets[0].getCell('F2').value).toBeNull();
    expect(bareBook.worksheets[0].getCell('G2').value).toBeNull();
    expect(await previewImport(run(bare, admin, blank))).toMatchObject({ created: 1, error_count: 0 });
  });
});
