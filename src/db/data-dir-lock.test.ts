import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';
import { StartError } from './start-error';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const fresh = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'console-lock-unit-'));
  dirs.push(d);
  return d;
};
/** Field 22 of /proc/<pid>/stat, as the lock records it. */
const startOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};
const write = (dir: string, lock: object) =>
  writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ host: os.hostname(), started_at: '2026-01-01T00:00:00.000Z', ...lock }));
const linux = existsSync('/proc/self/stat');

describe('the PGlite data directory lock', () => {
  it('records this process, and its release removes it', () => {
    const dir = fresh();
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, host: os.hostname() });
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it.runIf(linux)('refuses a directory a running process holds, naming it', () => {
    const dir = fresh();
    write(dir, { pid: process.ppid, process_start: startOf(process.ppid) });
    expect(() => lockDataDir(dir)).toThrow(StartError);
    expect(() => lockDataDir(dir)).toThrow(`DATA_DIR ${dir} is in use by process ${process.ppid} (started 2026-01-01T00:00:00.000Z)`);
  });

  it('refuses a lock of another host, which it cannot check', () => {
    const dir = fresh();
    write(dir, { pid: 1, host: 'elsewhere', process_start: null });
    expect(() => lockDataDir(dir)).toThrow(/in use by process 1 on elsewhere/);
  });

  it.runIf(linux)('takes over the lock of a dead process, of a PID now another process, and of this very PID (a restarted container)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const stale of [{ pid: 2 ** 22 + 7 }, { pid: process.ppid, process_start: '1' }, { pid: process.pid }]) {
      const dir = fresh();
      write(dir, { process_start: null, ...stale });
      lockDataDir(dir).release();
      expect(warn).toHaveBeenLastCalledWith(
        expect.stringContaining(`took over the lock of process ${stale.pid} (started 2026-01-01T00:00:00.000Z), which is no longer running`),
      );
    }
  });
});
