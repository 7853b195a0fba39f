import type { Method } from './endpoint';

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
  /** Create posts the values; update sends them with the `updated_at` the edit started from (a stale one is a 409). */
  endpoints: { create: FormEndpoint; update: FormEndpoint };
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
  };
  /** Questions before sending; a mode without one sends at once. */
  confirm?: { create?: ConfirmStep; edit?: ConfirmStep };
  /** The success toast says the server's message (falling back to the screen's) instead of the screen's own. */
  successFromServer?: boolean;
  /** Milliseconds after input before a field's message appears (spec 002 §5: 300); 0 = at once. */
  debounceMs?: number;
}

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field of a failed parse (zod issues, or the server's `{ field, message }` list). */
export function errorsFromIssues(issues: readonly { path?: readonly PropertyKey[]; field?: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.field ?? issue.path?.[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
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
export function nothingChanged(values: Record<string, unknown>, initial: Record<string, unknown>): boolean {
  return Object.keys(values).every((k) => sameValue(values[k], initial[k]));
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
