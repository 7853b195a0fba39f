// Builds the server when dist/ is missing or older than any source it is made from (scripts the build runs included).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ENTRY = `${process.env.ASTRO_OUT_DIR ?? 'dist'}/server/entry.mjs`;
/**
 * What the build is made from: the sources, and the scripts the build itself runs (the Astro config's own imports,
 * such as scripts/precompress.mjs, which writes the .br/.gz copies into dist/). The other scripts (serve, start,
 * test, bench) run beside the build, not in it: a change to them needs no rebuild.
 */
function buildScripts() {
  if (!existsSync('astro.config.mjs')) return [];
  const config = readFileSync('astro.config.mjs', 'utf8');
  return [...config.matchAll(/from\s+['"]\.\/(scripts\/[^'"]+)['"]/g)].map((m) => m[1]);
}
const SOURCES = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json', ...buildScripts()];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

/** True when dist/ is missing or a source (or a script the build runs) changed after it was built. */
export function isStale() {
  const built = existsSync(ENTRY) ? statSync(ENTRY).mtimeMs : 0;
  return !built || Math.max(...SOURCES.map(newest)) >= built;
}

export function buildIfStale({ force = false } = {}) {
  if (!force && !isStale()) return;
  console.log('[console] building the server (astro build)…');
  const r = spawnSync('astro', ['build'], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) {
    console.error('[console] the build failed');
    process.exit(r.status ?? 1);
  }
}
