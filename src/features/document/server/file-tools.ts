import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { oleHasStream } from '@/server/storage/ole-directory';
import type { ReadAt } from '@/server/storage/read-range';

/**
 * The programs the document job runs on a file, each in its own temporary directory and with a time limit after
 * which the program (and its children) is killed: poppler's pdftoppm for the first-page thumbnail and LibreOffice
 * (soffice, optional) for PPT → PDF. The page count is read in-process with pdf-lib.
 */

/** LibreOffice's program: SOFFICE_PATH, else `soffice` on the PATH; SOFFICE_PATH=none says it is not installed. */
const sofficePath = () => process.env.SOFFICE_PATH || 'soffice';
const CONVERT_TIMEOUT_MS = () => Number(process.env.DOCUMENT_CONVERT_TIMEOUT_MS ?? 120_000);
const THUMBNAIL_TIMEOUT_MS = 60_000;

export class ToolMissing extends Error {}

/** Runs a program to its end; a missing program is ToolMissing, an overrun kills its process group. */
function run(command: string, args: string[], timeoutMs: number, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (command === 'none') return reject(new ToolMissing(command));
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], detached: true, env: { ...process.env, HOME: cwd } });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
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
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} failed (${signal ?? code}): ${stderr.trim().slice(0, 300)}`));
    });
  });
}

async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'console-doc-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The number of pages of a PDF (an unreadable file throws). */
export async function pdfPageCount(bytes: Buffer): Promise<number> {
  const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  return pdf.getPageCount();
}

/** The first page as a PNG at most 480 px on its longer side (pdftoppm -png -f 1 -l 1 -scale-to 480). */
export function firstPageThumbnail(bytes: Buffer): Promise<Buffer> {
  return inTempDir(async (dir) => {
    await writeFile(path.join(dir, 'in.pdf'), bytes);
    await run(
      process.env.PDFTOPPM_PATH || 'pdftoppm',
      ['-png', '-f', '1', '-l', '1', '-scale-to', '480', '-singlefile', 'in.pdf', 'thumb'],
      THUMBNAIL_TIMEOUT_MS,
      dir,
    );
    return readFile(path.join(dir, 'thumb.png'));
  });
}

/** A PPT or PPTX converted to PDF by LibreOffice headless (its own profile, so runs never share state). */
export function convertToPdf(bytes: Buffer, extension: 'ppt' | 'pptx'): Promise<Buffer> {
  return inTempDir(async (dir) => {
    const input = `in.${extension}`;
    await writeFile(path.join(dir, input), bytes);
    const profile = `-env:UserInstallation=file://${path.join(dir, 'profile')}`;
    await run(sofficePath(), [profile, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', dir, input], CONVERT_TIMEOUT_MS(), dir);
    return readFile(path.join(dir, 'in.pdf'));
  });
}

/** A PowerPoint 97–2003 file is an OLE compound file holding a "PowerPoint Document" stream (its directory, read by range). */
export const isPowerPointOle = (readAt: ReadAt, size: number) => oleHasStream(readAt, size, 'PowerPoint Document');
