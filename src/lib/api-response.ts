import { ApiError, isPlainObject, joinMessages } from './api-error';

/**
 * A failed answer read into the ApiError an island catches, and the 401 / 'Expired token' rule (spec 000 §8). Only
 * the calls need it (src/lib/fetcher.ts, loaded with the first call), not the error dialog every page carries.
 */
const LOGIN_PATH = '/pages/login';
const EXPIRED_TOKEN = 'Expired token';

/** Navigation goes through here so tests (and jsdom) can observe it instead of leaving the page. */
export const navigation = {
  assign(href: string): void {
    window.location.assign(href);
  },
};

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
