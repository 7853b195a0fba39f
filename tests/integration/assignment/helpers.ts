import { ADMIN, baseUrl, call, demo, tokenFor } from '../../setup/http';

export const ACME_HOST = 'console.acme.example';
export const adminToken = () => tokenFor(ADMIN);
export const acmeToken = () => tokenFor(demo.otherOrganization.email, demo.otherOrganization.orgCode);

export async function json(path: string, options: Parameters<typeof call>[1] = {}) {
  // A body-less DELETE still names its type: Astro's origin check treats a typeless write as a form post.
  const headers = options.method === 'DELETE' ? { 'content-type': 'application/json', ...options.headers } : options.headers;
  const res = await call(path, { ...options, headers });
  const body = res.headers.get('content-type')?.includes('json') ? await res.json() : null;
  return { status: res.status, body };
}

export const validInput = (over: Record<string, unknown> = {}) => ({
  title: 'Integration Assignment',
  instruction: '<p>Write it down.</p>',
  allowed_upload_extensions: { documents: ['pdf'], videos: [], audios: [], others: [] },
  ...over,
});

/** Multipart post (files and fields) with a same-origin Origin, as the console's islands send it. */
export async function postForm(path: string, token: string, parts: { name: string; value: Buffer | string; filename?: string }[], host?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, origin: baseUrl() };
  if (host) headers.host = host;
  // The server reads one spreadsheet per user at a time and answers 429 to the next until it is done; test files
  // share the demo administrator (the user import's and Grade All's files run side by side), so that 429 is waited
  // out as a client would (as quiz/helpers.ts upload does).
  for (let attempt = 0; ; attempt++) {
    const form = new FormData();
    for (const p of parts) {
      if (typeof p.value === 'string') form.append(p.name, p.value);
      else form.append(p.name, new Blob([new Uint8Array(p.value)]), p.filename ?? 'file.bin');
    }
    const res = await fetch(`${baseUrl()}${path}`, { method: 'POST', body: form, headers });
    const body = await res.json();
    const busy = res.status === 429 && JSON.stringify(body).includes('previous spreadsheet is still being read');
    if (!busy || attempt >= 20) return { status: res.status, body };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The seeded assignment with this title (demo organisation). */
export async function seeded(title: string): Promise<{ id: number; [k: string]: unknown }> {
  const { body } = await json(`/api/cms/assignments?keyword=${encodeURIComponent(title)}`, { token: await adminToken() });
  const row = body.data.results.find((r: { title: string }) => r.title === title);
  if (!row) throw new Error(`seeded assignment ${title} missing`);
  return row;
}

export async function associates(id: number) {
  const { body } = await json(`/api/cms/assignments/${id}/associates?page_size=50`, { token: await adminToken() });
  return body.data.results as {
    relation_id: number;
    batch_id: number;
    section_id: number;
    content_id: number;
    detail: string;
    title: string;
    module_type: string;
  }[];
}
