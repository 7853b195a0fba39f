// Builds the server when dist/ is missing or older than any source it is made from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ENTRY = `${process.env.ASTRO_OUT_DIR ?? 'dist'}/server/entry.mjs`;
const SOURCES = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

export function buildIfStale({ force = false } = {}) {
  const built = existsSync(ENTRY) ? statSync(ENTRY).mtimeMs : 0;
  if (!force && built && Math.max(...SOURCES.map(newest)) < built) return;
  console.log('[console] building the server (astro build)…');
  const r = spawnSync('astro', ['build'], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) {
    console.error('[console] the build failed');
    process.exit(r.status ?? 1);
  }
}
