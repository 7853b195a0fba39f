import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { ADMIN, call, demo, tokenFor } from '../../setup/http';

export const P = '/api/cms/presences';

// Test answers are read loosely; the envelope's data shape is asserted by each test.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export async function json(res: Response) {
  return (await res.json()) as { success: boolean; message: unknown; error?: string; data: Loose };
}

export async function adminCall(path: string, options: { method?: string; body?: unknown } = {}) {
  // Non-GET calls declare JSON, as the islands do (Astro's origin check refuses body-less cross-site-looking posts).
  return call(path, {
    ...options,
    token: await tokenFor(ADMIN),
    headers: options.method && options.method !== 'GET' ? { 'content-type': 'application/json' } : {},
  });
}

export async function acmeCall(path: string, options: { method?: string; body?: unknown } = {}) {
  const token = await tokenFor(demo.otherOrganization.email, demo.otherOrganization.orgCode);
  return call(path, {
    ...options,
    token,
    host: 'console.acme.example',
    headers: options.method && options.method !== 'GET' ? { 'content-type': 'application/json' } : {},
  });
}

/** The seeded presence placed in the classroom's Jakarta batch, its batch and today's open schedule. */
export async function jakartaPresence() {
  const list = await json(await adminCall(`${P}?keyword=${encodeURIComponent('Bootcamp Daily')}`));
  const id = list.data.results[0].id as number;
  const batches = (await json(await adminCall(`${P}/${id}/batch`))).data.results as { label: string; value: number }[];
  const batch = batches.find((b) => b.label.includes('Jakarta'))!;
  const schedules = (await json(await adminCall(`${P}/${id}/schedules?batch_id=${batch.value}`))).data.results as { label: string; value: number }[];
  const today = schedules.find((s) => s.label.startsWith('Session 2'))!;
  return { id, batch, schedules, today };
}

/** Decodes a PNG with a standard reader (jsQR). */
export function decodeQr(bytes: Buffer): string | null {
  const png = PNG.sync.read(bytes);
  const found = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  return found?.data ?? null;
}

export async function createPresence(title: string, content_type = 'classroom') {
  const res = await adminCall(P, { method: 'POST', body: { title, description: 'Made by a test', content_type } });
  return (await json(res)).data as { id: number; updated_at: string; code: string };
}
