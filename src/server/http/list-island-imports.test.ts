// Checked here, beside loadListPage (the kit's server half), because it reads the source files with node:fs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../..');

/** Resolves a module specifier of a file under src/ to a source file, or returns the bare package name. */
function resolve(spec: string, from: string): string {
  if (!spec.startsWith('.') && !spec.startsWith('@/')) return spec;
  const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && !candidate.endsWith('/')) if (/\.(tsx?|css)$/.test(candidate)) return candidate;
  throw new Error(`cannot resolve ${spec} from ${from}`);
}

/** Every module the browser may load for an island: static and dynamic imports, type-only imports left out. */
function importGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.startsWith('/') || file.endsWith('.css')) continue;
    const source = readFileSync(file, 'utf8');
    const specs = [
      ...[...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]),
      ...[...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]),
    ];
    for (const spec of specs) queue.push(resolve(spec, file));
  }
  return seen;
}

describe('the list island ships no zod', () => {
  it('imports neither zod nor any schemas.ts / api.ts, directly or through other modules', () => {
    const graph = [...importGraph(path.join(SRC, 'islands/kit/ResourceList.tsx'))];
    const rel = graph.map((f) => (f.startsWith('/') ? path.relative(SRC, f) : f));
    expect(rel).toContain('ui/DataTable.tsx');
    expect(rel.filter((f) => f === 'zod' || f.startsWith('zod/') || /(^|\/)(schemas|api|list-schema)\.ts$/.test(f) || f.startsWith('features/'))).toEqual([]);
  });
});

// Issue 12 and decision 0073: the result reports load like the lists. Their islands (and every dialog they load
// later) get the contract's paths as props and call the shared fetcher; an area's plain modules (messages,
// constants, labels, report screen) are fine, its contract (api.ts), schemas and client are not.
describe('the report islands ship no zod', () => {
  const forbidden = (f: string) => f === 'zod' || f.startsWith('zod/') || /(^|\/)(schemas|api|client|list-schema)\.ts$/.test(f);
  it.each(['islands/quiz/ReportView.tsx', 'islands/assignment/AssignmentReport.tsx'])('%s reaches neither zod nor a contract, schema or client', (island) => {
    const graph = [...importGraph(path.join(SRC, island))];
    const rel = graph.map((f) => (f.startsWith('/') ? path.relative(SRC, f) : f));
    expect(rel).toContain('islands/kit/ReportShell.tsx');
    expect(rel).toContain('ui/DataTable.tsx');
    expect(rel.filter(forbidden)).toEqual([]);
  });

  it('would notice a report dialog that imported the client again', () => {
    const graph = [...importGraph(path.join(SRC, 'islands/assignment/AssignmentReport.tsx'))].map((f) => (f.startsWith('/') ? path.relative(SRC, f) : f));
    // The lazily loaded dialogs are part of the graph: a regression there would ship zod on first click.
    expect(graph).toEqual(
      expect.arrayContaining(['islands/assignment/ReviewDialog.tsx', 'islands/assignment/GradeAllDialog.tsx', 'islands/assignment/ImportPreviewDialog.tsx']),
    );
  });
});
