import { ApiError } from '@/lib/fetcher';
import { showError } from '@/stores/error-dialog';

export type Errors = Record<string, string>;

/** A zod issue list as field path → first message ('rundown.0.sessions.1.end_time'). */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const i of issues) {
    const key = i.path.map(String).join('.');
    if (!(key in out)) out[key] = i.message;
  }
  return out;
}

/** A failed save: the server's field messages go under their fields, anything else is the error dialog. */
export function failure(err: unknown, setErrors: (e: Errors) => void, fallback: string) {
  if (err instanceof ApiError && err.fields.some((f) => f.field)) {
    setErrors(Object.fromEntries(err.fields.filter((f) => f.field).map((f) => [f.field!, f.message])));
    return;
  }
  showError(err, fallback);
}

export const stepHref = (id: number, step: number) => (step === 3 ? `/classroom/create/batch?id=${id}` : `/classroom/edit/${id}?step=${step}`);
