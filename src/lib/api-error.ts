/**
 * The API's errors as islands see them (spec 000 §8): the ApiError a failed call throws, the 401/'Expired token' rule
 * and the texts for the error dialog. Apart from src/lib/fetcher.ts (the calls) so that a page whose island only calls
 * the API after an interaction loads the calls then, not at first paint (issue 11, the list-page budget).
 */

const LOGIN_PATH = '/pages/login';
export const DEFAULT_ERROR_TITLE = 'Error';
const EXPIRED_TOKEN = 'Expired token';

/** Navigation goes through here so tests (and jsdom) can observe it instead of leaving the page. */
export const navigation = {
  assign(href: string): void {
    window.location.assign(href);
  },
};

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

function isExpired(body: unknown): boolean {
  if (!isPlainObject(body)) return false;
  const m = body.message;
  return m === EXPIRED_TOKEN || (Array.isArray(m) && m.some((x) => isPlainObject(x) && x.message === EXPIRED_TOKEN));
}

/** Builds the ApiError for a response body; sends the browser to login on 401 or 'Expired token'. */
export function toApiError(status: number, body: unknown, fallbackMessage = ''): ApiError {
  const redirecting = status === 401 || isExpired(body);
  if (redirecting) navigation.assign(LOGIN_PATH);
  const env = isPlainObject(body) ? body : {};
  const fields = Array.isArray(env.message)
    ? env.message.filter((m): m is { message: string; field?: string } => isPlainObject(m) && typeof m.message === 'string')
    : [];
  return new ApiError({
    status,
    title: typeof env.error === 'string' ? env.error : undefined,
    message: joinMessages(env.message) || fallbackMessage,
    fields,
    redirecting,
  });
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
