import type { z } from 'zod';
import type { EndpointDef, Method } from './endpoint';

/**
 * The declaration of an ordinary create/edit form (the resource kit's form part, decision 0071): where it sends,
 * where it returns, its dirty flag, its confirmation steps and its messages. `useResourceForm` (src/ui) runs it;
 * the form component only lays out its fields. Plain data with no runtime imports, like the list declaration.
 */

/** An API call taken from the area's contract, e.g. `categoryApi.update` (its method and path pattern). */
export interface FormEndpoint {
  method: Method;
  path: string;
}

/** What a save answers (the envelope's data): the created id, the record's new `updated_at`, `changed: false`… */
export type SavedAnswer = { id?: number; updated_at?: string; changed?: boolean } & Record<string, unknown>;

/**
 * The kit's contract (type only, like the list kit's `KitApi`): the one call a form makes, its save, on the path its
 * declaration names with the params filled, sending the values and answering what every area's save answers
 * (`SavedAnswer`, or no data). The typed client reads it: `createClient<FormKitApi>({ save: { method, path } })`.
 */
export type FormKitApi = {
  save: EndpointDef & { body: z.ZodType<Record<string, unknown>>; response: z.ZodType<SavedAnswer | null> };
};

/** A question asked before the form is sent (spec 002: 'Are you sure you want to create assignment?'). */
export interface ConfirmStep {
  title: string;
  text?: string;
  confirmLabel: string;
}

export interface FormScreen {
  /** The dirty flag's id (src/stores/dirty-form.ts): set on entering, cleared on success, set again on failure. */
  formId: string;
  /** Where a saved form goes (and what Cancel leaves for). */
  listHref: string;
  /**
   * Create posts the values; update sends them with the `updated_at` the edit started from (a stale one is a 409).
   * A form that only edits (a wizard's later step, a record's settings) has no create.
   */
  endpoints: { create?: FormEndpoint; update: FormEndpoint };
  messages: {
    created: string;
    edited: string;
    createFailed: string;
    editFailed: string;
    /**
     * Where the spec says so, an edit that changes nothing is not sent: a 3-second warning toast with this text
     * ("There's no anything changed"). A server that answers `changed: false` gets the same text as its success.
     */
    nothingChanged?: string;
    /** The error dialog's title when a create fails, instead of the server's (spec 001 §8: 'Failed'). */
    createFailedTitle?: string;
  };
  /** Questions before sending; a mode without one sends at once. */
  confirm?: { create?: ConfirmStep; edit?: ConfirmStep };
  /** The success toast says the server's message (falling back to the screen's) instead of the screen's own. */
  successFromServer?: boolean;
  /** Milliseconds after input before a field's message appears (spec 002 §5: 300); 0 = at once. */
  debounceMs?: number;
  /**
   * The dirty flag is set by the first change rather than on entering (decision 0108): a wizard's steps, where
   * Back, the step links and Continue move between saved steps and must not ask about changes nobody made.
   */
  dirtyOnChange?: boolean;
}

/**
 * A wizard (decision 0108): steps on the form kit. Each step is a page of its own (`?step=n`) with its own form,
 * schema and endpoint (`useWizardStep` in src/ui); saving a step leads to the next, the last one to `doneHref`.
 * The record exists from the first saved step on, so every later step edits it.
 */
export interface WizardScreen {
  /** One dirty flag for the wizard's forms. */
  formId: string;
  /** The steps' labels, in order (the header shows them: `ui/WizardSteps`). */
  steps: readonly string[];
  /** What Cancel on the first step leaves for. */
  listHref: string;
  /** The page of step `step` (1-based) of a saved record. */
  stepHref: (id: number, step: number) => string;
  /** Where saving the last step leads. */
  doneHref: (id: number) => string;
}

/**
 * The step a wizard page opens (resume, decision 0108): `?step=n` when the record has reached it (its saved steps
 * and the one after them), else its first unsaved step; a record with every step saved opens `whenComplete`.
 */
export function openStep(asked: string | null, saved: number, count: number, whenComplete = 1): number {
  const n = Number(asked);
  const reachable = Math.min(saved + 1, count);
  if (asked !== null && Number.isInteger(n) && n >= 1 && n <= reachable) return n;
  return saved >= count ? whenComplete : reachable;
}

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The one mapper from a failed parse to field messages (decision 0108): zod issues, or the server's
 * `{ field, message }` list, to the first message per field by its dotted path ('title', 'sections.0.title',
 * 'location.radius_meters'). The islands and the kit read no other.
 */
export function errorsFromIssues(issues: readonly { path?: readonly PropertyKey[]; field?: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.field ?? (issue.path ?? []).map(String).join('.');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** True when `key` is `path` or lies under it ('sections.0.title' under 'sections' and 'sections.0'). */
export const isUnder = (key: string, path: string) => key === path || key.startsWith(`${path}.`);

/**
 * The messages as a form reads them: every dotted path, and each top-level field also under its own name with the
 * first message at or under it (a list field such as `file_types` shows its items' message).
 */
export function withFieldRollups(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = { ...errors };
  for (const [key, message] of Object.entries(errors)) {
    const top = key.split('.')[0];
    out[top] ??= message;
  }
  return out;
}

/** The subset of a zod issue (as zod hands it to an error map) that `personMessage` reads. */
interface RawIssue {
  code?: string;
  input?: unknown;
  origin?: string;
  expected?: string;
  format?: string;
  minimum?: number | bigint | Date;
  maximum?: number | bigint | Date;
  inclusive?: boolean;
  divisor?: number | bigint;
}

const amount = (n: unknown) => (typeof n === 'number' ? n.toLocaleString('en-US') : String(n));
const isEmpty = (v: unknown) => v === undefined || v === null || v === '';
const NUMBER_ORIGINS = ['number', 'int', 'bigint'];
const LIST_ORIGINS = ['array', 'set'];

/**
 * Zod's own messages ("Too small: expected number to be >=10") written for a person (issue 27 item 14), for the
 * rules a schema states without a message of its own. A schema's message (the spec's words, e.g. 'Title is
 * required') always wins: this is the parse's error map (`schema.safeParse(value, PERSON_MESSAGES)`), which zod
 * consults only where the schema gives none. Shown under the field, so it names the value, not the field.
 */
export function personMessage(issue: RawIssue): string | undefined {
  const { code, origin } = issue;
  if (code === 'invalid_type') {
    if (isEmpty(issue.input)) return 'This field is required';
    if (issue.expected === 'int' && typeof issue.input === 'number') return 'Enter a whole number';
    if (issue.expected === 'number' || issue.expected === 'int') return 'Enter a number';
    return 'Enter a valid value';
  }
  if (code === 'too_small') {
    const n = issue.minimum;
    if (origin && NUMBER_ORIGINS.includes(origin)) return issue.inclusive === false ? `Enter more than ${amount(n)}` : `Enter ${amount(n)} or more`;
    if (origin === 'string') return n === 1 ? 'This field is required' : `Enter at least ${amount(n)} characters`;
    if (origin && LIST_ORIGINS.includes(origin)) return n === 1 ? 'Add at least one' : `Add at least ${amount(n)}`;
    return 'This value is too small';
  }
  if (code === 'too_big') {
    const n = issue.maximum;
    if (origin && NUMBER_ORIGINS.includes(origin)) return issue.inclusive === false ? `Enter less than ${amount(n)}` : `Enter ${amount(n)} or less`;
    if (origin === 'string') return `Enter at most ${amount(n)} characters`;
    if (origin && LIST_ORIGINS.includes(origin)) return `Add at most ${amount(n)}`;
    return 'This value is too large';
  }
  if (code === 'invalid_format') {
    const formats: Record<string, string> = {
      date: 'Enter a valid date',
      datetime: 'Enter a valid date and time',
      time: 'Enter a valid time',
      email: 'Enter a valid e-mail address',
      url: 'Enter a valid link',
    };
    return formats[issue.format ?? ''] ?? 'Enter a valid value';
  }
  if (code === 'invalid_value' || code === 'invalid_union') return 'Choose one of the options';
  if (code === 'not_multiple_of') return `Enter a multiple of ${amount(issue.divisor)}`;
  // Unknown keys and custom rules keep their own message (the server names the unknown fields).
  return undefined;
}

/** The parse options that give zod's generic messages in a person's words: `schema.safeParse(value, PERSON_MESSAGES)`. */
export const PERSON_MESSAGES = { error: personMessage } as const;

/** What `validate` needs of a schema (a zod schema; structural, so this module stays free of runtime imports). */
interface Parser {
  safeParse: (
    value: unknown,
    params: typeof PERSON_MESSAGES,
  ) => { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The schema's verdict on a value as field messages, in a person's words ({} when it is valid). */
export function validate(schema: Parser, value: unknown): FieldErrors {
  const result = schema.safeParse(value, PERSON_MESSAGES);
  return result.success ? {} : errorsFromIssues(result.error?.issues ?? []);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.trim() === b.trim();
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** True when an edit changes nothing: texts compared trimmed (the server trims), lists and objects by content. */
export function nothingChanged(values: object, initial: object): boolean {
  const before = initial as Record<string, unknown>;
  return Object.entries(values).every(([k, v]) => sameValue(v, before[k]));
}

/**
 * The console's usual form (spec 000 §4, 002 §5): sends at once on create; on edit warns when nothing changed,
 * else asks '<saveChanges>' with Save first. `messages` is the area's messages object.
 */
export function saveChangesForm(
  formId: string,
  listHref: string,
  endpoints: FormScreen['endpoints'],
  messages: FormScreen['messages'] & { nothingChanged: string; saveChanges: string },
): FormScreen {
  return { formId, listHref, endpoints, messages, confirm: { edit: { title: messages.saveChanges, confirmLabel: 'Save' } } };
}
