// Every built route of the manifests has a page file, and every page file serves a route of the manifests (issue 26):
// the route registry and src/pages cannot drift apart, whatever is added to either.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from './registry';

const PAGES = path.resolve(__dirname, '../pages');
/** Not screens of the registry: the API dispatcher, SCIM, and the shell's 'not available yet' fallback. */
const OUTSIDE = [/^api\//, /^scim\//, /^\[\.\.\.path\]\.astro$/];

function pageFiles(dir = PAGES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return pageFiles(full);
    return d.name.endsWith('.astro') ? [path.relative(PAGES, full)] : [];
  });
}

/** The paths a page file answers, as Astro routes them: [x] is one segment, [...x] any number (none included). */
function pageRegex(file: string): RegExp {
  const parts = file
    .replace(/\.astro$/, '')
    .split('/')
    .filter((p, i, all) => !(p === 'index' && i === all.length - 1));
  let source = '';
  for (const part of parts) {
    if (/^\[\.\.\.\w+\]$/.test(part)) source += '(?:/[^/]+)*';
    else if (/^\[\w+\]$/.test(part)) source += '/[^/]+';
    else source += '/' + part.replace(/[.*+?^${}()|\\]/g, '\\$&');
  }
  return new RegExp(`^${source || '/'}$`);
}

/** Sample paths of a route pattern: each optional parameter present and absent, each choice of a constrained one. */
function samples(pattern: string): string[] {
  let out = [''];
  for (const segment of pattern.split('/').filter(Boolean)) {
    const m = /^:(\w+)(?:\(([^)]*)\))?(\?)?$/.exec(segment);
    if (!m) {
      out = out.map((p) => `${p}/${segment}`);
      continue;
    }
    const values = m[2] ? m[2].split('|') : ['7'];
    out = out.flatMap((p) => [...values.map((v) => `${p}/${v}`), ...(m[3] ? [p] : [])]);
  }
  return out.map((p) => p || '/');
}

const files = pageFiles().filter((f) => !OUTSIDE.some((r) => r.test(f)));
const pages = files.map((file) => ({ file, regex: pageRegex(file) }));
const built = routes.filter((r) => r.built);

describe('manifest routes and page files', () => {
  it('finds the pages and the routes', () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(built.length).toBeGreaterThan(50);
  });

  it.each(built.map((r) => [r.path, r] as const))('built route %s has a page file', (pattern) => {
    for (const sample of samples(pattern)) {
      const served = pages.filter((p) => p.regex.test(sample));
      expect(
        served.map((p) => p.file),
        `${sample} (of ${pattern}) is served by no page file`,
      ).not.toEqual([]);
    }
  });

  it.each(files)('page file %s serves a built route', (file) => {
    const regex = pageRegex(file);
    const routed = built.filter((r) => samples(r.path).some((s) => regex.test(s)));
    expect(
      routed.map((r) => r.path),
      `${file} serves no built route of the manifests`,
    ).not.toEqual([]);
  });

  it('reads page files as Astro routes them', () => {
    expect(pageRegex('video/detail/[id].astro').test('/video/detail/3')).toBe(true);
    expect(pageRegex('course/detail/[id]/index.astro').test('/course/detail/3')).toBe(true);
    expect(pageRegex('quiz/create/[...id].astro').test('/quiz/create')).toBe(true);
    expect(pageRegex('quiz/create/[...id].astro').test('/quiz/create/4')).toBe(true);
    expect(pageRegex('video/index.astro').test('/video/3')).toBe(false);
    expect(samples('/content-document/:type(pdf|ppt)/detail/:id')).toEqual(['/content-document/pdf/detail/7', '/content-document/ppt/detail/7']);
    expect(samples('/quiz/create/:id?')).toEqual(['/quiz/create/7', '/quiz/create']);
  });
});
