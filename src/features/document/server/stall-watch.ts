import { readdir, readFile } from 'node:fs/promises';

/**
 * Watches a program and its descendants for a stall (docs/decisions/0104): LibreOffice 7.4 that fails an allocation
 * under its memory cap sometimes aborts, sometimes crashes, and sometimes deadlocks, every thread waiting on a lock
 * with no CPU used, until the time limit. A conversion is CPU-bound from start to end, so a process tree whose CPU
 * time has not moved for `idleMs` is stuck. Reads /proc (Linux); where there is none, it watches nothing.
 */
export interface Stall {
  /** The highest address space any process of the tree reached (KiB), to tell a stall at the memory cap. */
  vmPeakKb: number;
}

const SAMPLE_MS = 1000;
/** A runaway tree is not followed past this many processes. */
const MAX_PROCESSES = 64;

/** The root and its descendants (a child may belong to any thread of its parent: oosplash starts soffice.bin from one). */
async function processTree(root: number): Promise<number[]> {
  const pids = [root];
  for (let i = 0; i < pids.length && pids.length < MAX_PROCESSES; i++) {
    const tasks = await readdir(`/proc/${pids[i]}/task`).catch(() => [] as string[]);
    for (const task of tasks) {
      const children = await readFile(`/proc/${pids[i]}/task/${task}/children`, 'utf8').catch(() => '');
      for (const child of children.split(' ').filter(Boolean)) pids.push(Number(child));
    }
  }
  return pids;
}

/** A process's CPU time in clock ticks (user + system) and its peak address space (KiB), or null once it is gone. */
async function usage(pid: number): Promise<{ ticks: number; vmPeakKb: number } | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // After "pid (comm) ": the state is field 3, utime and stime fields 14 and 15 (proc(5)).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return { ticks: Number(fields[11]) + Number(fields[12]), vmPeakKb: Number(/^VmPeak:\s+(\d+)/m.exec(status)?.[1] ?? 0) };
  } catch {
    return null;
  }
}

/** Calls onStall once when the tree under `pid` has used no CPU for `idleMs`; answers the function that stops watching. */
export function watchForStall(pid: number, idleMs: number, onStall: (stall: Stall) => void): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastTicks = -1;
  let lastChange = Date.now();
  let vmPeakKb = 0;
  const sample = async () => {
    const tree = await processTree(pid);
    const usages = (await Promise.all(tree.map(usage))).filter((u) => u !== null);
    if (stopped) return;
    if (usages.length === 0) return; // gone, or no /proc here
    const ticks = usages.reduce((sum, u) => sum + u.ticks, 0);
    vmPeakKb = Math.max(vmPeakKb, ...usages.map((u) => u.vmPeakKb));
    // A process that ended takes its ticks with it: any change is progress.
    if (ticks !== lastTicks) {
      lastTicks = ticks;
      lastChange = Date.now();
    } else if (Date.now() - lastChange >= idleMs) {
      stopped = true;
      onStall({ vmPeakKb });
      return;
    }
    timer = setTimeout(() => void sample(), SAMPLE_MS);
  };
  timer = setTimeout(() => void sample(), SAMPLE_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
