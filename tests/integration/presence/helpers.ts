import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { adminCall, json } from '../../setup/http';

export const P = '/api/cms/presences';

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
