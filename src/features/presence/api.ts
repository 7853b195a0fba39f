import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  AttendanceQuerySchema, AttendanceRowSchema, CheckInResultSchema, CheckInRulesSchema, CheckInSchema, ManualAttendanceSchema, OptionSchema, PresenceDetailSchema,
  PresenceInputSchema, PresenceListQuerySchema, PresenceRowSchema, PresenceScopeQuerySchema, PresenceUpdateSchema, QrQuerySchema,
  ScheduleOptionSchema, SchedulesQuerySchema,
} from './schemas';

const key = { access: 'key', key: 'presence' } as const;
const P = '/api/cms/presences';

/** The presence area's calls (spec 002 §7): the server binds them in server/http.ts, the islands call them through client.ts. */
export const presenceApi = endpoints({
  list: endpoint({ method: 'GET', path: P, ...key, summary: 'Presences (list contract: search, date range, module type, sorting)', query: PresenceListQuerySchema, response: listResultSchema(PresenceRowSchema) }),
  create: endpoint({ method: 'POST', path: P, ...key, summary: 'Create a presence', body: PresenceInputSchema, response: CreatedSchema }),
  get: endpoint({ method: 'GET', path: `${P}/:id`, ...key, summary: 'A presence with the totals of the chosen batch and schedule', query: PresenceScopeQuerySchema, response: PresenceDetailSchema }),
  update: endpoint({ method: 'PATCH', path: `${P}/:id`, ...key, summary: 'Edit a presence (nothing changed answers changed: false; a stale updated_at is 409)', body: PresenceUpdateSchema, response: z.object({ changed: z.boolean(), updated_at: z.string() }) }),
  remove: endpoint({ method: 'DELETE', path: `${P}/:id`, ...key, summary: 'Delete a presence (only when can_delete)', response: z.null() }),
  checkInRules: endpoint({ method: 'GET', path: `${P}/:id/check-in-rules`, ...key, summary: 'When check-in opens and closes, the grace before late, the QR time steps', response: CheckInRulesSchema }),
  saveCheckInRules: endpoint({ method: 'PATCH', path: `${P}/:id/check-in-rules`, ...key, summary: 'Set the check-in rules (audited)', body: CheckInRulesSchema, response: CheckInRulesSchema }),
  regenerate: endpoint({ method: 'GET', path: `${P}/:id/regenerate-code`, ...key, summary: 'Replace the QR code (older tokens stop working); answers data.code', response: z.object({ code: z.string() }) }),
  batches: endpoint({ method: 'GET', path: `${P}/:id/batch`, ...key, summary: 'Batch options of the presence (all)', response: listResultSchema(OptionSchema) }),
  schedules: endpoint({ method: 'GET', path: `${P}/:id/schedules`, ...key, summary: "Schedule options of one of the presence's batches", query: SchedulesQuerySchema, response: listResultSchema(ScheduleOptionSchema) }),
  attendances: endpoint({ method: 'GET', path: `${P}/:id/attendances`, ...key, summary: 'Attendance rows (list contract; batch_id, schedule_id, invitation)', query: AttendanceQuerySchema, response: listResultSchema(AttendanceRowSchema) }),
  manual: endpoint({ method: 'POST', path: `${P}/:id/attendances`, ...key, summary: 'Manual presence for invited users (idempotent per user and schedule)', body: ManualAttendanceSchema, response: z.object({ added: z.number(), already_present: z.number() }) }),
  download: endpoint({ method: 'GET', path: `${P}/:id/attendances/download`, ...key, summary: 'Attendance export (Attendance.xlsx)', query: AttendanceQuerySchema.extend({ page_size: z.coerce.number().optional() }), raw: true }),
  qr: endpoint({ method: 'GET', path: `${P}/:id/qr`, ...key, summary: 'The QR image (PNG 380x380, level Q) carrying a short-lived check-in token', query: QrQuerySchema, raw: true }),
  moduleTypes: endpoint({ method: 'GET', path: '/api/v2/contents/options', ...key, summary: 'Learning module types for presences (group=presence)', query: z.object({ group: z.string().max(40).default('presence') }), response: z.array(z.object({ label: z.string(), value: z.string() })) }),
  checkIn: endpoint({ method: 'POST', path: '/api/learner/presence/check-in', access: 'signed-in', summary: "A learner's QR check-in with the scanned token", body: CheckInSchema, response: CheckInResultSchema }),
});
