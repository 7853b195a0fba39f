import { z } from 'zod';
import type { ContentTypeInfo } from './content-types';
import { formatWib } from './wib';

/**
 * A placed content's conditions (issue 17: "each with its own settings (required, minimum time, pass grade where it
 * applies)"), one set for the course's content step and the classroom's sessions (docs/decisions/0086, 0098):
 * required, a minimum time in minutes, a pass grade (0–100) where a score is graded, a due date where a learner hands
 * something in. Isomorphic: the islands validate with the schema the API parses with.
 */
const CONTENT_SETTINGS_TEXT = {
  minMinutes: 'Minimum time must be between 0 and 10000 minutes',
  passGrade: 'Pass grade must be between 0 and 100',
  dueDate: 'Enter a valid due date',
  scheduleDate: 'Enter a valid date and time',
  scheduleStartRequired: 'Schedule start is required',
  scheduleEndRequired: 'Schedule end is required',
  scheduleOrder: 'Schedule end must be after its start',
  notApplicable: (setting: string, type: string) => `${setting} does not apply to ${type} contents`,
} as const;
const T = CONTENT_SETTINGS_TEXT;

export const MIN_MINUTES_MAX = 10_000;

export const ContentSettingsSchema = z.strictObject({
  required: z.boolean().default(true),
  min_minutes: z.number().int().min(0, T.minMinutes).max(MIN_MINUTES_MAX, T.minMinutes).nullable().default(null),
  pass_grade: z.number({ error: T.passGrade }).int(T.passGrade).min(0, T.passGrade).max(100, T.passGrade).nullable().default(null),
  /** An instant (ISO with its offset); the screens type and show it in WIB. Absent is none (settings saved before it existed). */
  due_date: z.iso.datetime({ offset: true, error: T.dueDate }).nullable().optional(),
  /**
   * The placement's own schedule where its type takes one there (a presence in a course, decision 0115): instants
   * typed in WIB. Absent is none.
   */
  schedule_start: z.iso.datetime({ offset: true, error: T.scheduleDate }).nullable().optional(),
  schedule_end: z.iso.datetime({ offset: true, error: T.scheduleDate }).nullable().optional(),
});
export type ContentSettings = z.output<typeof ContentSettingsSchema>;
/** The conditions as an API answer carries them (every key present). */
export const ContentSettingsViewSchema = z.object({
  required: z.boolean(),
  min_minutes: z.number().nullable(),
  pass_grade: z.number().nullable(),
  due_date: z.string().nullable(),
  /** Only where the placement has its own schedule (decision 0115). */
  schedule_start: z.string().optional(),
  schedule_end: z.string().optional(),
});
type ContentSettingsView = z.infer<typeof ContentSettingsViewSchema>;
export const DEFAULT_CONTENT_SETTINGS: ContentSettingsView = { required: true, min_minutes: null, pass_grade: null, due_date: null };

/** What a type takes beyond required and minimum time (every type has those two); a type not in the list takes neither. */
type Conditions = Partial<Pick<ContentTypeInfo, 'passGrade' | 'dueDate' | 'ownSchedule'>> | undefined;

/**
 * Refuses a condition set on a type it does not apply to ('Pass grade does not apply to Presence contents'), and a
 * missing or reversed schedule where the type takes its own (decision 0115), under `path` + settings.<key>: the
 * servers' refinement of the steps that carry a type and its settings (the type's entry comes from the areas'
 * declarations, so it runs on the server only).
 */
export function refuseInapplicable(
  ctx: z.RefinementCtx,
  type: NonNullable<Conditions> & { label: string },
  settings: ContentSettings,
  path: PropertyKey[] = [],
) {
  if (!type.passGrade && settings.pass_grade !== null)
    ctx.addIssue({ code: 'custom', path: [...path, 'settings', 'pass_grade'], message: T.notApplicable('Pass grade', type.label) });
  if (!type.dueDate && settings.due_date != null)
    ctx.addIssue({ code: 'custom', path: [...path, 'settings', 'due_date'], message: T.notApplicable('Due date', type.label) });
  const at = (key: 'schedule_start' | 'schedule_end') => [...path, 'settings', key];
  if (!type.ownSchedule) {
    for (const key of ['schedule_start', 'schedule_end'] as const)
      if (settings[key] != null) ctx.addIssue({ code: 'custom', path: at(key), message: T.notApplicable('Schedule', type.label) });
    return;
  }
  if (settings.schedule_start == null) ctx.addIssue({ code: 'custom', path: at('schedule_start'), message: T.scheduleStartRequired });
  if (settings.schedule_end == null) ctx.addIssue({ code: 'custom', path: at('schedule_end'), message: T.scheduleEndRequired });
  else if (settings.schedule_start != null && Date.parse(settings.schedule_end) <= Date.parse(settings.schedule_start))
    ctx.addIssue({ code: 'custom', path: at('schedule_end'), message: T.scheduleOrder });
}

/** A content's settings kept to what applies to its type: what an island sends, so a field it hides never refuses a save. */
export const applicableSettings = (type: Conditions, s: ContentSettings): ContentSettings => {
  const { schedule_start: start, schedule_end: end, ...rest } = s;
  return {
    ...rest,
    pass_grade: type?.passGrade ? s.pass_grade : null,
    due_date: type?.dueDate ? (s.due_date ?? null) : null,
    ...(type?.ownSchedule ? { schedule_start: start ?? null, schedule_end: end ?? null } : {}),
  };
};

const CONDITION_KEYS = ['required', 'min_minutes', 'pass_grade', 'due_date', 'schedule_start', 'schedule_end'] as const;

/**
 * A placement's settings with a content's conditions in them (the reports read pass_grade and due_date: the
 * assignment report's Condition card), keeping its other keys (a classroom's position, a LIM 3 start objective).
 * A condition left empty is not written. A schedule is written whole (both ends) where the step's check let one
 * through: the placement's own schedule follows it (src/server/placements.ts, decision 0115).
 */
export function withConditions(raw: Record<string, unknown>, type: Conditions, s: ContentSettings): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(raw).filter(([k]) => !(CONDITION_KEYS as readonly string[]).includes(k)));
  return {
    ...rest,
    required: s.required,
    ...(s.min_minutes !== null ? { min_minutes: s.min_minutes } : {}),
    ...(s.pass_grade !== null && type?.passGrade ? { pass_grade: s.pass_grade } : {}),
    ...(s.due_date != null && type?.dueDate ? { due_date: new Date(s.due_date).toISOString() } : {}),
    ...(s.schedule_start != null && s.schedule_end != null
      ? { schedule_start: new Date(s.schedule_start).toISOString(), schedule_end: new Date(s.schedule_end).toISOString() }
      : {}),
  };
}

const instantOf = (v: unknown): string | null => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : null);

/**
 * Stored settings (a placement's, a course content's) read as a content's conditions; a missing key is its default, a
 * date the UTC instant; a schedule only where one is kept (both ends).
 */
export const readConditions = (raw: Record<string, unknown> | null | undefined): ContentSettingsView => {
  const [start, end] = [instantOf(raw?.schedule_start), instantOf(raw?.schedule_end)];
  return {
    required: raw?.required !== false,
    min_minutes: typeof raw?.min_minutes === 'number' ? raw.min_minutes : null,
    pass_grade: typeof raw?.pass_grade === 'number' ? raw.pass_grade : null,
    due_date: instantOf(raw?.due_date),
    ...(start && end ? { schedule_start: start, schedule_end: end } : {}),
  };
};

/** The conditions as the detail screens print them: 'Required, 10 min, pass 70, due 01 Dec 2026, 09:00 WIB'. */
export const describeConditions = (s: ContentSettings): string =>
  [
    s.required ? 'Required' : 'Optional',
    s.min_minutes ? `${s.min_minutes} min` : null,
    s.pass_grade !== null ? `pass ${s.pass_grade}` : null,
    s.due_date ? `due ${formatWib(s.due_date)}` : null,
    s.schedule_start && s.schedule_end ? `schedule ${formatWib(s.schedule_start)} - ${formatWib(s.schedule_end)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
