import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { PermanentJobError } from '@/server/jobs/runner';
import { oleHasStream } from '@/server/storage/ole-directory';
import type { ReadAt } from '@/server/storage/read-range';
import { documentMessages as M } from '../messages';
import { watchForStall, type Stall } from './stall-watch';

/**
 * The programs the document job runs on a file on disk (the job copies the stored file into a temporary directory;
 * nothing here holds a document in memory), each with a time limit after which the program (and its children) is
 * killed: poppler's pdfinfo for the page count and pdftoppm for the first-page thumbnail, and LibreOffice (soffice,
 * optional) for PPT → PDF, which also runs under a memory and a CPU-time cap (docs/decisions/0104). Without pdfinfo
 * the page count falls back to pdf-lib, which reads the PDF into memory.
 */

/** LibreOffice's program: SOFFICE_PATH, else `soffice` on the PATH; SOFFICE_PATH=none says it is not installed. */
const sofficePath = () => process.env.SOFFICE_PATH || 'soffice';
const CONVERT_TIMEOUT_MS = () => Number(process.env.DOCUMENT_CONVERT_TIMEOUT_MS ?? 120_000);
const POPPLER_TIMEOUT_MS = 60_000;
/** What a program may write to stdout that is kept (pdfinfo's answer is a few hundred bytes). */
const STDOUT_BYTES = 64 * 1024;

/**
 * LibreOffice's caps (docs/decisions/0104), 0 for none: the address space of each of its processes in MiB (a normal
 * conversion reserves 453 MiB, 212 MiB of it resident; 30 large photographs 1.7 GB), its CPU time in seconds (a
 * normal deck needs about 1 s, those photographs 25 s), and how long its processes may use no CPU at all before they
 * are taken for stuck (LibreOffice may deadlock when an allocation fails at the memory cap).
 */
interface Caps {
  memoryMb: number;
  cpuSeconds: number;
  stallSeconds: number;
}
const capOf = (name: string, fallback: number) => {
  const value = Number(process.env[name] || fallback);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
};
const converterCaps = (): Caps => ({
  memoryMb: capOf('DOCUMENT_CONVERT_MEMORY_MB', 3072),
  cpuSeconds: capOf('DOCUMENT_CONVERT_CPU_SECONDS', 90),
  stallSeconds: capOf('DOCUMENT_CONVERT_STALL_SECONDS', 15),
});

export class ToolMissing extends Error {}

/** A program that did not end well: its exit code or the signal that ended it, the time limit, or a stall. */
class ProgramFailed extends Error {
  constructor(
    message: string,
    readonly outcome: { code: number | null; signal: NodeJS.Signals | null; timedOut?: boolean; stall?: Stall },
  ) {
    super(message);
  }
}

/**
 * The command line that runs a program under caps: `sh` sets them on itself (ulimit: RLIMIT_AS in KiB, RLIMIT_CPU in
 * seconds, both soft and hard, so the CPU cap ends in SIGKILL) and then becomes the program (exec), whose children
 * (oosplash starts soffice.bin) inherit them. Without caps, the program itself.
 */
function capped(command: string, args: string[], caps: Caps): { command: string; args: string[] } {
  const limits = [caps.memoryMb && `ulimit -v ${caps.memoryMb * 1024}`, caps.cpuSeconds && `ulimit -t ${caps.cpuSeconds}`].filter(Boolean);
  if (limits.length === 0) return { command, args };
  return { command: '/bin/sh', args: ['-c', `${limits.join(' && ')} && exec "$@"`, 'capped', command, ...args] };
}

/**
 * Runs a program to its end; a missing program is ToolMissing, an overrun (or, with `stallSeconds`, a tree that
 * stopped using CPU) kills its process group. With `output` it answers the program's stdout, once its pipes are
 * closed; without, it ends when the program exits (LibreOffice's helpers may keep a pipe open after it). With `caps`
 * it runs under them (a shell that cannot find the program exits 127, or 126 when it cannot run it: ToolMissing).
 */
function run(command: string, args: string[], timeoutMs: number, cwd: string, options: { output?: boolean; caps?: Caps } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    if (command === 'none') return reject(new ToolMissing(command));
    const line = options.caps ? capped(command, args, options.caps) : { command, args };
    const wrapped = line.command !== command;
    const child = spawn(line.command, line.args, {
      cwd,
      stdio: ['ignore', options.output ? 'pipe' : 'ignore', 'pipe'],
      detached: true,
      env: { ...process.env, HOME: cwd },
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d: Buffer) => (stdout = (stdout + d.toString()).slice(0, STDOUT_BYTES)));
    child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
    const name = path.basename(command);
    const stop = (failure: ProgramFailed) => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      settle(() => reject(failure));
    };
    const timer = setTimeout(
      () => stop(new ProgramFailed(`${name} took longer than ${timeoutMs / 1000} s and was stopped`, { code: null, signal: 'SIGKILL', timedOut: true })),
      timeoutMs,
    );
    const stallSeconds = options.caps?.stallSeconds ?? 0;
    const unwatch =
      stallSeconds > 0 && child.pid
        ? watchForStall(child.pid, stallSeconds * 1000, (stall) =>
            stop(new ProgramFailed(`${name} used no CPU for ${stallSeconds} s and was stopped`, { code: null, signal: 'SIGKILL', stall })),
          )
        : () => undefined;
    let settled = false;
    function settle(end: () => void) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unwatch();
      end();
    }
    child.on('error', (err: NodeJS.ErrnoException) => settle(() => reject(err.code === 'ENOENT' || err.code === 'EACCES' ? new ToolMissing(command) : err)));
    child.on(options.output ? 'close' : 'exit', (code: number | null, signal: NodeJS.Signals | null) =>
      settle(() => {
        if (code === 0) resolve(stdout);
        else if (wrapped && (code === 127 || code === 126)) reject(new ToolMissing(command));
        else reject(new ProgramFailed(`${name} failed (${signal ?? code}): ${stderr.trim().slice(0, 300)}`, { code, signal }));
      }),
    );
  });
}

/** A directory of its own under os.tmpdir() for the work, removed when the work ends, whichever way it ends. */
export async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  // Absolute, as the programs run in it and are given paths inside it (TMPDIR may be relative).
  const dir = await mkdtemp(path.join(path.resolve(tmpdir()), 'console-doc-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The number of pages of a PDF file: `pdfinfo` when poppler is installed, else pdf-lib (an unreadable file throws). */
export async function pdfPageCount(pdfPath: string): Promise<number> {
  try {
    const info = await run(process.env.PDFINFO_PATH || 'pdfinfo', [pdfPath], POPPLER_TIMEOUT_MS, path.dirname(pdfPath), { output: true });
    const pages = /^Pages:\s+(\d+)\s*$/m.exec(info);
    if (!pages) throw new Error('pdfinfo did not say how many pages the PDF has');
    return Number(pages[1]);
  } catch (err) {
    if (!(err instanceof ToolMissing)) throw err;
  }
  // The fallback holds the whole PDF in memory (pdf-lib parses a buffer): install poppler-utils for large files.
  const pdf = await PDFDocument.load(await readFile(pdfPath), { ignoreEncryption: true, updateMetadata: false });
  return pdf.getPageCount();
}

/** The first page of a PDF file as a PNG at most 480 px on its longer side (pdftoppm -png -f 1 -l 1 -scale-to 480). */
export async function firstPageThumbnail(pdfPath: string, workDir: string): Promise<Buffer> {
  const out = path.join(workDir, 'thumb');
  await run(
    process.env.PDFTOPPM_PATH || 'pdftoppm',
    ['-png', '-f', '1', '-l', '1', '-scale-to', '480', '-singlefile', pdfPath, out],
    POPPLER_TIMEOUT_MS,
    workDir,
  );
  return readFile(`${out}.png`);
}

/**
 * A PPT or PPTX file (named .ppt or .pptx: LibreOffice picks its filter by the name) converted to PDF by LibreOffice
 * headless, with its own profile in the work directory so runs never share state, under its memory and CPU caps;
 * answers the PDF's path. A conversion stopped by a limit (the time limit; a signal: LibreOffice aborts or crashes
 * when an allocation fails under the memory cap, the kernel kills it at the CPU cap; a stall), or one without a PDF
 * (LibreOffice says only that it could not load the file: damaged, or out of memory while reading it), would end
 * the same way again: PermanentJobError, not tried again.
 */
export async function convertToPdf(inputPath: string, workDir: string): Promise<string> {
  const outDir = path.join(workDir, 'pdf');
  await mkdir(outDir, { recursive: true });
  const profile = `-env:UserInstallation=file://${path.join(workDir, 'profile')}`;
  const args = [profile, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', outDir, inputPath];
  const caps = converterCaps();
  try {
    await run(sofficePath(), args, CONVERT_TIMEOUT_MS(), workDir, { caps });
  } catch (err) {
    if (err instanceof ProgramFailed) throw stoppedByLimit(err.outcome, caps) ?? err;
    throw err;
  }
  const pdf = path.join(outDir, `${path.basename(inputPath, path.extname(inputPath))}.pdf`);
  if (!(await stat(pdf).catch(() => null))) throw new PermanentJobError(M.previewNotOpened);
  return pdf;
}

/** The failure of a conversion that one of its limits stopped (not worth another try), or null. */
function stoppedByLimit(outcome: ProgramFailed['outcome'], caps: Caps): PermanentJobError | null {
  const { code, signal, timedOut, stall } = outcome;
  if (timedOut) return new PermanentJobError(M.previewTooComplex(`the conversion took longer than ${CONVERT_TIMEOUT_MS() / 1000} s and was stopped`));
  if (stall) {
    const atCap = caps.memoryMb > 0 && stall.vmPeakKb >= caps.memoryMb * 1024 * 0.9;
    return new PermanentJobError(atCap ? M.previewTooComplex('LibreOffice stopped working at its memory limit') : M.previewNotOpened);
  }
  // oosplash, the program soffice starts, answers 128 + n when soffice.bin ended by signal n (abort when an
  // allocation failed at the memory cap, SIGKILL at the CPU cap).
  if (signal || (code !== null && code > 128))
    return new PermanentJobError(M.previewTooComplex(`LibreOffice was stopped at its memory or CPU-time limit (${signal ?? `exit ${code}`})`));
  return null;
}

/** A PowerPoint 97–2003 file is an OLE compound file holding a "PowerPoint Document" stream (its directory, read by range). */
export const isPowerPointOle = (readAt: ReadAt, size: number) => oleHasStream(readAt, size, 'PowerPoint Document');
