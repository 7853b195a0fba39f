// Shared pieces of the benchmarks: a console server on a scratch database, page weight, latency.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export async function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** A console on a scratch data directory; `onOutput` receives its standard output (ignored without it). */
export async function startConsole(extraEnv = {}, { onOutput } = {}) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...extraEnv };
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  // BENCH_SERVER_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the consoles a bench starts (not the bench).
  if (process.env.BENCH_SERVER_NODE_OPTIONS && !extraEnv.NODE_OPTIONS) env.NODE_OPTIONS = process.env.BENCH_SERVER_NODE_OPTIONS;
  const child = spawn(process.execPath, ['scripts/serve.mjs'], { env, stdio: ['ignore', onOutput ? 'pipe' : 'ignore', 'inherit'] });
  if (onOutput) child.stdout.setEncoding('utf8').on('data', onOutput);
  const base = `http://127.0.0.1:${port}`;
  // Up to three minutes (a loaded machine migrating and seeding a fresh database): a console that never answers stops
  // the bench rather than letting it measure, or load rows into, a half-seeded database.
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (i === 720 || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(
        `the console on port ${port} did not answer /api/health (${child.exitCode === null ? 'not ready after 180 s' : `exited ${child.exitCode}`})`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    /** The server process (its RSS is read from /proc by the imports case). */
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function signIn(base, username, password, org_code) {
  const res = await fetch(`${base}/api/v3/cms/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, org_code }),
  });
  const json = await res.json();
  if (!json.success) throw new Error(`sign-in failed: ${JSON.stringify(json)}`);
  return json.data.token;
}

const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']|export\s*[\w*{}\s,$]*from\s*["']([^"']+)["']/g;

/** The bytes the server sends for `url` to a client that accepts `encoding` (what travels, not a re-compression). */
function wireBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let n = 0;
        res.on('data', (d) => (n += d.length));
        res.on('end', () => resolve(n));
      })
      .on('error', reject);
  });
}

/**
 * The JavaScript a page loads before any interaction: module scripts, island components and renderers, and their
 * static imports. Sizes are what the console's server sends: each file's bytes as served to a gzip client (the
 * pre-compressed .gz copy, level 9; a file too small to compress goes as it is), and the inline scripts as they travel
 * inside the one gzip stream of the HTML (gzipped together). `brKb` is the same for a brotli client (Chromium).
 * `keepSources` adds `sources` (url -> text) so a case can look inside the files (e.g. for the zod library).
 */
export async function pageJavaScript(base, pagePath, cookie, { keepSources = false } = {}) {
  const res = await fetch(base + pagePath, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const html = await res.text();
  const entry = new Set();
  const inline = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(m[1]);
    if (src) entry.add(new URL(src[1], base + pagePath).href);
    else if (m[2].trim()) inline.push(m[2]);
  }
  const inlineText = inline.join('\n');
  const inlineBytes = Buffer.byteLength(inlineText);
  const inlineGzip = inline.length ? gzipSync(inlineText, { level: 9 }).length : 0;
  const inlineBr = inline.length ? brotliCompressSync(inlineText).length : 0;
  for (const m of html.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g)) entry.add(new URL(m[1], base).href);
  const seen = new Map();
  const queue = [...entry];
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    const body = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
    const [gzip, br] = [await wireBytes(url, 'gzip'), await wireBytes(url, 'br')];
    seen.set(url, { raw: Buffer.byteLength(body), gzip, br, body: keepSources ? body : undefined });
    for (const m of body.matchAll(STATIC_IMPORT)) {
      const spec = m[1] ?? m[2];
      if (spec && (spec.startsWith('.') || spec.startsWith('/'))) queue.push(new URL(spec, url).href);
    }
  }
  const files = [...seen.values()];
  return {
    status: res.status,
    files: files.length,
    rawKb: (files.reduce((a, f) => a + f.raw, 0) + inlineBytes) / 1024,
    gzipKb: (files.reduce((a, f) => a + f.gzip, 0) + inlineGzip) / 1024,
    brKb: (files.reduce((a, f) => a + f.br, 0) + inlineBr) / 1024,
    ...(keepSources ? { sources: new Map([...seen].map(([url, f]) => [url, f.body])) } : {}),
  };
}

/**
 * One GET over a keep-alive agent, the body read as bytes and not decoded (Accept-Encoding: br, gzip as a browser
 * sends it, so the server compresses as it does for a browser). A lighter client than fetch, whose own CPU (about
 * 1 ms a request, with the decompression) competed with the server for this machine's two cores and inflated every
 * figure under load. Resolves to the status; rejects on a network error or after `timeoutMs`.
 */
export function get(url, { headers = {}, agent, timeoutMs = 15_000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': 'br, gzip', ...headers }, agent, timeout: timeoutMs }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

/**
 * Latency of one request under `concurrency` parallel clients, `total` requests in all (each client one keep-alive
 * connection). An answer other than `status` (200; 206 for a range request) counts as a failure.
 */
export async function latency(url, { headers = {}, total = 300, concurrency = 10, timeoutMs = 15_000, status = 200 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const times = [];
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < total) {
      next += 1;
      const t0 = performance.now();
      try {
        if ((await get(url, { headers, agent, timeoutMs })) !== status) failures += 1;
      } catch {
        failures += 1;
      }
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { p50: q(0.5), p95: q(0.95), failures, total };
}

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** A private PostgreSQL cluster on `port` in a scratch directory (null when PG_BIN has no initdb). */
export async function startCluster(port) {
  if (!existsSync(`${PG_BIN}/initdb`)) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-lists-pg-'));
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) execFileSync('chown', ['-R', 'postgres', dir]);
  const run = (bin, args) =>
    asPostgres
      ? execFileSync('runuser', ['-u', 'postgres', '--', `${PG_BIN}/${bin}`, ...args], { stdio: 'ignore' })
      : execFileSync(`${PG_BIN}/${bin}`, args, { stdio: 'ignore' });
  run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  run('pg_ctl', ['-D', `${dir}/data`, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', `${dir}/log`, '-w', 'start']);
  return {
    url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    stop: () => (run('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']), rmSync(dir, { recursive: true, force: true })),
  };
}

/**
 * A console on a scratch database loaded with a bench's rows: `kind` 'pglite' (a data directory) or 'postgres' (a
 * database `name` on a private cluster on `pgPort`). The console starts once to migrate and seed, stops, `load(query)`
 * fills the database, then `run(server)` measures a console started on it; after that console stops,
 * `inspect(query)` (optional) reads the database and its answer is returned as `inspected`. Null when PostgreSQL is
 * asked for and its binaries are missing.
 */
export async function onLoadedDatabase(kind, { name, pgPort, load, run, inspect }) {
  if (kind === 'postgres') {
    const cluster = await startCluster(pgPort);
    if (!cluster) return null;
    try {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: cluster.url('postgres') });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = cluster.url(name);
      await (await startConsole({ DATABASE_URL: url })).stop();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await load((sql, params) => client.query(sql, params));
        const server = await startConsole({ DATABASE_URL: url });
        let result;
        try {
          result = await run(server);
        } finally {
          await server.stop();
        }
        return { result, inspected: inspect ? await inspect((sql, params) => client.query(sql, params)) : undefined };
      } finally {
        await client.end();
      }
    } finally {
      cluster.stop();
    }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), `console-${name}-`));
  try {
    await (await startConsole({ DATA_DIR: dir })).stop();
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    // The server owns the data directory while it runs: the bench's own connection is open only before and after.
    const open = () => PGlite.create(dir, { extensions: { pg_trgm } });
    let db = await open();
    await load((sql, params) => db.query(sql, params));
    await db.close();
    const server = await startConsole({ DATA_DIR: dir });
    let result;
    try {
      result = await run(server);
    } finally {
      await server.stop();
    }
    let inspected;
    if (inspect) {
      db = await open();
      try {
        inspected = await inspect((sql, params) => db.query(sql, params));
      } finally {
        await db.close();
      }
    }
    return { result, inspected };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
