import { api, request } from '@/lib/fetcher';
import type { ListResult } from '@/lib/list';
import type { AttendanceRow, ManualAttendanceInput, Option, PresenceDetail, PresenceInput, PresenceRow, PresenceUpdate, ScheduleOption, TextOption } from './schemas';

/** Typed calls of the presence screens (spec 002 §7), through the shared fetcher. */
const P = '/cms/presences';
type Query = Record<string, string | number | undefined>;

export const presenceClient = {
  list: (query: Query) => api<ListResult<PresenceRow>>(P, { query }),
  moduleTypes: () => api<TextOption[]>('/v2/contents/options', { query: { group: 'presence' } }),
  create: (body: PresenceInput) => request<{ id: number }>(P, { method: 'POST', body }),
  update: (id: number, body: PresenceUpdate) => request<{ changed: boolean; updated_at: string }>(`${P}/${id}`, { method: 'PATCH', body }),
  remove: (id: number) => request<null>(`${P}/${id}`, { method: 'DELETE' }),
  get: (id: number, query: Query = {}) => api<PresenceDetail>(`${P}/${id}`, { query }),
  regenerate: (id: number) => api<{ code: string }>(`${P}/${id}/regenerate-code`),
  batches: (id: number) => api<ListResult<Option>>(`${P}/${id}/batch`, { query: { page_size: -1 } }),
  schedules: (id: number, batchId: number) => api<ListResult<ScheduleOption>>(`${P}/${id}/schedules`, { query: { batch_id: batchId } }),
  attendances: (id: number, query: Query) => api<ListResult<AttendanceRow>>(`${P}/${id}/attendances`, { query }),
  manual: (id: number, body: ManualAttendanceInput) => request<{ added: number; already_present: number }>(`${P}/${id}/attendances`, { method: 'POST', body }),
  /** The QR image address (the img tag loads it with the session cookie). */
  qrSrc: (id: number, query: Query & { t?: number }) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
    return `/api${P}/${id}/qr?${params}`;
  },
  downloadHref: (id: number, query: Query) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
    return `/api${P}/${id}/attendances/download?${params}`;
  },
};
