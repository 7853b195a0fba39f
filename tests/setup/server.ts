// Starts the built console (dist/) on a free port with its own database, seeded with the demo organisation.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/db/client';
import { underLoad } from './wait';
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
 * A process warning of the server (Node prints it on stderr as `(node:PID) DeprecationWarning: …`): the test servers
 * fail on one. pg 8 warns when one connection is given a query while it runs another (queries in parallel inside a
 * transaction), which pg 9 turns into an error (issue 28 item 8).
 */
export const PROCESS_WARNING = /^\(node:\d+\) (?:\[[A-Z0-9]+\] )?\w*Warning: .*$/m;

/** A server process started from the build: its output so far, its health, its end. */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** stdout and stderr as they came. */
  output(): string;
  stderr(): string;
  /**
   * Resolves once /api/health answers; throws with the output if the process exits first or `ms` pass (an idle
   * machine's budget for a start with its migrations and seed, stretched by the load: see wait.ts).
   */
  healthy(ms?: number): Promise<void>;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited(): Promise<number | string>;
}

/** Spawns `node scripts/serve.mjs` (the built app behind compression, as npm start runs it) with this environment added. */
export async function spawnServer(extraEnv: Record<string, string | undefined>): Promise<ServerProcess> {
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  // NODE_ENV=production as `npm start` runs it (vitest sets NODE_ENV=test, which would select React's development build).
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    ASTRO_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    VALIDATE_RESPONSES: '1',
    // Where a deprecation comes from, should one be printed (PROCESS_WARNING).
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --trace-deprecation`.trim(),
  };
  for (const [k, v] of Object.entries(extraEnv)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  const child = spawn(process.execPath, ['scripts/serve.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => {
    output += d;
    stderr += d;
  });
  const exit = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    child,
    baseUrl,
    output: () => output,
    stderr: () => stderr,
    exited: () => exit,
    async healthy(ms = 90_000) {
      const started = Date.now();
      for (;;) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited early:\n${output}`);
        try {
          const res = await fetch(`${baseUrl}/api/health`);
          if (res.ok) return;
        } catch {
          // not yet listening
        }
        if (Date.now() - started > underLoad(ms)) throw new Error(`the server did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
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
  const env: Record<string, string | undefined> = { ...extraEnv };
  let cleanup: () => Promise<void>;
  if (onPostgres()) {
    const db = `${PG_PREFIX}console_${name}`;
    env.DATABASE_URL = await recreatePgDatabase(db);
    cleanup = () => dropPgDatabase(db);
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), `console-${name}-`));
    env.DATABASE_URL = undefined;
    env.DATA_DIR = dir;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  if (options.prepare) await prepareDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR }, options.prepare);
  const server = await spawnServer(env);
  try {
    await server.healthy();
  } catch (err) {
    throw new Error(`server ${name}: ${(err as Error).message}`);
  }
  // The seed ran before the server answered: a warning there fails the run at once.
  const warned = () => PROCESS_WARNING.exec(server.output());
  if (warned()) throw new Error(`server ${name} printed a process warning while it started:\n${server.output()}`);
  return {
    baseUrl: server.baseUrl,
    async stop() {
      server.child.kill('SIGTERM');
      await Promise.race([server.exited(), new Promise((r) => setTimeout(r, 5000))]);
      await cleanup();
      const warning = warned();
      if (warning) throw new Error(`server ${name} printed a process warning while the tests ran: ${warning[0]}\n${server.output()}`);
    },
  };
}
