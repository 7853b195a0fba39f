// Presence: QR PNG rendering (every screen reloads it each 15 s), the attendance list and the printable preview.
import { latency } from './lib.mjs';

export default async ({ base, token, cookie, results }) => {
  const auth = { authorization: `Bearer ${token}` };
  const get = async (path) => (await (await fetch(`${base}${path}`, { headers: auth })).json()).data;
  const id = (await get('/api/cms/presences?keyword=Bootcamp%20Daily')).results[0].id;
  const batch = (await get(`/api/cms/presences/${id}/batch`)).results.find((b) => b.label.includes('Jakarta')).value;
  const schedule = (await get(`/api/cms/presences/${id}/schedules?batch_id=${batch}`)).results[1].value;
  results.presence = [];
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
