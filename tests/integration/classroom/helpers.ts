import { adminCall, json, type Loose } from '../../setup/http';

export const C = '/api/cms/classrooms';

/** Step 1 through the API: a new draft classroom's id. */
export async function createClassroom(title: string, extra: Record<string, unknown> = {}) {
  const res = await adminCall(C, { method: 'POST', body: { title, description: '<p>Made by a test</p>', ...extra } });
  if (res.status !== 201) throw new Error(`create ${title}: ${res.status} ${await res.text()}`);
  return (await json(res)).data.id as number;
}

/** A batch body with its eight sections; `days` are [date, [[title, start, end], …]] in WIB. */
export function batchBody(title: string, days: [string, [string, string, string][]][], extra: Record<string, unknown> = {}) {
  return {
    general: { title, start_date: days[0][0], end_date: days.at(-1)![0], description: 'Bring a laptop', capacity: null },
    location: { location_name: 'Menara Nusantara', address: 'Jl. Jend. Sudirman Kav. 52, Jakarta', latitude: -6.2249, longitude: 106.8093, radius_meters: 200 },
    achievement: { badge_id: null },
    content: [],
    experts: [],
    training_support: [],
    rundown: days.map(([date, sessions], i) => ({
      title: `Day ${i + 1}`,
      date,
      sessions: sessions.map(([t, s, e]) => ({ title: t, start_time: s, end_time: e })),
    })),
    highlighted_information: 'Smart casual',
    ...extra,
  };
}

/** Active people of the demo organisation (GET /users). */
export async function people(keyword = '') {
  const res = await adminCall(`/api/users?page_size=50&keyword=${encodeURIComponent(keyword)}`);
  return (await json(res)).data.results as { id: number; full_name: string; email: string }[];
}

/** A new presence of the demo organisation (for a classroom). */
export async function newPresence(title: string) {
  const res = await adminCall('/api/cms/presences', { method: 'POST', body: { title, description: 'Made by a test', content_type: 'classroom' } });
  return (await json(res)).data.id as number;
}

/** A batch as read back (GET …/batch), as the body that saves it unchanged: edit it to change one thing. */
export function batchInputOf(b: Loose) {
  return {
    general: b.general,
    location: b.location,
    achievement: { badge_id: b.achievement.badge_id },
    content: b.content.map((c: Loose) => ({ type: c.type, id: c.id, day_index: c.day_index })),
    experts: b.experts.map((p: Loose) => p.id),
    training_support: b.training_support.map((p: Loose) => p.id),
    rundown: b.rundown.map((d: Loose) => ({ ...(d.id !== null ? { id: d.id } : {}), title: d.title, date: d.date, sessions: d.sessions })),
    highlighted_information: b.highlighted_information,
  };
}

/** Adds people to a batch and invites them (they can then check in, start quizzes and submit). */
export async function invite(classroomId: number, batchId: number, userIds: number[]) {
  const path = `${C}/${classroomId}/batch/${batchId}/participants`;
  const added = await adminCall(path, { method: 'POST', body: { user_ids: userIds } });
  if (added.status !== 200) throw new Error(`add participants: ${added.status} ${await added.text()}`);
  const invited = await adminCall(path, { method: 'PATCH', body: { user_ids: userIds, status: 'invited' } });
  if (invited.status !== 200) throw new Error(`invite: ${invited.status} ${await invited.text()}`);
}
