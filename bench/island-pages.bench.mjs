// Island pages: the gzipped JavaScript of every detail, form and report page whose islands call the API (issue 26:
// the islands' one typed client must not make a page heavier), and whether the zod library is among it. Lists are
// list-pages.bench.mjs, the wizards wizard-pages.bench.mjs. Results in results.islandPages.
import { pageJavaScript } from './lib.mjs';

// Strings only zod 4's core carries in its built output (as in list-pages.bench.mjs).
const ZOD_MARKERS = [/["'`]\$ZodType["'`]/, /["'`]\$ZodError["'`]/];

/** The first row of an API list (its id and fields), for the detail and edit pages. */
async function firstRow(base, token, listPath) {
  const res = await fetch(`${base}${listPath}${listPath.includes('?') ? '&' : '?'}page_size=1`, { headers: { authorization: `Bearer ${token}` } });
  const json = await res.json();
  return json.data.results[0];
}

/** The pages: [name, page path] or [name, API list, row => page path]. */
const PAGES = [
  ['presence create', '/presence/create'],
  ['presence detail', '/api/cms/presences', (r) => `/presence/detail/${r.id}`],
  ['assignment detail', '/api/cms/assignments', (r) => `/assignment/detail/${r.id}`],
  ['quiz detail', '/api/cms/v4/quizzes', (r) => `/content-quiz/detail/${r.id}`],
  ['category create', '/categories/create'],
  ['category detail', '/api/categories', (r) => `/categories/detail/${r.id}`],
  ['channel create', '/channel/create'],
  ['channel detail', '/api/channels', (r) => `/channel/detail/${r.id}`],
  ['video create', '/video/create'],
  ['video detail', '/api/videos', (r) => `/video/detail/${r.id}`],
  ['podcast detail', '/api/podcasts', (r) => `/podcast/detail/${r.id}`],
  ['pdf detail', '/api/pdfs', (r) => `/pdf/detail/${r.id}`],
  ['document detail (ppt)', '/api/content-documents?type=ppt', (r) => `/content-document/ppt/detail/${r.id}`],
  ['webinar detail', '/api/webinars', (r) => `/webinar/detail/${r.id}`],
  ['live event registrants', '/api/cms/live-events', (r) => `/live-event/detail/${r.id}?tab=registrants`],
  ['popup detail', '/api/popups', (r) => `/popup/detail/${r.id}`],
  ['digilib detail', '/api/digilib', (r) => `/digilib/detail/${r.id}`],
  ['knowledge feed detail', '/api/knowledge-feed', (r) => `/knowledge-feed/detail/${r.type}/${r.id}`],
  ['provider detail', '/api/providers', (r) => `/provider/detail/${r.id}`],
  ['certificate detail', '/api/certificates/template', (r) => `/certificate/detail/${r.id}`],
  ['theme detail', '/api/certificates/themes', (r) => `/theme/detail/${r.id}`],
  ['user create', '/user/create'],
  ['user detail', '/api/cms/users', (r) => `/user/detail/${r.id}`],
  ['user edit', '/api/cms/users', (r) => `/user/edit/${r.id}`],
  ['user import', '/user/import'],
  ['role detail', '/api/roles', (r) => `/role/detail/${r.id}`],
  ['role edit', '/api/roles', (r) => `/role/edit/${r.id}`],
  ['sso settings', '/setting/authentication'],
];

export default async ({ base, token, cookie, results }) => {
  results.islandPages = [];
  console.log('  JavaScript per detail, form and report page as the server sends it (gzip):');
  for (const [name, pathOrList, toPage] of PAGES) {
    let path = pathOrList;
    if (toPage) {
      const row = await firstRow(base, token, pathOrList);
      if (!row) {
        console.log(`  ${name.padEnd(24)} no demo row`);
        continue;
      }
      path = toPage(row);
    }
    const r = await pageJavaScript(base, path, cookie, { keepSources: true });
    const zodFiles = [...r.sources].filter(([, body]) => ZOD_MARKERS.some((m) => m.test(body))).map(([url]) => new URL(url).pathname);
    results.islandPages.push({ name, path, status: r.status, files: r.files, gzipKb: r.gzipKb, brKb: r.brKb, zod: zodFiles.length > 0 });
    console.log(
      `  ${name.padEnd(24)} ${path.padEnd(34)} ${String(r.status).padStart(3)}  ${r.gzipKb.toFixed(1).padStart(7)} KB gz in ${String(r.files).padStart(2)} file(s)   zod: ${zodFiles.length ? 'yes' : 'no'}`,
    );
  }
};
