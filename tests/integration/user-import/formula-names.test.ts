// Issue 27 item 9 (docs/decisions/0111): a person named like a formula ('=HYPERLINK(…)') no longer blocks the
// export–import round trip through CSV. The export writes names as string cells; a spreadsheet program saving it as
// CSV writes the text as it is, so the CSV holds cells that start with '='. In a column the import does not read (the
// Manager) such a cell is only text; in one it reads, it is accepted only as the value the console already stores.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../../src/features/account/testing';
import { previewImport } from '../../../src/features/user-import/server/import-users';
import { UserListQuerySchema } from '../../../src/features/user/schemas';
import { exportUsers } from '../../../src/features/user/server/export-users';
import { withTestDb } from '../../setup/test-db';
import { setup } from './helpers';

const t = withTestDb();
const LINK = '=HYPERLINK("https://evil.example","Click")';
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/formula-cells/${name}`, import.meta.url));

/** The organisation of helpers.setup with the two people of tests/fixtures/formula-cells/users.csv. */
async function people() {
  const s = await setup(t.db);
  const click = await insertUser(t.db, {
    organizationId: s.org.id,
    fullName: LINK,
    email: 'click@formula-cells.test',
    nik: null,
    position: 'Analyst',
    rule: 'editor',
  });
  await insertUser(t.db, {
    organizationId: s.org.id,
    fullName: 'Budi Santoso',
    email: 'budi@formula-cells.test',
    nik: null,
    position: 'Supervisor',
    rule: 'editor',
    managerId: click.id,
  });
  return s;
}

/** A sheet saved as CSV the way LibreOffice and Excel write it: a cell quoted only when it holds , " or a line break. */
async function asCsv(xlsx: Buffer): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  const lines: string[] = [];
  book.worksheets[0].eachRow((row) => {
    const cells = (row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString().slice(0, 16).replace('T', ' ') : String(v ?? '')));
    lines.push(cells.map((c) => (/[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(','));
  });
  return Buffer.from(lines.join('\n') + '\n');
}

const run = (s: { org: { id: number }; admin: { id: number } }, bytes: Buffer) => ({
  db: t.db,
  organizationId: s.org.id,
  userId: s.admin.id,
  bytes,
  filename: 'users.csv',
});

describe('a person named like a formula, through a CSV', { timeout: 60_000 }, () => {
  it('imports the export LibreOffice saved as CSV back unchanged: the name as stored, the Manager column read past', async () => {
    const s = await people();
    const preview = await previewImport(run(s, fixture('users.csv')));
    expect(preview).toMatchObject({ total: 2, created: 0, updated: 0, unchanged: 2, error_count: 0 });
    expect(preview.ignored_columns).toContain('Manager');
  });

  it('imports the console’s own export saved as CSV back unchanged', async () => {
    const s = await people();
    const exported = Buffer.from(
      await exportUsers({ db: t.db, organizationId: s.org.id, query: UserListQuerySchema.parse({ keyword: 'formula-cells' }) }).arrayBuffer(),
    );
    const file = await asCsv(exported);
    expect(file.toString()).toContain('"=HYPERLINK(""https://evil.example"",""Click"")"');
    expect(await previewImport(run(s, file))).toMatchObject({ total: 2, unchanged: 2, error_count: 0 });
  });

  it('still refuses =… as a new value where the import reads it, naming the row and column', async () => {
    const s = await people();
    const lines = fixture('users.csv').toString().split('\n');
    // The first person's name changed to another formula; the second's position typed as one.
    lines[1] = lines[1].replace('""Click""', '""Here""');
    lines[2] = lines[2].replace('Supervisor', '=1+1');
    const preview = await previewImport(run(s, Buffer.from(lines.join('\n'))));
    expect(preview.errors).toEqual([
      { row: 2, column: 'Full Name', message: 'a formula is not accepted' },
      { row: 3, column: 'Position', message: 'a formula is not accepted' },
    ]);
  });
});
