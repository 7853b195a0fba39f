/**
 * Saves what a URL answers as a file (reports, templates, submitted files, exports): the one way downloads are
 * saved in the islands. The request carries the session cookie; the name is `filename`, else the server's
 * Content-Disposition, else `fallbackName`. A failed answer throws an Error with the server's message (or the status).
 */
export async function downloadFile(url: string, options: { filename?: string; fallbackName?: string } = {}): Promise<void> {
  const res = await fetch(url, { credentials: 'same-origin' });
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
