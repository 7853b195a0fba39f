// The export–import round trip on the built server (docs/decisions/0078): the demo organisation's user list
// downloaded from /user's Export is uploaded to /user/import as it is and changes nobody; a person changed in a
// spreadsheet is the one update; the template downloaded there imports with no row error. The demo's own people
// are only read (previews); the commits touch people this file creates.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ADMIN, adminCall, call, json, postForm, tokenFor } from '../../setup/http';
import { U } from '../user/helpers';
import { csv } from './helpers';

const P = '/api/user-import';
const admin = () => tokenFor(ADMIN);
const upload = async (path: string, bytes: Buffer, filename = 'users.xlsx') => postForm(path, await admin(), [{ name: 'file', value: bytes, filename }]);
const download = async (path: string) => {
  const res = await call(path, { token: await admin() });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};
const load = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
};

describe('export, then import the same file', { timeout: 120_000 }, () => {
  it('the whole demo organisation: every row unchanged, no error', async () => {
    // Other test files change their own people on this server meanwhile; a row changed between the download and the
    // preview is a true update, so the check takes a fresh export until one reads back whole (at most 3 tries).
    let preview: Record<string, unknown> = {};
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await upload(`${P}/preview`, await download(`${U}/export`));
      expect(res.status).toBe(200);
      preview = res.body.data;
      if (preview.error_count === 0 && preview.unchanged === preview.total) break;
    }
    expect(preview).toMatchObject({
      created: 0,
      updated: 0,
      error_count: 0,
      ignored_columns: ['Division Name', 'Company Name', 'Manager', 'Rule', 'Created (Asia/Jakarta)'],
    });
    expect(preview.unchanged).toBe(preview.total);
    // The demo's people, their divisions, companies, roles and statuses.
    expect(preview.total).toBeGreaterThanOrEqual(43);
  });

  it('people of every status: the file imports unchanged; one position changed in it is the one update', async () => {
    const tag = `Roundtrip ${Date.now().toString(36)}`;
    const mail = (n: string) => `${tag.replace(' ', '-').toLowerCase()}-${n}@export-import.test`;
    const created = await upload(
      P,
      csv(
        `${tag} Active,${mail('active')},00${Date.now() % 1e7},Analyst,+62 812 1111 2222,SLS,NLI,Content Editor,active`,
        `${tag} Inactive,${mail('inactive')},,,,FIN,,,inactive`,
        `${tag} Invited,${mail('invited')},,,,,,,`,
        `${tag} Pending,${mail('pending')},,,,,,,active`,
      ),
      'people.csv',
    );
    expect(created.body).toMatchObject({ data: { created: 4 } });
    // A self-registration waiting for approval (what the registration API makes), set through the user form's PATCH.
    const pending = (await json(await adminCall(`${U}?keyword=${encodeURIComponent(mail('pending'))}`))).data.results[0];
    const d = (await json(await adminCall(`${U}/${pending.id}`))).data;
    const body = { full_name: d.full_name, email: d.email, role_ids: [], rule: d.rule, status: 'pending', updated_at: d.updated_at };
    const patched = await adminCall(`${U}/${pending.id}`, { method: 'PATCH', body });
    expect(patched.status, await patched.clone().text()).toBe(200);

    const file = await download(`${U}/export?keyword=${encodeURIComponent(tag)}`);
    const sheet = (await load(file)).getWorksheet('Users')!;
    expect(sheet.rowCount).toBe(5);
    const statuses = (sheet.getSheetValues() as unknown[][]).slice(2).map((r) => r[9]);
    expect(statuses.sort()).toEqual(['active', 'inactive', 'invited', 'pending']);

    const again = await upload(P, file);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      message: 'Users have been successfully imported: 0 created, 0 updated.',
      data: { total: 4, created: 0, updated: 0, unchanged: 4 },
    });

    const book = await load(file);
    book.getWorksheet('Users')!.eachRow((row) => {
      if (row.getCell(2).value === mail('inactive')) row.getCell('D').value = 'Internal Auditor';
    });
    const edited = await upload(P, Buffer.from(await book.xlsx.writeBuffer()));
    expect(edited.body).toMatchObject({ data: { total: 4, created: 0, updated: 1, unchanged: 3 } });
    const inactive = (await json(await adminCall(`${U}?keyword=${encodeURIComponent(mail('inactive'))}&status=inactive`))).data.results[0];
    expect(inactive).toMatchObject({ position: 'Internal Auditor', status: 'inactive', division: { name: 'Finance & Accounting' } });
  });

  it('the template downloaded from the page: no row error as it is', async () => {
    const template = await download(`${P}/template`);
    const row = (await load(template)).worksheets[0].getRow(2);
    // The demo's first division and company, not fixed texts.
    expect([row.getCell('F').value, row.getCell('G').value]).toEqual(['HC', 'NSG']);
    const preview = await upload(`${P}/preview`, template, 'User_import_template.xlsx');
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ total: 1, error_count: 0, errors: [], ignored_columns: [] });
  });
});
