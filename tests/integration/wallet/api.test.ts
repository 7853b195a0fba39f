// The wallet's API through the built server (docs/decisions/0127): the balance in whole rupiah and as 'Rp' with dot
// thousands separators (spec 000 §9), top-ups and their validation, the ledger, its .xlsx, and who may see them.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { acmeCall, adminCall, call, callAs, EDITOR, fieldMessages, json, RESTRICTED } from '../../setup/http';

const P = '/api/wallet';

const balance = async (caller = adminCall) => (await json(await caller(P))).data as { available: number; held: number; total: number; available_label: string };

describe('wallet API', () => {
  it('records a top-up: 201 with the movement, the balance moves by it, the ledger lists it first', async () => {
    const before = await balance();
    expect(before.available_label).toMatch(/^Rp \d{1,3}(\.\d{3})*$/);
    const res = await adminCall(`${P}/top-ups`, { method: 'POST', body: { amount: '12.345.678', reference: '  IT-TRF-0001 ', note: 'From the API test' } });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created.message).toBe('Top-up has been successfully recorded.');
    expect(created.data).toMatchObject({
      kind: 'top_up',
      amount: 12_345_678,
      amount_label: 'Rp 12.345.678',
      reference: 'IT-TRF-0001',
      note: 'From the API test',
      created_by: { full_name: 'Ayu Pratiwi' },
    });
    const after = await balance();
    // Other test files may move the demo wallet too: the movement's own after-balance is the witness.
    expect(created.data.available_after).toBeGreaterThanOrEqual(before.available + 12_345_678);
    expect(after.available).toBeGreaterThanOrEqual(before.available + 12_345_678);

    const list = await json(await adminCall(`${P}/movements?keyword=IT-TRF-0001&page_size=5`));
    expect(list.data.results[0]).toMatchObject({ id: created.data.id, amount_label: 'Rp 12.345.678' });
    expect((await json(await adminCall(`${P}/movements/${created.data.id}`))).data).toMatchObject({ reference: 'IT-TRF-0001' });
  });

  it('refuses a top-up that is not whole rupiah or has no reference, with the field messages, and writes nothing', async () => {
    const before = (await json(await adminCall(`${P}/movements?page_size=1`))).data.pagination.total_data;
    const cases: [unknown, Record<string, string>][] = [
      [{ amount: 1500.5, reference: 'R' }, { amount: 'Enter the amount in whole rupiah, e.g. 1.500.000' }],
      [{ amount: '1.500,00', reference: 'R' }, { amount: 'Enter the amount in whole rupiah, e.g. 1.500.000' }],
      [{ amount: 0, reference: 'R' }, { amount: 'Amount must be at least Rp 1' }],
      [{ amount: 1000, reference: '' }, { reference: 'Reference is required' }],
      [{ reference: 'R' }, { amount: 'Amount is required' }],
    ];
    for (const [body, messages] of cases) {
      const res = await adminCall(`${P}/top-ups`, { method: 'POST', body });
      expect(res.status).toBe(400);
      expect(await fieldMessages(res)).toMatchObject(messages);
    }
    expect((await adminCall(`${P}/top-ups`, { method: 'POST', body: { amount: 5, reference: 'R', extra: 1 } })).status).toBe(400);
    expect((await json(await adminCall(`${P}/movements?page_size=1`))).data.pagination.total_data).toBe(before);
  });

  it('is 403 without account-wallet, 401 signed out, and another organisation sees only its own wallet (404 for ours)', async () => {
    const { data } = await json(await adminCall(`${P}/movements?page_size=1`));
    const ours = data.results[0].id as number;
    for (const email of [RESTRICTED, EDITOR]) {
      expect((await callAs(email, P)).status).toBe(403);
      expect((await callAs(email, `${P}/movements`)).status).toBe(403);
      expect((await callAs(email, `${P}/export`)).status).toBe(403);
      expect((await callAs(email, `${P}/top-ups`, { method: 'POST', body: { amount: 5, reference: 'R' } })).status).toBe(403);
    }
    expect((await call(P)).status).toBe(401);
    const acme = await acmeCall(`${P}/movements/${ours}`);
    expect(acme.status).toBe(404);
    expect((await json(acme)).message).toBe('Wallet movement not found');
    const acmeList = (await json(await acmeCall(`${P}/movements?page_size=100`))).data.results as { id: number }[];
    expect(acmeList.map((r) => r.id)).not.toContain(ours);
    const acmeTopUp = await acmeCall(`${P}/top-ups`, { method: 'POST', body: { amount: 1000, reference: 'ACME-1' } });
    expect(acmeTopUp.status).toBe(201);
    expect((await adminCall(`${P}/movements/${(await json(acmeTopUp)).data.id}`)).status).toBe(404);
  });

  it('downloads the ledger as .xlsx that exceljs reads back', async () => {
    const res = await adminCall(`${P}/export?kind=top_up`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="wallet-ledger-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.arrayBuffer()) as never);
    const sheet = book.getWorksheet('Ledger')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Date (Asia/Jakarta)');
    expect(sheet.rowCount).toBeGreaterThan(1);
    expect(sheet.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    expect(typeof sheet.getRow(2).getCell(1).value).toBe('string');
    for (let n = 2; n <= sheet.rowCount; n++) expect(sheet.getRow(n).getCell(3).value).toBe('Top-up');
  });
});
