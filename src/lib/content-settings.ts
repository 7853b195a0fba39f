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
});
export type ContentSettings = z.output<typeof ContentSettingsSchema>;
/** The conditions as an API answer carries them (every key present). */
export const ContentSettingsViewSchema = z.object({
  required: z.boolean(),
  min_minutes: z.number().nullable(),
  pass_grade: z.number().nullable(),
  due_date: z.string().nullable(),
});
type ContentSettingsView = z.infer<typeof ContentSettingsViewSchema>;
export const DEFAULT_CONTENT_SETTINGS: ContentSettingsView = { required: true, min_minutes: null, pass_grade: null, due_date: null };

/** What a type takes beyond required and minimum time (every type has those two); a type not in the list takes neither. */
type Conditions = Partial<Pick<ContentTypeInfo, 'passGrade' | 'dueDate'>> | undefined;

/**
 * Refuses a condition set on a type it does not apply to ('Pass grade does not apply to Presence contents'), under
 * `path` + settings.<key>: the servers' refinement of the steps that carry a type and its settings (the type's
 * entry comes from the areas' declarations, so it runs on the server only).
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
}

/** A content's settings kept to what applies to its type: what an island sends, so a field it hides never refuses a save. */
export const applicableSettings = (type: Conditions, s: ContentSettings): ContentSettings => ({
  ...s,
  pass_grade: type?.passGrade ? s.pass_grade : null,
  due_date: type?.dueDate ? (s.due_date ?? null) : null,
});

const CONDITION_KEYS = ['required', 'min_minutes', 'pass_grade', 'due_date'] as const;

/**
 * A placement's settings with a content's conditions in them (the reports read pass_grade and due_date: the
 * assignment report's Condition card), keeping its other keys (a classroom's position, a LIM 3 start objective).
 * A condition left empty is not written.
 */
export function withConditions(raw: Record<string, unknown>, type: Conditions, s: ContentSettings): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(raw).filter(([k]) => !(CONDITION_KEYS as readonly string[]).includes(k)));
  return {
    ...rest,
    required: s.required,
    ...(s.min_minutes !== null ? { min_minutes: s.min_minutes } : {}),
    ...(s.pass_grade !== null && type?.passGrade ? { pass_grade: s.pass_grade } : {}),
    ...(s.due_date != null && type?.dueDate ? { due_date: new Date(s.due_date).toISOString() } : {}),
  };
}

/** Stored settings (a placement's, a course content's) read as a content's conditions; a missing key is its default, a due date the UTC instant. */
export const readConditions = (raw: Record<string, unknown> | null | undefined): ContentSettingsView => ({
  required: raw?.required !== false,
  min_minutes: typeof raw?.min_minutes === 'number' ? raw.min_minutes : null,
  pass_grade: typeof raw?.pass_grade === 'number' ? raw.pass_grade : null,
  due_date: typeof raw?.due_date === 'string' && !Number.isNaN(Date.parse(raw.due_date)) ? new Date(raw.due_date).toISOString() : null,
});

/** The conditions as the detail screens print them: 'Required, 10 min, pass 70, due 01 Dec 2026, 09:00 WIB'. */
export const describeConditions = (s: ContentSettings): string =>
  [
    s.required ? 'Required' : 'Optional',
    s.min_minutes ? `${s.min_minutes} min` : null,
    s.pass_grade !== null ? `pass ${s.pass_grade}` : null,
    s.due_date ? `due ${formatWib(s.due_date)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
