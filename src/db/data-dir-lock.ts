import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartError } from './start-error';

/**
 * One process per PGlite data directory: two processes writing the same files lose data silently. The first one
 * writes DATA_DIR/console.lock (its PID, host and start time); another one started on the same directory refuses to
 * start, naming that process. A lock whose process is gone (killed, or the machine restarted) is taken over, with a
 * line saying so.
 */
export const LOCK_FILE = 'console.lock';

interface LockInfo {
  pid: number;
  host: string;
  started_at: string;
  /** The kernel's start time of the process (Linux), so that a PID reused by another process is not taken for it. */
  process_start: string | null;
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot (null where there is no /proc). */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from the last ')'; field 3 is index 0.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockInfo>;
    return typeof info.pid === 'number'
      ? { pid: info.pid, host: String(info.host ?? ''), started_at: String(info.started_at ?? ''), process_start: info.process_start ?? null }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the process a lock names still runs. On another host it cannot be checked: it is taken to run (the
 * operator removes the file if it does not). This process itself never holds a lock it finds (it is opening now): a
 * container's restarted process often gets the PID of the one before.
 */
function holds(lock: LockInfo): boolean {
  if (lock.host !== os.hostname()) return true;
  if (lock.pid === process.pid || !isRunning(lock.pid)) return false;
  const start = processStart(lock.pid);
  return !(start && lock.process_start && start !== lock.process_start);
}

const describe = (lock: LockInfo) =>
  `process ${lock.pid}${lock.host && lock.host !== os.hostname() ? ` on ${lock.host}` : ''} (started ${lock.started_at || 'at an unknown time'})`;
const same = (a: LockInfo | null, b: LockInfo | null) => Boolean(a && b && a.pid === b.pid && a.host === b.host && a.started_at === b.started_at);

export interface DataDirLock {
  /** Removes the lock (the database is closed). */
  release(): void;
}

/** Takes the data directory's lock, or throws a StartError naming the process that holds it. */
export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const mine: LockInfo = { pid: process.pid, host: os.hostname(), started_at: new Date().toISOString(), process_start: processStart(process.pid) };
  for (let tries = 0; tries < 3; tries++) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeSync(fd, `${JSON.stringify(mine)}\n`);
      } finally {
        closeSync(fd);
      }
      return ownLock(file, mine);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const held = readLock(file);
    if (held && holds(held))
      throw new StartError(
        `DATA_DIR ${dir} is in use by ${describe(held)}: stop it first, or give this one another DATA_DIR (one process per data directory; if that process is gone, delete ${file}).`,
      );
    // Stale (or unreadable): moved aside under a name of ours, so that two processes taking it over at once cannot
    // both win; if what was moved is not what was read, another process took it meanwhile and it is put back.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch {
      continue;
    }
    const moved = readLock(aside);
    if (held && !same(moved, held)) {
      try {
        linkSync(aside, file);
      } catch {
        // a third process holds it now: the next try reads that one
      }
      rmSync(aside, { force: true });
      continue;
    }
    rmSync(aside, { force: true });
    console.warn(`[db] DATA_DIR ${dir}: took over the lock of ${held ? `${describe(held)}, which is no longer running` : 'an unreadable lock file'}`);
  }
  throw new StartError(`DATA_DIR ${dir}: could not take its lock (${file}); another process keeps taking it.`);
}

function ownLock(file: string, mine: LockInfo): DataDirLock {
  const release = () => {
    process.off('exit', release);
    if (same(readLock(file), mine)) rmSync(file, { force: true });
  };
  // A process that exits without closing the database (an uncaught error) leaves no lock behind either.
  process.on('exit', release);
  return { release };
}
