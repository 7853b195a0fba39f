// The user import at scale (issue 16: "import of 10,000 users ≤ 5 s, one transaction"): a 10 000-row xlsx of new
// users previewed then imported, then the same people again with a new position (10 000 updates), on a scratch
// console (PGlite unless DATABASE_URL is set). BENCH=user-import npm run bench.
import ExcelJS from 'exceljs';
import { signIn, startConsole } from './lib.mjs';

const N = 10_000;
const BUDGET_MS = 5000;

async function usersFile(position) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Users');
  ws.columns = ['Full Name', 'Email', 'NIK', 'Position', 'Phone', 'Division Code', 'Company Code', 'Roles', 'Status'].map((header) => ({
    header,
    style: header === 'NIK' ? { numFmt: '@' } : {},
  }));
  for (let i = 1; i <= N; i++) {
    const n = String(i).padStart(5, '0');
    ws.addRow([`Bench Person ${n}`, `bench.person${n}@bench.example`, `08${n}`, position, `+62 811 ${n}`, '', '', i % 10 === 0 ? 'Content Editor' : '', '']);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function post(base, auth, path, bytes) {
  const form = new FormData();
  form.set('file', new Blob([bytes]), 'users.xlsx');
  const t = performance.now();
  const res = await fetch(`${base}${path}`, { method: 'POST', body: form, headers: { ...auth, origin: base } });
  const body = await res.json();
  return { ms: Math.round(performance.now() - t), status: res.status, data: body.data, message: body.message };
}

export default async ({ demo, results }) => {
  const server = await startConsole();
  try {
    const token = await signIn(server.base, demo.accounts[0].email, demo.password, demo.orgCode);
    const auth = { authorization: `Bearer ${token}` };
    const create = await usersFile('Analyst');
    const update = await usersFile('Senior Analyst');
    const preview = await post(server.base, auth, '/api/user-import/preview', create);
    const created = await post(server.base, auth, '/api/user-import', create);
    const updated = await post(server.base, auth, '/api/user-import', update);
    const again = await post(server.base, auth, '/api/user-import', update);
    const figures = {
      name: 'user import (10k rows, one transaction)',
      rows: N,
      fileKb: Math.round(create.length / 1024),
      previewMs: preview.ms,
      createMs: created.ms,
      updateMs: updated.ms,
      unchangedMs: again.ms,
      created: created.data?.created ?? 0,
      updated: updated.data?.updated ?? 0,
      unchanged: again.data?.unchanged ?? 0,
      statuses: [preview.status, created.status, updated.status, again.status],
      budgetMs: BUDGET_MS,
      withinBudget: created.status === 200 && updated.status === 200 && created.ms <= BUDGET_MS && updated.ms <= BUDGET_MS,
    };
    results.userImport = figures;
    console.log(
      `user import: ${N} rows (${figures.fileKb} KB xlsx): preview ${figures.previewMs} ms, create ${figures.created} in ${figures.createMs} ms, ` +
        `update ${figures.updated} in ${figures.updateMs} ms, unchanged ${figures.unchanged} in ${figures.unchangedMs} ms ` +
        `(budget ${BUDGET_MS} ms per import: ${figures.withinBudget ? 'ok' : 'OVER'}) statuses ${figures.statuses.join('/')}`,
    );
    if (!figures.withinBudget && created.status !== 200) console.log(`  create answered: ${JSON.stringify(created.message).slice(0, 300)}`);
  } finally {
    await server.stop();
  }
};
