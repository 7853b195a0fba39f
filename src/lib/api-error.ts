/**
 * The API's errors as islands see them (spec 000 §8): the ApiError a failed call throws and the texts for the error
 * dialog. Apart from src/lib/fetcher.ts (the calls) and api-response.ts (reading a failed answer, the 401 rule) so
 * that every page with an island carries only what the error dialog needs, and a page whose island only calls the
 * API after an interaction loads the rest then, not at first paint (issue 11, the list-page budget).
 */

export const DEFAULT_ERROR_TITLE = 'Error';

/** The error an island catches: `title` is the envelope's error, `message` its text(s) joined with ', '. */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly fields: { message: string; field?: string }[];
  /** True when the client is already on its way to the login page; no dialog is needed. */
  readonly redirecting: boolean;

  constructor(init: { status: number; title?: string; message: string; fields?: { message: string; field?: string }[]; redirecting?: boolean }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.title = init.title || DEFAULT_ERROR_TITLE;
    this.fields = init.fields ?? [];
    this.redirecting = init.redirecting ?? false;
  }
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** A message or a list of `{ message }` as one text, joined with ', '. */
export function joinMessages(message: unknown): string {
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) {
    return message
      .map((m) => (typeof m === 'string' ? m : isPlainObject(m) && typeof m.message === 'string' ? m.message : ''))
      .filter(Boolean)
      .join(', ');
  }
  return '';
}

const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * { title, message } for any thrown value, for the error dialog. The server's text is preferred;
 * `fallback` (the screen's own message, e.g. 'Failed get quizzes') stands in when the server gave none
 * or the failure is not an API answer.
 */
export function toErrorInfo(err: unknown, fallback?: string): { title: string; message: string } {
  if (err instanceof ApiError) return { title: err.title, message: err.message || fallback || GENERIC_ERROR_MESSAGE };
  const own = err instanceof Error ? err.message : joinMessages(err);
  return { title: DEFAULT_ERROR_TITLE, message: fallback || own || GENERIC_ERROR_MESSAGE };
}
