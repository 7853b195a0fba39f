import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { oleHasStream } from '@/server/storage/ole-directory';
import type { ReadAt } from '@/server/storage/read-range';

/**
 * The programs the document job runs on a file on disk (the job copies the stored file into a temporary directory;
 * nothing here holds a document in memory), each with a time limit after which the program (and its children) is
 * killed: poppler's pdfinfo for the page count and pdftoppm for the first-page thumbnail, and LibreOffice (soffice,
 * optional) for PPT → PDF. Without pdfinfo the page count falls back to pdf-lib, which reads the PDF into memory.
 */

/** LibreOffice's program: SOFFICE_PATH, else `soffice` on the PATH; SOFFICE_PATH=none says it is not installed. */
const sofficePath = () => process.env.SOFFICE_PATH || 'soffice';
const CONVERT_TIMEOUT_MS = () => Number(process.env.DOCUMENT_CONVERT_TIMEOUT_MS ?? 120_000);
const POPPLER_TIMEOUT_MS = 60_000;
/** What a program may write to stdout that is kept (pdfinfo's answer is a few hundred bytes). */
const STDOUT_BYTES = 64 * 1024;

export class ToolMissing extends Error {}

/**
 * Runs a program to its end; a missing program is ToolMissing, an overrun kills its process group. With `output` it
 * answers the program's stdout, once its pipes are closed; without, it ends when the program exits (LibreOffice's
 * helpers may keep a pipe open after it).
 */
function run(command: string, args: string[], timeoutMs: number, cwd: string, options: { output?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    if (command === 'none') return reject(new ToolMissing(command));
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', options.output ? 'pipe' : 'ignore', 'pipe'],
      detached: true,
      env: { ...process.env, HOME: cwd },
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d: Buffer) => (stdout = (stdout + d.toString()).slice(0, STDOUT_BYTES)));
    child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      reject(new Error(`${path.basename(command)} took longer than ${timeoutMs / 1000} s and was stopped`));
    }, timeoutMs);
    child.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(err.code === 'ENOENT' || err.code === 'EACCES' ? new ToolMissing(command) : err);
    });
    child.on(options.output ? 'close' : 'exit', (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`${path.basename(command)} failed (${signal ?? code}): ${stderr.trim().slice(0, 300)}`));
    });
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
 * headless, with its own profile in the work directory so runs never share state; answers the PDF's path.
 */
export async function convertToPdf(inputPath: string, workDir: string): Promise<string> {
  const outDir = path.join(workDir, 'pdf');
  await mkdir(outDir, { recursive: true });
  const profile = `-env:UserInstallation=file://${path.join(workDir, 'profile')}`;
  await run(sofficePath(), [profile, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', outDir, inputPath], CONVERT_TIMEOUT_MS(), workDir);
  return path.join(outDir, `${path.basename(inputPath, path.extname(inputPath))}.pdf`);
}

/** A PowerPoint 97–2003 file is an OLE compound file holding a "PowerPoint Document" stream (its directory, read by range). */
export const isPowerPointOle = (readAt: ReadAt, size: number) => oleHasStream(readAt, size, 'PowerPoint Document');
