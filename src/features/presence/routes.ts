import type { ApiRouteDef } from '@/server/access/guard';
import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import {
  AttendanceQuerySchema, AttendanceRowSchema, CheckInResultSchema, CheckInRulesSchema, CheckInSchema, ManualAttendanceSchema, OptionSchema, PresenceDetailSchema,
  PresenceInputSchema, PresenceListQuerySchema, PresenceRowSchema, PresenceScopeQuerySchema, PresenceUpdateSchema, QrQuerySchema,
  ScheduleOptionSchema, SchedulesQuerySchema,
} from './schemas';

const presence = area({
  name: 'presence', base: '/presence', key: 'presence', noun: 'Presence', group: 'Content',
  built: { list: true, create: true, edit: true, detail: true, preview: true },
});

export const presenceRoutes: RouteDef[] = [
  ...presence.crud(),
  { ...presence.sub('preview', '/presence/preview/:id', 'QR Preview'), layout: 'full' },
];

const key = { access: 'key', key: 'presence' } as const;
const P = '/api/cms/presences';

/** The presence area's API endpoints with their access rules (src/features/api-registry.ts reads this). */
export const presenceApiRoutes: ApiRouteDef[] = [
  { method: 'GET', path: P, ...key, doc: { summary: 'Presences (list contract: search, date range, module type, sorting)', query: PresenceListQuerySchema, response: PresenceRowSchema } },
  { method: 'POST', path: P, ...key, doc: { summary: 'Create a presence', body: PresenceInputSchema } },
  { method: 'GET', path: `${P}/:id`, ...key, doc: { summary: 'A presence with the totals of the chosen batch and schedule', query: PresenceScopeQuerySchema, response: PresenceDetailSchema } },
  { method: 'PATCH', path: `${P}/:id`, ...key, doc: { summary: 'Edit a presence (nothing changed answers changed: false; a stale updated_at is 409)', body: PresenceUpdateSchema } },
  { method: 'DELETE', path: `${P}/:id`, ...key, doc: { summary: 'Delete a presence (only when can_delete)' } },
  { method: 'GET', path: `${P}/:id/check-in-rules`, ...key, doc: { summary: 'When check-in opens and closes, the grace before late, the QR time steps', response: CheckInRulesSchema } },
  { method: 'PATCH', path: `${P}/:id/check-in-rules`, ...key, doc: { summary: 'Set the check-in rules (audited)', body: CheckInRulesSchema } },
  { method: 'GET', path: `${P}/:id/regenerate-code`, ...key, doc: { summary: 'Replace the QR code (older tokens stop working); answers data.code' } },
  { method: 'GET', path: `${P}/:id/batch`, ...key, doc: { summary: 'Batch options of the presence (all)', response: OptionSchema } },
  { method: 'GET', path: `${P}/:id/schedules`, ...key, doc: { summary: "Schedule options of one of the presence's batches", query: SchedulesQuerySchema, response: ScheduleOptionSchema } },
  { method: 'GET', path: `${P}/:id/attendances`, ...key, doc: { summary: 'Attendance rows (list contract; batch_id, schedule_id, invitation)', query: AttendanceQuerySchema, response: AttendanceRowSchema } },
  { method: 'POST', path: `${P}/:id/attendances`, ...key, doc: { summary: 'Manual presence for invited users (idempotent per user and schedule)', body: ManualAttendanceSchema } },
  { method: 'GET', path: `${P}/:id/attendances/download`, ...key, doc: { summary: 'Attendance export (Attendance.xlsx)', query: AttendanceQuerySchema } },
  { method: 'GET', path: `${P}/:id/qr`, ...key, doc: { summary: 'The QR image (PNG 380x380, level Q) carrying a short-lived check-in token', query: QrQuerySchema } },
  { method: 'GET', path: '/api/v2/contents/options', ...key, doc: { summary: 'Learning module types for presences (group=presence)', response: OptionSchema } },
  { method: 'POST', path: '/api/learner/presence/check-in', access: 'signed-in', doc: { summary: "A learner's QR check-in with the scanned token", body: CheckInSchema, response: CheckInResultSchema } },
];
