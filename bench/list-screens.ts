// The list screens as they are declared (src/features/*/list-screen*.ts), printed as JSON for the lists bench
// (lists.bench.mjs runs this through tsx): each screen's label, list endpoint, sorting style, sortable columns, page
// size and whether it has a keyword search. A screen declared by a function is called with empty choices (its filter
// options, which the bench does not use); a function export this file does not know fails the bench, so that a new
// list cannot go unmeasured.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ListScreen } from '@/lib/list-kit';
import { CONTENT_DOCUMENT_AREA, PDF_AREA } from '@/features/document/kinds';

/** How to call each screen declared by a function: every list it serves (its filter choices left empty). */
const FACTORIES: Record<string, (f: (...args: never[]) => ListScreen) => ListScreen[]> = {
  categoryListScreen: (f) => [(f as (p: []) => ListScreen)([])],
  documentListScreen: (f) => {
    const g = f as (area: typeof PDF_AREA, type: null, categories: []) => ListScreen;
    return [g(PDF_AREA, null, []), g(CONTENT_DOCUMENT_AREA, null, [])];
  },
  // The legacy /quiz screen lists the same endpoint as /content-quiz.
  quizListScreen: (f) => [(f as (base: string) => ListScreen)('/content-quiz')],
  userListScreen: (f) => [(f as (o: object) => ListScreen)({ roles: [], divisions: [], companies: [] })],
  // The course report, and one course's learners: course 0 stands for the course the bench's loader makes (its list
  // endpoint is rewritten to that course's once it is loaded).
  courseReportScreen: (f) => [(f as (o: object) => ListScreen)({ categories: [], divisions: [], companies: [] })],
  courseLearnersScreen: (f) => [(f as (id: number, o: object) => ListScreen)(0, { categories: [], divisions: [], companies: [] })],
};

const isScreen = (v: unknown): v is ListScreen =>
  typeof v === 'object' && v !== null && 'endpoints' in v && 'columns' in v && typeof (v as ListScreen).endpoints?.list === 'string';

const root = path.resolve(import.meta.dirname, '../src/features');
const screens: ListScreen[] = [];
const unknown: string[] = [];
for (const area of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
  for (const file of readdirSync(path.join(root, area.name)).filter((f) => /^list-screens?\.ts$/.test(f))) {
    const mod = (await import(pathToFileURL(path.join(root, area.name, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (isScreen(value)) screens.push(value);
      else if (typeof value === 'function') {
        const make = FACTORIES[name];
        if (make) screens.push(...make(value as (...args: never[]) => ListScreen));
        else unknown.push(`${area.name}/${file}: ${name}`);
      }
    }
  }
}
// The playground's screen lists the same endpoint as the video list.
const byEndpoint = new Map(screens.map((s) => [s.endpoints.list, s]));
process.stdout.write(
  JSON.stringify({
    unknown,
    screens: [...byEndpoint.values()].map((s) => ({
      label: s.label,
      list: s.endpoints.list,
      sortStyle: s.sortStyle,
      pageSize: s.pageSize,
      search: Boolean(s.search),
      sorts: s.columns.flatMap((c) => (c.sortKey ? [c.sortKey] : [])),
    })),
  }),
);
