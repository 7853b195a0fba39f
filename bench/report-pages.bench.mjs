// Report pages: the gzipped JavaScript the quiz and assignment result reports load, and whether the zod library is
// among it (issue 12: the reports render on the server and load like the lists; decision 0073).
import { pageJavaScript } from './lib.mjs';

// Strings only zod 4's core carries in its built output (as in list-pages.bench.mjs).
const ZOD_MARKERS = [/["'`]\$ZodType["'`]/, /["'`]\$ZodError["'`]/];

/** The report address of the first placement of the seeded item found by `keyword` (its encrypted detail link). */
async function reportPath(base, token, listPath, keyword, pagePrefix) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await (await fetch(`${base}/api${listPath}?keyword=${encodeURIComponent(keyword)}`, { headers })).json();
  const id = list.data.results[0].id;
  const associates = await (await fetch(`${base}/api${listPath}/${id}/associates`, { headers })).json();
  return `${pagePrefix}/detail/${id}/report?detail=${encodeURIComponent(associates.data.results[0].detail)}`;
}

export default async ({ base, token, cookie, results }) => {
  results.reports = [];
  const pages = [
    ['quiz report', await reportPath(base, token, '/cms/v4/quizzes', 'Leadership Essentials Pre', '/content-quiz')],
    ['assignment report', await reportPath(base, token, '/cms/assignments', 'Leadership Reflection', '/assignment')],
  ];
  for (const [name, path] of pages) {
    const r = await pageJavaScript(base, path, cookie, { keepSources: true });
    const zodFiles = [...r.sources].filter(([, body]) => ZOD_MARKERS.some((m) => m.test(body))).map(([url]) => new URL(url).pathname);
    results.reports.push({ name, path: path.split('?')[0], status: r.status, files: r.files, gzipKb: r.gzipKb, zodFiles });
    console.log(
      `  ${name.padEnd(20)} ${r.gzipKb.toFixed(1).padStart(7)} KB in ${String(r.files).padStart(2)} file(s)   zod: ${zodFiles.length ? zodFiles.join(' ') : 'none'}`,
    );
  }
};
