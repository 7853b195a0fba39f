// The user import at the use-case level (docs/decisions/0078), each test on its own organisation of a private
// database: preview row errors, all-or-nothing writes, upsert by e-mail or NIK, blank = unchanged, the reader's
// rules (text cells for IDs, formulas refused with their row and column, hostile files), roles, audit, and another
// organisation's data left alone.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userRoles, users } from '../../../src/db/schema';
import { createSession } from '../../../src/server/auth/session';
import { commitImport, previewImport } from '../../../src/features/user-import/server/import-users';
import { NO_PASSWORD } from '../../../src/features/user-import/server/write-import';
import { exeBytes, zipBombXlsx } from '../../fixtures/assignment/files';
import { withTestDb } from '../../setup/test-db';
import { auditOf, csv, HEADER, rolesOfUser, sessionsOf, setup, userByEmail, usersOf, xlsx } from './helpers';
import { insertUser } from '../../../src/features/account/testing';

const t = withTestDb();
const run = (org: { id: number }, admin: { id: number }, bytes: Buffer) => ({
  db: t.db,
  organizationId: org.id,
  userId: admin.id,
  bytes,
  filename: 'users.csv',
});

describe('user import', { timeout: 60_000 }, () => {
  it('previews row errors with row number, column and message, and writes nothing', async () => {
    const s = await setup(t.db);
    const before = await usersOf(t.db, s.org.id);
    const file = csv(
      'Ok Person,ok@import.test,0001,,,HRD,NSI,Learner,',
      'Bad Mail,not-an-email,,,,,,,',
      ',new@import.test,,,,,,,',
      'Dup,ok@import.test,,,,,,,',
      'Wrong Codes,codes@import.test,,,,XXX,OTH,Learner;Nope,sleeping',
      'No Id,,,Analyst,,,,,',
    );
    const preview = await previewImport(run(s.org, s.admin, file));
    expect(preview).toMatchObject({ total: 6, created: 1, updated: 0, unchanged: 0, error_count: 8 });
    expect(preview.errors).toEqual([
      { row: 3, column: 'Email', message: "'not-an-email' is not a valid e-mail address" },
      { row: 4, column: 'Full Name', message: 'Full Name is required for a new user' },
      { row: 5, column: 'Email', message: 'the same e-mail as row 2' },
      { row: 6, column: 'Division Code', message: "unknown division code 'XXX'" },
      // The other organisation's division is unknown here.
      { row: 6, column: 'Company Code', message: "unknown company code 'OTH'" },
      { row: 6, column: 'Roles', message: "unknown role 'Nope'" },
      { row: 6, column: 'Status', message: "status 'sleeping' is not one of active, inactive, invited, pending" },
      { row: 7, column: null, message: 'Email or NIK is required to find the user' },
    ]);
    expect(await usersOf(t.db, s.org.id)).toEqual(before);
  });

  it('is all or nothing: one bad row among good ones writes nothing and answers every row error', async () => {
    const s = await setup(t.db);
    const before = await usersOf(t.db, s.org.id);
    const auditBefore = await auditOf(t.db, s.org.id);
    const file = csv('One,one@import.test,,,,,,,', 'Two,two@import.test,,,,,,,', 'Three,three@import.test,,,,,,Ghost,', 'Four,four@import.test,,,,,,,');
    await expect(commitImport(run(s.org, s.admin, file))).rejects.toMatchObject({
      code: 'VALIDATION',
      title: 'Import Failed',
      details: [{ field: 'row 4', message: "Row 4, Roles: unknown role 'Ghost'" }],
    });
    expect(await usersOf(t.db, s.org.id)).toEqual(before);
    expect(await auditOf(t.db, s.org.id)).toEqual(auditBefore);
  });

  it('creates new users invited with no usable password, their roles, division and company; NIK leading zeros kept', async () => {
    const s = await setup(t.db);
    const file = csv(
      'Dewi Lestari,Dewi.Lestari@Import.test,0012345,Sales Supervisor,+62 812 1,SLS,nsi,"Learner, Mentor",',
      'Active One,active@import.test,,,,,,,active',
    );
    const result = await commitImport(run(s.org, s.admin, file));
    expect(result).toEqual({ total: 2, created: 2, updated: 0, unchanged: 0 });
    const dewi = await userByEmail(t.db, s.org.id, 'dewi.lestari@import.test');
    expect(dewi).toMatchObject({ fullName: 'Dewi Lestari', nik: '0012345', position: 'Sales Supervisor', phone: '+62 812 1', status: 'invited' });
    expect(dewi).toMatchObject({ divisionId: s.sls.id, companyId: s.nsi.id, passwordHash: NO_PASSWORD, rule: 'admin' });
    expect(await rolesOfUser(t.db, dewi.id)).toEqual([s.learner.id, s.mentor.id].sort());
    expect((await userByEmail(t.db, s.org.id, 'active@import.test')).status).toBe('active');
    // An xlsx NIK typed into a text cell keeps its zeros too.
    await commitImport(
      run(
        s.org,
        s.admin,
        await xlsx([
          ['Full Name', 'Email', 'NIK'],
          ['Zero Lead', 'zero@import.test', '000777'],
        ]),
      ),
    );
    expect((await userByEmail(t.db, s.org.id, 'zero@import.test')).nik).toBe('000777');
  });

  it('upserts by e-mail and by NIK; blank cells leave values unchanged; unchanged rows are not written', async () => {
    const s = await setup(t.db);
    const byMail = await insertUser(t.db, {
      organizationId: s.org.id,
      email: 'mail@import.test',
      nik: '1001',
      position: 'Clerk',
      phone: '021 555 01',
      divisionId: s.hrd.id,
    });
    const byNik = await insertUser(t.db, { organizationId: s.org.id, email: 'old@import.test', nik: '0002002', position: 'Driver', companyId: s.nsi.id });
    const same = await insertUser(t.db, { organizationId: s.org.id, email: 'same@import.test', nik: '3003', position: 'Same' });
    const file = csv(
      ',MAIL@import.test,,Senior Clerk,,SLS,,,',
      'Renamed Driver,new-mail@import.test,0002002,,,,,,inactive',
      ',same@import.test,3003,Same,,,,,',
    );
    const preview = await previewImport(run(s.org, s.admin, file));
    expect(preview).toMatchObject({ total: 3, created: 0, updated: 2, unchanged: 1, error_count: 0 });
    expect(preview.rows).toEqual([
      { row: 2, action: 'update', full_name: byMail.fullName, email: 'mail@import.test', nik: '1001', changes: ['Position', 'Division Code'] },
      { row: 3, action: 'update', full_name: 'Renamed Driver', email: 'new-mail@import.test', nik: '0002002', changes: ['Full Name', 'Email', 'Status'] },
      { row: 4, action: 'unchanged', full_name: same.fullName, email: 'same@import.test', nik: '3003', changes: [] },
    ]);
    const session = await createSession(t.db, { userId: byNik.id, organizationId: s.org.id });
    expect(session.token).toBeTruthy();
    expect(await commitImport(run(s.org, s.admin, file))).toEqual({ total: 3, created: 0, updated: 2, unchanged: 1 });
    const [a] = await t.db.select().from(users).where(eq(users.id, byMail.id));
    expect(a).toMatchObject({ fullName: byMail.fullName, position: 'Senior Clerk', phone: '021 555 01', nik: '1001', divisionId: s.sls.id });
    const [b] = await t.db.select().from(users).where(eq(users.id, byNik.id));
    expect(b).toMatchObject({ fullName: 'Renamed Driver', email: 'new-mail@import.test', position: 'Driver', companyId: s.nsi.id, status: 'inactive' });
    // Switched off: their sessions end at once.
    expect(await sessionsOf(t.db, byNik.id)).toEqual([]);
    const [c] = await t.db.select().from(users).where(eq(users.id, same.id));
    expect(c.updatedAt).toEqual(same.updatedAt);
  });

  it('refuses a row whose e-mail and NIK belong to two users, a user named twice, and invited for an existing user', async () => {
    const s = await setup(t.db);
    await insertUser(t.db, { organizationId: s.org.id, email: 'x@import.test', nik: '11' });
    await insertUser(t.db, { organizationId: s.org.id, email: 'y@import.test', nik: '22' });
    const preview = await previewImport(run(s.org, s.admin, csv(',x@import.test,22,,,,,,', ',y@import.test,,,,,,,invited', ',,22,,,,,,')));
    expect(preview.errors).toEqual([
      { row: 2, column: 'NIK', message: 'the e-mail and the NIK belong to two different users' },
      { row: 3, column: 'Status', message: 'an existing user cannot be set back to invited' },
      { row: 4, column: 'NIK', message: 'the same NIK as row 2' },
      { row: 4, column: null, message: 'the same user as row 3' },
    ]);
  });

  it('replaces roles when the Roles cell is filled, keeps them when blank; the importing admin cannot change their own', async () => {
    const s = await setup(t.db);
    const u = await insertUser(t.db, { organizationId: s.org.id, email: 'roles@import.test', nik: null });
    const keep = await insertUser(t.db, { organizationId: s.org.id, email: 'keep@import.test', nik: null });
    await commitImport(run(s.org, s.admin, csv(',roles@import.test,,,,,,Mentor,', ',keep@import.test,,,,,,,')));
    expect(await rolesOfUser(t.db, u.id)).toEqual([s.mentor.id]);
    await commitImport(run(s.org, s.admin, csv(',roles@import.test,,,,,,learner,')));
    expect(await rolesOfUser(t.db, u.id)).toEqual([s.learner.id]);
    expect(await rolesOfUser(t.db, keep.id)).toEqual([]);
    const own = await previewImport(run(s.org, s.admin, csv(`,${s.admin.email},,,,,,Learner,`)));
    expect(own.errors).toEqual([{ row: 2, column: 'Roles', message: 'your own roles and status cannot be changed by an import' }]);
  });

  it('refuses an import that leaves nobody active to manage roles', async () => {
    const s = await setup(t.db);
    // Someone holding every key but working under the editor rule (so no way back into role management themselves)
    // imports a file that switches off the only role manager.
    const other = await insertUser(t.db, { organizationId: s.org.id, email: 'other-admin@import.test', nik: null, rule: 'editor' });
    await t.db.insert(userRoles).values({ userId: other.id, roleId: s.adminRole.id });
    await expect(commitImport(run(s.org, other, csv(`,${s.admin.email},,,,,,,inactive`)))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'After this import nobody active could manage roles any more. Keep at least one active user with the role management permission.',
    });
    expect((await userByEmail(t.db, s.org.id, s.admin.email)).status).toBe('active');
  });

  it('writes one audit entry per import with its counts and one per user with before and after', async () => {
    const s = await setup(t.db);
    const u = await insertUser(t.db, { organizationId: s.org.id, email: 'audited@import.test', nik: null, position: 'Before' });
    await commitImport(run(s.org, s.admin, csv('New Hire,hire@import.test,,,,,,,', ',audited@import.test,,After,,,,,')));
    const entries = await auditOf(t.db, s.org.id);
    const summary = entries.filter((e) => e.entity === 'user-import');
    expect(summary).toHaveLength(1);
    expect(summary[0]).toMatchObject({ action: 'import', userId: s.admin.id, after: { file: 'users.csv', total: 2, created: 1, updated: 1, unchanged: 0 } });
    const hire = await userByEmail(t.db, s.org.id, 'hire@import.test');
    const perUser = entries.filter((e) => e.entity === 'user');
    expect(perUser.find((e) => e.entityId === String(hire.id))).toMatchObject({
      action: 'import-create',
      before: null,
      after: { email: 'hire@import.test', status: 'invited' },
    });
    expect(perUser.find((e) => e.entityId === String(u.id))).toMatchObject({
      action: 'import-update',
      before: { position: 'Before' },
      after: { position: 'After' },
    });
  });

  it('leaves another organisation alone: same e-mail and NIK there are other people', async () => {
    const s = await setup(t.db);
    const otherBefore = await usersOf(t.db, s.other.id);
    await commitImport(run(s.org, s.admin, csv('Twin Here,twin@import.test,0000042,Ours,,,,,active')));
    expect(await usersOf(t.db, s.other.id)).toEqual(otherBefore);
    expect(await userByEmail(t.db, s.org.id, 'twin@import.test')).toMatchObject({ fullName: 'Twin Here', nik: '0000042', position: 'Ours' });
  });

  it('reads a formula cell as typed: never its cached value, a row error naming row and column; nothing written', async () => {
    const s = await setup(t.db);
    const file = await xlsx([
      ['Full Name', 'Email', 'Position'],
      ['Formula Person', 'formula@import.test', { formula: '"Chief"&"Officer"', result: 'ChiefOfficer' }],
    ]);
    const preview = await previewImport(run(s.org, s.admin, file));
    expect(preview).toMatchObject({ error_count: 1, errors: [{ row: 2, column: 'Position', message: 'a formula is not accepted' }] });
    await expect(commitImport(run(s.org, s.admin, file))).rejects.toMatchObject({
      details: [{ field: 'row 2', message: 'Row 2, Position: a formula is not accepted' }],
    });
    expect(await userByEmail(t.db, s.org.id, 'formula@import.test')).toBeUndefined();
    // A CSV cell typed as =… is a formula typed as text: refused the same way.
    const typed = await previewImport(run(s.org, s.admin, csv('=1+1,typed@import.test,,,,,,,')));
    expect(typed.errors).toEqual([{ row: 2, column: 'Full Name', message: 'a formula is not accepted' }]);
  });

  it('refuses hostile and foreign files', async () => {
    const s = await setup(t.db);
    await expect(previewImport(run(s.org, s.admin, exeBytes()))).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(previewImport(run(s.org, s.admin, await zipBombXlsx()))).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'The spreadsheet unpacks to more data than allowed.',
    });
    await expect(previewImport(run(s.org, s.admin, Buffer.from('Name,Grade\nx,1\n')))).rejects.toMatchObject({
      message: 'The file is not a user import: it has neither an Email nor a NIK column.',
    });
    await expect(previewImport(run(s.org, s.admin, Buffer.from(`${HEADER}\n`)))).rejects.toMatchObject({ message: 'The file has no user to import.' });
  });

  it('reads the 50-user file LibreOffice wrote: text NIKs with their zeros, phones, roles and statuses', async () => {
    const s = await setup(t.db);
    await insertUser(t.db, { organizationId: s.org.id, email: 'ce@import.test', nik: null });
    const { insertRole } = await import('../../../src/features/account/testing');
    await insertRole(t.db, { organizationId: s.org.id, name: 'Content Editor', keys: [] });
    const bytes = readFileSync(new URL('../../fixtures/user-import/users-50.xlsx', import.meta.url));
    const preview = await previewImport({ ...run(s.org, s.admin, bytes), filename: 'users-50.xlsx' });
    expect(preview).toMatchObject({ total: 50, created: 50, error_count: 0 });
    expect(preview.rows[0]).toMatchObject({ row: 2, action: 'create', email: 'import.learner01@nusantara.example', nik: '0077001' });
    expect(await commitImport(run(s.org, s.admin, bytes))).toMatchObject({ created: 50 });
    const tenth = await userByEmail(t.db, s.org.id, 'import.learner10@nusantara.example');
    expect(tenth).toMatchObject({ nik: '0077010', phone: '+62 812 0000 0010', status: 'active' });
  });
});
