import { ApiError } from '@/lib/api-error';
import { idpMessages as M } from './messages';

/**
 * Spec 002 §8: an IDP template update that got no response (the connection failed, or the answer was not the
 * envelope) is 'Unknown error' / 'An unknown error occurred', and the failure is passed on. An answer the server did
 * give (a 400 with the field, a 404, a 409) stays as it is.
 */
export function unknownIfNoResponse(err: unknown): unknown {
  const answered = err instanceof ApiError && err.status > 0 && err.message !== '';
  if (answered) return err;
  return new ApiError({ status: err instanceof ApiError ? err.status : 0, title: M.unknownTitle, message: M.unknownMessage });
}
