import { AppError } from '@/server/http/app-error';

/** For pages: the value, or null when the use case said NOT_FOUND (the page then redirects to error-404). */
export async function orNotFound<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
}
