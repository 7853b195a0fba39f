// The user import's endpoints on the built server: the template, who may call them, the preview (writes nothing),
// a hostile file, and a small commit in the demo organisation that another organisation's admin cannot see.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ADMIN, call, demo, EDITOR, postForm, RESTRICTED, tokenFor } from '../../setup/http';
import { exeBytes } from '../../fixtures/assignment/files';
import { csv } from './helpers';

const P = '/api/user-import';
const ACME_HOST = 'console.acme.example';
const admin = () => tokenFor(ADMIN);
const acme = () => tokenFor(demo.otherOrganization.email, demo.otherOrganization.orgCode);
const upload = async (path: string, token: string, bytes: Buffer, filename = 'users.csv') => postForm(path, token, [{ name: 'file', value: bytes, filename }]);

/** A multipart post through node:http (fetch does not send another Host, and the organisation is resolved from it). */
async function uploadAt(host: string, path: string, token: string, bytes: Buffer) {
  const boundary = '----user-import-test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await call(path, {
    method: 'POST',
    token,
    host,
    body: body.toString(),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: res.status, body: await res.json() };
}

describe('user import endpoints', { timeout: 60_000 }, () => {
  it('answers the template: header row, an example row, NIK as a text cell', async () => {
    const res = await call(`${P}/template`, { token: await admin() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain('User_import_template.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.worksheets[0];
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Full Name',
      'Email',
      'NIK',
      'Position',
      'Phone',
      'Division Code',
      'Company Code',
      'Roles',
      'Status',
    ]);
    expect(ws.getCell('B2').value).toBe('dewi.lestari@example.com');
    expect(ws.getCell('C2').value).toBe('0012345');
    expect(ws.getCell('C2').numFmt).toBe('@');
    // The example role is one of the organisation's own (not its built-in administrator role).
    expect(ws.getCell('H2').value).toEqual(expect.any(String));
    expect(ws.getCell('H2').value).not.toBe('Super Admin');
  });

  it('needs a session, the account-user key and the admin rule', async () => {
    expect((await call(`${P}/template`)).status).toBe(401);
    expect((await call(`${P}/template`, { token: await tokenFor(RESTRICTED) })).status).toBe(403);
    expect((await call(`${P}/template`, { token: await tokenFor(EDITOR) })).status).toBe(403);
    const denied = await upload(`${P}/preview`, await tokenFor(RESTRICTED), csv('A,a@x.test,,,,,,,'));
    expect(denied.status).toBe(403);
  });

  it('previews with row errors and writes nothing; refuses a program file by its bytes', async () => {
    const token = await admin();
    const res = await upload(`${P}/preview`, token, csv('Preview Only,preview-only@http-import.test,,,,NOPE,,,', `,${ADMIN},,,,,,,`));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'File has been successfully read.' });
    expect(res.body.data).toMatchObject({
      total: 2,
      created: 0,
      error_count: 1,
      errors: [{ row: 2, column: 'Division Code', message: "unknown division code 'NOPE'" }],
    });
    const again = await upload(`${P}/preview`, token, csv('Preview Only,preview-only@http-import.test,,,,,,,'));
    expect(again.body.data).toMatchObject({ created: 1, rows: [{ row: 2, action: 'create', email: 'preview-only@http-import.test' }] });
    const exe = await upload(`${P}/preview`, token, exeBytes(), 'users.csv');
    expect(exe.status).toBe(415);
    expect(exe.body.message).toBe('Mime types not accepted');
    const refused = await upload(P, token, csv('Bad,bad@http-import.test,,,,,,Ghost,'));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, error: 'Import Failed', message: [{ message: "Row 2, Roles: unknown role 'Ghost'" }] });
  });

  it('imports in the demo organisation only: the other organisation still sees those e-mails as new', async () => {
    const file = csv('Http Import One,one@http-import.test,0990001,,,,,Content Editor,', 'Http Import Two,two@http-import.test,0990002,,,,,,active');
    const res = await upload(P, await admin(), file);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Users have been successfully imported: 2 created, 0 updated.', data: { total: 2, created: 2, updated: 0 } });
    const again = await upload(`${P}/preview`, await admin(), file);
    expect(again.body.data).toMatchObject({ created: 0, unchanged: 2 });
    const other = await uploadAt(ACME_HOST, `${P}/preview`, await acme(), csv('Http Import One,one@http-import.test,0990001,,,,,,'));
    expect(other.status).toBe(200);
    expect(other.body.data).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
  });
});
