// The console's xlsx writer (src/server/spreadsheet/write-xlsx.ts, its own since issue 34 item 5) writes files that
// LibreOffice opens: converted to CSV by soffice, every cell reads as written (text kept as text, numbers, dates as
// the wall clock of their zone, a formula-like name as typed, XML specials and line breaks), on every sheet.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { xlsxResponse } from '../../../src/server/spreadsheet/write-xlsx';
import { hasSoffice } from '../../setup/soffice';

const work = mkdtempSync(path.join(os.tmpdir(), 'lo-downloads-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The first sheet of `xlsx` as LibreOffice reads it, saved as CSV (UTF-8, comma, every text cell quoted). */
function libreOfficeCsv(xlsx: Buffer): string {
  const file = path.join(work, 'download.xlsx');
  writeFileSync(file, xlsx);
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${path.join(work, 'profile')}`,
      '--headless',
      '--convert-to',
      'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,true',
      '--outdir',
      work,
      file,
    ],
    { stdio: 'ignore', timeout: 150_000, env: { ...process.env, HOME: work } },
  );
  return readFileSync(path.join(work, 'download.csv'), 'utf8');
}

describe('an xlsx the console writes', () => {
  it.runIf(hasSoffice)(
    'opens in LibreOffice with every value as written',
    async () => {
      const res = xlsxResponse('Report.xlsx', [
        {
          name: 'Report',
          columns: [
            { header: 'NIK', key: 'nik', text: true },
            { header: 'Name', key: 'name', width: 30 },
            { header: 'Score', key: 'score' },
            { header: 'Passed', key: 'passed' },
            { header: 'Submitted (Asia/Jakarta)', key: 'at', date: { tz: 'Asia/Jakarta', format: 'dd/mm/yyyy hh:mm' } },
          ],
          rows: [
            { nik: '000123', name: '=HYPERLINK("x")', score: 87.5, passed: true, at: '2026-11-27T17:30:00Z' },
            { nik: 42, name: 'Ana & <Budi> "quoted"\nsecond line', score: null, passed: false, at: null },
          ],
        },
        { name: 'Report', columns: [{ header: 'A', key: 'a' }], rows: [{ a: 'second sheet' }] },
      ]);
      const csv = libreOfficeCsv(Buffer.from(await res.arrayBuffer()));
      expect(csv.trim().split('\n').slice(0, 2)).toEqual([
        '"NIK","Name","Score","Passed","Submitted (Asia/Jakarta)"',
        '"000123","=HYPERLINK(""x"")",87.5,TRUE,28/11/2026 00:30',
      ]);
      expect(csv).toContain('"42","Ana & <Budi> ""quoted""\nsecond line",,FALSE,');
    },
    180_000,
  );
});
