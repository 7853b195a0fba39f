// List pages: the gzipped JavaScript each list screen of the list kit loads, printed per page against the 80 KB
// budget (issue 11), and whether the zod library is among it. A list island must not pull zod into the browser: its
// declaration is data, its calls go by path. Results in results.listPages (lists.bench.mjs writes results.listScale).
import { pageJavaScript } from './lib.mjs';

const BUDGET_KB = 80;
// Every page built on the list kit (src/lib/list-kit.ts, the islands/kit ResourceList): one per list-screen declaration.
const PAGES = [
  ['presence list', '/presence'],
  ['assignment list', '/assignment'],
  ['quiz list', '/content-quiz'],
  ['quiz list (legacy)', '/quiz'],
  ['category list', '/categories'],
  ['playground Video List', '/playground'],
  ['video list', '/video'],
  ['podcast list', '/podcast'],
  ['pdf list', '/pdf'],
  ['document list (ppt)', '/content-document/ppt'],
  ['webinar list', '/webinar'],
  ['popup list', '/popup'],
  ['digital library list', '/digilib'],
  ['knowledge feed list', '/knowledge-feed'],
  ['channel list', '/channel'],
  ['course list', '/course'],
  ['classroom list', '/classroom'],
  ['live event list', '/live-event'],
  ['user list', '/user'],
  ['division list', '/user/division'],
  ['role list', '/role'],
  ['provider list', '/provider'],
  ['certificate list', '/certificate'],
  ['theme list', '/theme'],
];
// Strings only zod 4's core carries in its built output (error classes and the schema constructor registry).
const ZOD_MARKERS = [/["'`]\$ZodType["'`]/, /["'`]\$ZodError["'`]/];

export default async ({ base, cookie, results }) => {
  results.listPages = [];
  console.log(`  JavaScript per list page as the server sends it (gzip budget ${BUDGET_KB} KB):`);
  for (const [name, path] of PAGES) {
    const r = await pageJavaScript(base, path, cookie, { keepSources: true });
    const zodFiles = [...r.sources].filter(([, body]) => ZOD_MARKERS.some((m) => m.test(body))).map(([url]) => new URL(url).pathname);
    const ok = r.status === 200 && r.gzipKb <= BUDGET_KB && zodFiles.length === 0;
    results.listPages.push({ name, path, status: r.status, files: r.files, gzipKb: r.gzipKb, brKb: r.brKb, zodFiles, budgetKb: BUDGET_KB, withinBudget: ok });
    console.log(
      `  ${name.padEnd(24)} ${path.padEnd(14)} ${String(r.status).padStart(3)}  ${r.gzipKb.toFixed(1).padStart(7)} KB gz of ${BUDGET_KB} KB (${r.brKb.toFixed(1)} KB br) in ${String(r.files).padStart(2)} file(s)   zod: ${zodFiles.length ? zodFiles.join(' ') : 'none'}   ${ok ? 'ok' : r.status !== 200 ? `FAILED (status ${r.status})` : 'OVER'}`,
    );
  }
  const over = results.listPages.filter((p) => !p.withinBudget).length;
  console.log(`  ${results.listPages.length - over} of ${results.listPages.length} list pages within the budget`);
};
