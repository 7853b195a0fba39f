import type { z } from 'zod';
import { api, ApiError } from '@/lib/fetcher';
import { apiPath } from '@/lib/endpoint';

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
