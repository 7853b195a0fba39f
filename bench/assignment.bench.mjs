// Bulk grading at scale: a 10 000-participant placement, then template download, import + preview, and the one-transaction grade.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { signIn, startConsole } from './lib.mjs';

const N = 10_000;

/** Adds N learners in a new batch where the seeded 'Leadership Reflection Essay' is placed, all with a submission. */
async function grow(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    const org = (await db.query(`select id from organizations where org_code = 'DEMO'`)).rows[0].id;
    const assignment = (await db.query(`select id from assignments where organization_id = $1 and title = 'Leadership Reflection Essay'`, [org])).rows[0].id;
    await db.exec('begin');
    const mod = (
      await db.query(`insert into learning_modules (organization_id, module_type, title) values ($1, 'classroom', 'Bench Academy') returning id`, [org])
    ).rows[0].id;
    const batch = (await db.query(`insert into batches (module_id, title) values ($1, 'Bench Batch 10k') returning id`, [mod])).rows[0].id;
    const placement = (
      await db.query(
        `insert into placements (organization_id, module_id, batch_id, content_type, content_id, title, settings) values ($1, $2, $3, 'assignment', $4, 'Bench Essay', '{"pass_grade": 70}') returning id`,
        [org, mod, batch, assignment],
      )
    ).rows[0].id;
    await db.query(
      `insert into users (organization_id, full_name, email, nik, position, password_hash, rule)
       select $1, 'Bench Learner ' || g, 'bench' || g || '@bench.example', '09' || lpad(g::text, 6, '0'), 'Analyst', 'x', 'editor' from generate_series(1, ${N}) g`,
      [org],
    );
    await db.query(`insert into batch_participants (batch_id, user_id) select $1, id from users where email like 'bench%@bench.example'`, [batch]);
    await db.query(
      `insert into assignment_results (organization_id, assignment_id, placement_id, user_id, files, notes, status)
       select $1, $2, $3, id, '[]'::jsonb, 'bench', 'waiting_for_review' from users where email like 'bench%@bench.example'`,
      [org, assignment, placement],
    );
    await db.exec('commit');
    return { assignment, placement };
  } finally {
    await db.close();
  }
}

export default async ({ demo, results }) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'console-bench-assignment-'));
  try {
    const first = await startConsole({ DATA_DIR: dataDir });
    await first.stop();
    let t = performance.now();
    const { assignment, placement } = await grow(dataDir);
    const setupMs = performance.now() - t;
    const server = await startConsole({ DATA_DIR: dataDir });
    try {
      const token = await signIn(server.base, demo.accounts[0].email, demo.password, demo.orgCode);
      const auth = { authorization: `Bearer ${token}` };
      t = performance.now();
      const tpl = await fetch(`${server.base}/api/cms/assignments/${assignment}/results/download?relation_id=${placement}&except_status=not_done`, {
        headers: auth,
      });
      const bytes = Buffer.from(await tpl.arrayBuffer());
      const templateMs = performance.now() - t;
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(bytes);
      const ws = wb.worksheets[0];
      const scoreCol = ws.getRow(1).values.indexOf('Score');
      ws.eachRow((r, n) => n > 1 && (r.getCell(scoreCol).value = 50 + (n % 50)));
      const filled = Buffer.from(await wb.xlsx.writeBuffer());
      const form = new FormData();
      form.set('file', new Blob([filled]), 'grades.xlsx');
      t = performance.now();
      const imp = await fetch(`${server.base}/api/cms/assignments/${assignment}/results/grade-import`, {
        method: 'POST',
        body: form,
        headers: { ...auth, origin: server.base },
      });
      const preview = await imp.json();
      const importMs = performance.now() - t;
      const rows = preview.data?.data?.results ?? [];
      t = performance.now();
      const grade = await fetch(`${server.base}/api/cms/assignments/${assignment}/results/grade`, {
        method: 'PATCH',
        headers: { ...auth, 'content-type': 'application/json', origin: server.base },
        body: JSON.stringify({ data: rows.map((r) => ({ id: r.id, score: r.score, version: r.version })) }),
      });
      const graded = await grade.json();
      const gradeMs = performance.now() - t;
      const figures = {
        name: 'assignment bulk grading (10k rows)',
        rows: rows.length,
        setupMs: Math.round(setupMs),
        templateMs: Math.round(templateMs),
        templateKb: Math.round(bytes.length / 1024),
        importPreviewMs: Math.round(importMs),
        gradeSubmitMs: Math.round(gradeMs),
        importStatus: imp.status,
        gradeStatus: grade.status,
        graded: graded.data?.graded ?? 0,
        withinBudget: imp.status === 200 && importMs <= 3000,
      };
      results.assignment = figures;
      console.log(
        `assignment: template ${figures.templateMs} ms (${figures.templateKb} KB), import+preview of ${figures.rows} rows ${figures.importPreviewMs} ms (budget 3000), grade ${figures.graded} in one transaction ${figures.gradeSubmitMs} ms`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
