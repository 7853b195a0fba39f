import type { z } from 'zod';
import { api, ApiError } from '@/lib/fetcher';
import { apiPath } from '@/lib/endpoint';
import { showError } from '@/stores/error-dialog';

/** The course calls the wizard makes (paths of features/course/api.ts; the island gets paths, never the contract). */
export const PATHS = {
  createGeneral: '/api/cms/v2/course-general',
  updateGeneral: '/api/cms/v2/course-general/:id',
  updateContent: '/api/cms/v2/course-content/:id',
  updateOther: '/api/cms/v2/course-other/:id',
  picker: '/api/courses/content-picker/:type',
  people: '/api/courses/people',
  courses: '/api/cms/v2/courses',
  partners: '/api/partners',
  badges: '/api/badges',
  certificates: '/api/certificates/template',
  inviteOptions: '/api/courses/:id/invite-users',
  participants: '/api/courses/:id/participants',
} as const;

/** A call to one of PATHS with its :params filled (the fetcher adds /api itself). */
export function call<T>(pattern: string, params: Record<string, string | number> = {}, options: Parameters<typeof api>[1] = {}): Promise<T> {
  return api<T>(apiPath(pattern, params).replace(/^\/api/, ''), options);
}

/** The per-field messages of a zod failure, by dotted path (the first message of each field). */
export function zodErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

/** The server's per-field messages of a 400, by field; other failures answer null (the error dialog shows them). */
export function serverErrors(err: unknown): Record<string, string> | null {
  if (!(err instanceof ApiError) || err.status !== 400 || !err.fields.some((f) => f.field)) return null;
  const out: Record<string, string> = {};
  for (const f of err.fields) if (f.field) out[f.field] ??= f.message;
  return out;
}

export const STEPS = ['General', 'Content', 'Others'] as const;

/** After a step is saved the wizard goes on to the next one (a page of its own), or back to the list after the last. */
export function nextStepHref(id: number, step: number): string {
  return step >= STEPS.length ? `/course/detail/${id}` : `/course/edit/${id}?step=${step + 1}`;
}

export interface StepSaveOptions<S extends z.ZodType> {
  schema: S;
  body: unknown;
  /** The step's call with the parsed values. */
  send: (values: z.output<S>) => Promise<{ id: number; updated_at: string }>;
  /** What follows a saved step (a toast and the next page). */
  done: (saved: { id: number; updated_at: string }) => void;
  setErrors: (errors: Record<string, string>) => void;
  setSaving: (saving: boolean) => void;
  failed: string;
}

/**
 * Saves one wizard step: the schema's per-field messages first (nothing is sent), then the call; a 400's per-field
 * messages go to their fields, any other failure to the error dialog with `failed` as its fallback.
 */
export async function saveStep<S extends z.ZodType>(o: StepSaveOptions<S>): Promise<void> {
  const parsed = o.schema.safeParse(o.body);
  if (!parsed.success) {
    o.setErrors(zodErrors(parsed.error));
    return;
  }
  o.setSaving(true);
  try {
    o.done(await o.send(parsed.data));
  } catch (err) {
    o.setSaving(false);
    const fields = serverErrors(err);
    if (fields) o.setErrors(fields);
    else showError(err, o.failed);
  }
}
