// List pages: the gzipped JavaScript each list screen loads (budget 80 KB, issue 11) and whether the zod library is
// among it. A list island must not pull zod into the browser: its declaration is data, its calls go by path.
import { pageJavaScript } from './lib.mjs';

const BUDGET_KB = 80;
const PAGES = [
  ['presence list', '/presence'],
  ['assignment list', '/assignment'],
  ['quiz list', '/content-quiz'],
  ['quiz list (legacy)', '/quiz'],
  ['playground Video List', '/playground'],
];
// Strings only zod 4's core carries in its built output (error classes and the schema constructor registry).
const ZOD_MARKERS = [/["'`]\$ZodType["'`]/, /["'`]\$ZodError["'`]/];

export default async ({ base, cookie, results }) => {
  results.lists = [];
  for (const [name, path] of PAGES) {
    const r = await pageJavaScript(base, path, cookie, { keepSources: true });
    const zodFiles = [...r.sources].filter(([, body]) => ZOD_MARKERS.some((m) => m.test(body))).map(([url]) => new URL(url).pathname);
    const ok = r.status === 200 && r.gzipKb <= BUDGET_KB && zodFiles.length === 0;
    results.lists.push({ name, path, status: r.status, files: r.files, gzipKb: r.gzipKb, zodFiles, budgetKb: BUDGET_KB, withinBudget: ok });
    console.log(
      `  ${name.padEnd(24)} ${path.padEnd(14)} ${r.gzipKb.toFixed(1).padStart(7)} KB in ${String(r.files).padStart(2)} file(s)   zod: ${zodFiles.length ? zodFiles.join(' ') : 'none'}   budget ${BUDGET_KB} KB ${ok ? 'ok' : 'OVER'}`,
    );
  }
};
