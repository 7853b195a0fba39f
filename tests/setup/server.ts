// Starts the built console (dist/) on a free port with its own database, seeded with the demo organisation.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/db/client';
import { recreatePgDatabase, onPostgres, dropPgDatabase, prepareDatabase, PG_PREFIX } from './databases';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * `prepare` fills the server's database before it starts, instead of the demo seed: for a state the API cannot make
 * (e.g. an organisation whose ai_course flag is on while no AI endpoint is configured).
 */
export async function startServer(
  name: string,
  extraEnv: Record<string, string> = {},
  options: { prepare?: (db: Db) => Promise<void> } = {},
): Promise<RunningServer> {
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  // NODE_ENV=production as `npm start` runs it (vitest sets NODE_ENV=test, which would select React's development build).
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    ASTRO_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    VALIDATE_RESPONSES: '1',
    ...extraEnv,
  };
  let cleanup: () => Promise<void>;
  if (onPostgres()) {
    const db = `${PG_PREFIX}console_${name}`;
    env.DATABASE_URL = await recreatePgDatabase(db);
    cleanup = () => dropPgDatabase(db);
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), `console-${name}-`));
    delete env.DATABASE_URL;
    env.DATA_DIR = dir;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  if (options.prepare) await prepareDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR }, options.prepare);
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'] /* the built app behind compression, as npm start runs it */, {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not yet listening
    }
    if (Date.now() - started > 90_000) throw new Error(`server ${name} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      await cleanup();
    },
  };
}
