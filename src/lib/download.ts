import { apiPath } from './endpoint';
import { JOB_STATUS_PATH } from './platform-paths';

/**
 * Saves what a URL answers as a file (reports, templates, submitted files, exports): the one way downloads are
 * saved in the islands. The request carries the session cookie; the name is `filename`, else the server's
 * Content-Disposition, else `fallbackName`. A failed answer throws an Error with the server's message (or the status).
 */
export interface DownloadProgress {
  progress: number;
  text: string | null;
}

interface JobAnswer {
  state: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  progress_text: string | null;
  result: { file_url?: string; name?: string } | null;
  error: string | null;
}

/**
 * A download the server prepares in the background (202 with `data.job_id`, docs/decisions/0009): polls the job,
 * reports its progress, and answers the prepared file's address and name.
 */
async function waitForJob(jobId: number, onProgress?: (p: DownloadProgress) => void, pollMs = 1000): Promise<{ url: string; name?: string }> {
  for (;;) {
    const res = await fetch(apiPath(JOB_STATUS_PATH, { id: jobId }), { credentials: 'same-origin', headers: { accept: 'application/json' } });
    const body = (await res.json().catch(() => null)) as { data?: JobAnswer; message?: string } | null;
    if (!res.ok || !body?.data) throw new Error(body?.message ?? `${res.status} ${res.statusText}`.trim());
    const job = body.data;
    onProgress?.({ progress: job.progress, text: job.progress_text });
    if (job.state === 'done' && job.result?.file_url) return { url: `${job.result.file_url}?download=1`, name: job.result.name };
    if (job.state === 'failed') throw new Error(job.error ?? 'The file could not be prepared.');
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

export async function downloadFile(
  url: string,
  options: { filename?: string; fallbackName?: string; onProgress?: (p: DownloadProgress) => void; pollMs?: number } = {},
): Promise<void> {
  let res = await fetch(url, { credentials: 'same-origin' });
  if (res.status === 202) {
    const body = (await res.json().catch(() => null)) as { data?: { job_id?: number } } | null;
    if (!body?.data?.job_id) throw new Error('The server did not say where the prepared file will be.');
    options.onProgress?.({ progress: 0, text: null });
    const prepared = await waitForJob(body.data.job_id, options.onProgress, options.pollMs);
    res = await fetch(prepared.url, { credentials: 'same-origin' });
    options = { ...options, filename: options.filename ?? prepared.name };
  }
  if (!res.ok) {
    let reason = `${res.status} ${res.statusText}`.trim();
    try {
      const body = await res.json();
      if (typeof body?.message === 'string') reason = body.message;
    } catch {
      // not JSON
    }
    throw new Error(reason);
  }
  const name = options.filename ?? /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? options.fallbackName ?? 'download';
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
