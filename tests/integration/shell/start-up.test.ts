// What the server says when it cannot start (issue 28 items 6 and 7): one line on stderr naming what is wrong and what
// to do, and a non-zero exit, before it listens: a second server on a PGlite data directory in use, a PostgreSQL
// database that does not exist, a PostgreSQL server nobody answers at. A lock left by a killed server is taken over.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { insertOrganization } from '../../../src/features/organization/testing';
import { databaseUrl, onPostgres, PG_PREFIX, prepareDatabase } from '../../setup/databases';
import { freePort, spawnServer, type ServerProcess } from '../../setup/server';

const started: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const s of started) s.child.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function server(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const s = await spawnServer({ JOBS: '0', ...env });
  started.push(s);
  return s;
}

const stderrLines = (s: ServerProcess) => s.stderr().trim().split('\n');

describe('one server per PGlite data directory (DATA_DIR)', () => {
  it('refuses a second server on a directory in use, naming the first; a new one takes over the lock of a killed one', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'console-lock-'));
    dirs.push(dir);
    // One organisation (the server answers its health check), instead of the whole demo seed.
    await prepareDatabase({ dataDir: dir }, async (db) => void (await insertOrganization(db, { isDefault: true })));
    const env = { DATABASE_URL: undefined, DATA_DIR: dir };
    const first = await server(env);
    await first.healthy();

    const second = await server(env);
    expect(await second.exited()).toBe(1);
    const [line, ...more] = stderrLines(second);
    expect(more).toEqual([]);
    expect(line).toMatch(
      new RegExp(`^\\[console\\] DATA_DIR ${dir} is in use by process ${first.child.pid} \\(started \\d{4}-\\d\\d-\\d\\dT[^)]+\\): stop it first`),
    );
    expect(second.output()).not.toMatch(/listening/);
    // The first one never noticed.
    expect((await fetch(`${first.baseUrl}/api/health`)).ok).toBe(true);

    first.child.kill('SIGKILL');
    await first.exited();
    const third = await server(env);
    await third.healthy();
    expect(third.stderr()).toMatch(new RegExp(`took over the lock of process ${first.child.pid} \\(started [^)]+\\), which is no longer running`));
    // A server that stops leaves no lock behind.
    third.child.kill('SIGTERM');
    await third.exited();
    expect(existsSync(path.join(dir, 'console.lock'))).toBe(false);
  }, 180_000);
});

describe('a PostgreSQL database the console cannot use', () => {
  it.runIf(onPostgres())(
    'a database that does not exist: one line naming it and how to create it, and a non-zero exit',
    async () => {
      const name = `${PG_PREFIX}console_missing_${process.pid}`;
      const s = await server({ DATABASE_URL: databaseUrl(name) });
      expect(await s.exited()).toBe(1);
      const [line, ...more] = stderrLines(s);
      expect(more).toEqual([]);
      expect(line).toMatch(
        new RegExp(
          `^\\[console\\] The database "${name}" does not exist on the PostgreSQL server at [^ ]+\\. Create it \\(createdb .* ${name}, or CREATE DATABASE "${name}"; in psql\\)`,
        ),
      );
      expect(s.output()).not.toMatch(/listening/);
    },
    60_000,
  );

  it('a server nobody answers at: one line saying so, and a non-zero exit', async () => {
    const port = await freePort();
    const s = await server({ DATABASE_URL: `postgres://console@127.0.0.1:${port}/console` });
    expect(await s.exited()).toBe(1);
    const [line, ...more] = stderrLines(s);
    expect(more).toEqual([]);
    expect(line).toBe(
      `[console] Cannot reach a PostgreSQL server at 127.0.0.1:${port} (ECONNREFUSED): is it running, and does DATABASE_URL name its host and port?`,
    );
  }, 60_000);
});
