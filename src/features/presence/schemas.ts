import { z } from 'zod';
import { ListQuerySchema } from '@/lib/list';
import { presenceMessages as M } from './messages';

/** Learning module types a presence can be meant for (GET /v2/contents/options?group=presence). */
const PRESENCE_MODULE_TYPES = ['classroom', 'course', 'program', 'live_event', 'journey'] as const;
export type PresenceModuleType = (typeof PRESENCE_MODULE_TYPES)[number];
const MODULE_TYPE_LABELS: Record<PresenceModuleType, string> = {
  classroom: 'Classroom',
  course: 'Course',
  program: 'Program',
  live_event: 'Live Event',
  journey: 'Journey',
};

/** Spec 002 §4: the statuses an attendance row can show. */
export const ATTENDANCE_STATUSES = ['present', 'confirmed', 'invited', 'absent', 'late', 'visitor'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const PRESENCE_PAGE_SIZE = 10;
export const MANUAL_PAGE_SIZE = 5;
export const DESCRIPTION_MAX = 255;
const BATCH_LABEL_MAX = 25;

/** Batch option titles are cut to 25 characters plus an ellipsis (spec 002 §9). */
export const cutLabel = (title: string, max = BATCH_LABEL_MAX) => (title.length > max ? `${title.slice(0, max)}...` : title);

const requiredText = (field: string) =>
  z
    .string({ error: M.required(field) })
    .trim()
    .min(1, M.required(field));

export const PresenceInputSchema = z.strictObject({
  title: requiredText('Title').max(200, 'Title must be at most 200 characters'),
  description: requiredText('Description').max(DESCRIPTION_MAX, M.descriptionMax),
  content_type: z.enum(PRESENCE_MODULE_TYPES, { error: M.required('Module Type') }),
});
export type PresenceInput = z.infer<typeof PresenceInputSchema>;

/** PATCH carries the updated_at it started from; a stale one is a 409 (DESIGN.md, concurrent edits). */
export const PresenceUpdateSchema = PresenceInputSchema.extend({ updated_at: z.iso.datetime({ offset: true }).optional() });
export type PresenceUpdate = z.infer<typeof PresenceUpdateSchema>;

export const PRESENCE_SORT_COLUMNS = ['title', 'content_type', 'created_by', 'created_at', 'updated_at'] as const;
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

export const PresenceListQuerySchema = ListQuerySchema.extend({
  start_date: isoDay.optional(),
  end_date: isoDay.optional(),
  content_type: z.enum(PRESENCE_MODULE_TYPES).optional(),
});
export type PresenceListQuery = z.infer<typeof PresenceListQuerySchema>;

export const PresenceRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  content_type: z.string(),
  is_associated: z.boolean(),
  created_by: z.object({ full_name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
});
export type PresenceRow = z.infer<typeof PresenceRowSchema>;

const idParam = z.coerce.number().int().positive();

/** Detail and QR fetches take the chosen batch and schedule (spec 002 §7). */
export const PresenceScopeQuerySchema = z.object({ batch_id: idParam.optional(), schedule_id: idParam.optional() });
export type PresenceScopeQuery = z.infer<typeof PresenceScopeQuerySchema>;

export const SchedulesQuerySchema = z.object({ batch_id: idParam });

const TrainingSupportSchema = z.object({ picture: z.string().nullable(), full_name: z.string(), phone: z.string().nullable() });

export const PresenceDetailSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  content_type: z.string(),
  code: z.string(),
  is_associated: z.boolean(),
  associate_title: z.string().nullable(),
  associate_location: z.string().nullable(),
  start_date_time: z.string().nullable(),
  end_date_time: z.string().nullable(),
  total_present: z.number(),
  total_late: z.number(),
  total_confirmed: z.number(),
  total_invited: z.number(),
  total_enrolled: z.number(),
  total_absent: z.number(),
  training_support: z.array(TrainingSupportSchema),
  created_by: z.object({ full_name: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  can_delete: z.boolean(),
  /** How often the screen's QR changes, and the printable page's step (null: it refreshes like the screen). */
  step_seconds: z.number(),
  print_step_seconds: z.number().nullable(),
});
export type PresenceDetail = z.infer<typeof PresenceDetailSchema>;

export const OptionSchema = z.object({ label: z.string(), value: z.union([z.number(), z.string()]) });
export type Option = z.infer<typeof OptionSchema>;
export const ScheduleOptionSchema = OptionSchema.extend({ start_date_time: z.string(), end_date_time: z.string() });
export type ScheduleOption = z.infer<typeof ScheduleOptionSchema>;

export const ATTENDANCE_SORT_COLUMNS = ['name', 'nik', 'email', 'clock_in', 'status', 'schedule'] as const;
export const AttendanceQuerySchema = ListQuerySchema.extend({
  batch_id: idParam.optional(),
  schedule_id: idParam.optional(),
  invitation: z.enum(ATTENDANCE_STATUSES).optional(),
});
export type AttendanceQuery = z.infer<typeof AttendanceQuerySchema>;

export const AttendanceRowSchema = z.object({
  user_id: z.number(),
  nik: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  clock_in: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  outside_location: z.boolean(),
  /** Against the batch's location: inside, outside, unknown (checked in without coordinates), null (nothing to compare). */
  location_status: z.enum(['inside', 'outside', 'unknown']).nullable(),
  batch: z.object({ id: z.number(), title: z.string() }),
  schedule: z.object({ id: z.number(), title: z.string(), start_date_time: z.string(), end_date_time: z.string() }),
  /** The participant's invitation (invited, confirmed) or '-' for a visitor. */
  invitation: z.string(),
  /** What the row shows: present, late, visitor, absent, confirmed or invited. */
  status: z.enum(ATTENDANCE_STATUSES),
});
export type AttendanceRow = z.infer<typeof AttendanceRowSchema>;

export const ManualAttendanceSchema = z.strictObject({
  data: z
    .array(z.strictObject({ user_id: z.number().int().positive(), schedule_id: z.number().int().positive() }))
    .min(1, 'Select at least one user')
    .max(500, 'Select at most 500 users at a time'),
});
export type ManualAttendanceInput = z.infer<typeof ManualAttendanceSchema>;

export const QrQuerySchema = PresenceScopeQuerySchema.extend({
  /** screen: the short step of the detail tab; print: the preview page's step (longer only when set). */
  mode: z.enum(['screen', 'print']).default('screen'),
  download: z.enum(['0', '1']).optional(),
  /** A cache-buster the QR tab adds so that the image reloads with each new code; ignored. */
  t: z.string().max(20).optional(),
});

export const CheckInSchema = z.strictObject({
  token: z.string().trim().min(1, 'Token is required').max(300),
  lat: z.number().min(-90).max(90).optional(),
  lon: z.number().min(-180).max(180).optional(),
});
export type CheckInInput = z.infer<typeof CheckInSchema>;

export const CheckInResultSchema = z.object({
  status: z.enum(['present', 'late']),
  already: z.boolean(),
  clock_in: z.string(),
  outside_location: z.boolean(),
  /** inside, outside, unknown (the batch has a location but the check-in sent no coordinates), or null (no location). */
  location: z.enum(['inside', 'outside', 'unknown']).nullable(),
  presence: z.object({ id: z.number(), title: z.string() }),
  schedule: z.object({ id: z.number(), title: z.string() }),
});
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

/** The module type options (also answered by GET /v2/contents/options?group=presence). */
export type TextOption = { label: string; value: string };
export const moduleTypeOptions = (): TextOption[] => PRESENCE_MODULE_TYPES.map((value) => ({ label: MODULE_TYPE_LABELS[value], value }));

/** The check-in rules of a presence (docs/decisions/0021): window margins, grace for lateness, QR time steps. */
export const CheckInRulesSchema = z.strictObject({
  early_minutes: z.number().int().min(0, 'Early minutes must be 0 or more').max(720, 'Early minutes must be at most 720'),
  close_minutes: z.number().int().min(0, 'Close minutes must be 0 or more').max(720, 'Close minutes must be at most 720'),
  grace_minutes: z.number().int().min(0, 'Grace minutes must be 0 or more').max(720, 'Grace minutes must be at most 720'),
  step_seconds: z.number().int().min(10, 'The on-screen QR changes every 10 to 15 seconds').max(15, 'The on-screen QR changes every 10 to 15 seconds'),
  print_step_seconds: z
    .number()
    .int()
    .min(10, 'The printable QR step must be at least 10 seconds')
    .max(86_400, 'The printable QR step must be at most a day')
    .nullable()
    // None (the printed code lives until the check-in closes) may come as null or, as the islands send an empty value
    // (spec 000 §5: empty values are dropped), not at all.
    .default(null),
});
export type CheckInRules = z.infer<typeof CheckInRulesSchema>;
