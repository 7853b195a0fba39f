// Presence: QR PNG rendering (every screen reloads it each 15 s), the attendance list and the printable preview.
import { latency } from './lib.mjs';

export default async ({ base, token, cookie, results }) => {
  const auth = { authorization: `Bearer ${token}` };
  const get = async (path) => (await (await fetch(`${base}${path}`, { headers: auth })).json()).data;
  const id = (await get('/api/cms/presences?keyword=Bootcamp%20Daily')).results[0].id;
  const batch = (await get(`/api/cms/presences/${id}/batch`)).results.find((b) => b.label.includes('Jakarta')).value;
  const schedule = (await get(`/api/cms/presences/${id}/schedules?batch_id=${batch}`)).results[1].value;
  results.presence = [];
  // The first QR after a start loads sharp and rasterises the organisation's logo (then cached): timed apart, so the
  // figures below are the steady state every open QR tab sees.
  const t0 = performance.now();
  await (await fetch(`${base}/api/cms/presences/${id}/qr?batch_id=${batch}&schedule_id=${schedule}`, { headers: auth })).arrayBuffer();
  const first = performance.now() - t0;
  results.presence.push({ name: 'first QR PNG after start', first });
  console.log(`  ${'first QR PNG after start'.padEnd(28)} ${first.toFixed(1).padStart(6)} ms (loads sharp, rasterises the logo once)`);
  for (const [name, url, headers] of [
    ['GET presence QR PNG', `${base}/api/cms/presences/${id}/qr?batch_id=${batch}&schedule_id=${schedule}`, auth],
    ['GET attendances (page 1)', `${base}/api/cms/presences/${id}/attendances?batch_id=${batch}&schedule_id=${schedule}&page=1&page_size=10`, auth],
    ['GET /presence/preview', `${base}/presence/preview/${id}?batch_id=${batch}&schedule_id=${schedule}&status=preview`, { cookie }],
  ]) {
    const r = await latency(url, { headers, total: 200 });
    results.presence.push({ name, ...r });
    console.log(`  ${name.padEnd(28)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   non-200: ${r.failures}`);
  }
};
