import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export interface SheetColumn {
  header: string;
  key: string;
  width?: number;
  /** Written as text (NIK, ids): no lost leading zeros, no dates. */
  text?: boolean;
}

export interface SheetSpec {
  name: string;
  columns: SheetColumn[];
  rows: AsyncIterable<Record<string, unknown>> | Iterable<Record<string, unknown>>;
}

/** Streams an .xlsx as a download: rows are committed one at a time, so memory stays flat however long the sheet. */
export function xlsxResponse(filename: string, sheets: SheetSpec[]): Response {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  (async () => {
    for (const spec of sheets) {
      const sheet = workbook.addWorksheet(spec.name.slice(0, 31));
      sheet.columns = spec.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 18, style: c.text ? { numFmt: '@' } : {} }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      let n = 0;
      for await (const row of spec.rows) {
        const values: Record<string, unknown> = {};
        for (const c of spec.columns) {
          const v = row[c.key];
          // A string is written as a string cell, which no spreadsheet program evaluates: '=HYPERLINK(…)' shows as
          // typed, with no visible apostrophe (issue 13 §5). Formula neutralising is for CSV (neutralise.ts).
          values[c.key] = c.text && v !== null && v !== undefined ? String(v) : (v ?? null);
        }
        sheet.addRow(values).commit();
        // Let other requests run between chunks of a long export.
        if (++n % 500 === 0) await new Promise((r) => setImmediate(r));
      }
      sheet.commit();
    }
    await workbook.commit();
  })().catch((err) => out.destroy(err));
  return new Response(Readable.toWeb(out) as ReadableStream, {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'no-store',
    },
  });
}
