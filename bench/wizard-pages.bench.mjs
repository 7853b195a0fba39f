// Wizard and editor pages: the gzipped JavaScript each step of the course and classroom wizards and the quiz editor
// loads as the server sends it (issue 17: "the wizard pages ship ≤ 170 KB gzipped JS including the rich-text editor
// only when it is opened"; issue 12: the quiz editor ≤ 170 KB). Only static imports are followed: what loads on
// demand (the rich-text editor on focus, the pickers when opened) is not in the figure, and the editor's presence
// among the static files is reported on its own (it must not be there).
import { pageJavaScript } from './lib.mjs';

const BUDGET_KB = 170;
// Strings only the rich-text editor's code carries (tiptap / ProseMirror).
const EDITOR_MARKERS = [/prosemirror/i, /@tiptap|tiptap/];

/** The id of the first row of an API list, for the edit steps. */
async function firstId(base, token, listPath) {
  const list = await (await fetch(`${base}${listPath}`, { headers: { authorization: `Bearer ${token}` } })).json();
  return list.data.results[0]?.id;
}

export default async ({ base, token, cookie, results }) => {
  const course = await firstId(base, token, '/api/cms/v2/courses?page_size=1');
  const classroom = await firstId(base, token, '/api/cms/classrooms?page_size=1');
  const liveEvent = await firstId(base, token, '/api/cms/live-events?page_size=1');
  const pages = [
    ['course create (General)', '/course/create'],
    ['course edit step 1', `/course/edit/${course}?step=1`],
    ['course edit step 2', `/course/edit/${course}?step=2`],
    ['course edit step 3', `/course/edit/${course}?step=3`],
    ['course contents', `/course/detail/${course}/contents`],
    ['classroom create', '/classroom/create'],
    ['classroom edit step 2', `/classroom/edit/${classroom}?step=2`],
    ['classroom edit step 3', `/classroom/edit/${classroom}?step=3`],
    ['classroom edit step 4', `/classroom/edit/${classroom}?step=4`],
    ['live event create', '/live-event/create'],
    ['live event edit', `/live-event/edit/${liveEvent}`],
    ['live event contents', `/live-event/detail/${liveEvent}/contents`],
    ['quiz editor', '/content-quiz/create'],
  ];
  results.wizardPages = [];
  console.log(`  JavaScript per wizard/editor page as the server sends it (gzip budget ${BUDGET_KB} KB):`);
  for (const [name, path] of pages) {
    const r = await pageJavaScript(base, path, cookie, { keepSources: true });
    const editorFiles = [...r.sources].filter(([, body]) => EDITOR_MARKERS.every((m) => m.test(body))).map(([url]) => new URL(url).pathname);
    const ok = r.status === 200 && r.gzipKb <= BUDGET_KB && editorFiles.length === 0;
    results.wizardPages.push({
      name,
      path,
      status: r.status,
      files: r.files,
      gzipKb: r.gzipKb,
      brKb: r.brKb,
      editorFiles,
      budgetKb: BUDGET_KB,
      withinBudget: ok,
    });
    console.log(
      `  ${name.padEnd(26)} ${String(r.status).padStart(3)}  ${r.gzipKb.toFixed(1).padStart(7)} KB gz (${r.brKb.toFixed(1)} KB br) in ${String(r.files).padStart(2)} file(s)   editor up front: ${editorFiles.length ? editorFiles.join(' ') : 'no'}   ${ok ? 'ok' : r.status !== 200 ? `FAILED (status ${r.status})` : 'OVER'}`,
    );
  }
  const over = results.wizardPages.filter((p) => !p.withinBudget).length;
  console.log(`  ${results.wizardPages.length - over} of ${results.wizardPages.length} pages within the budget`);
};
