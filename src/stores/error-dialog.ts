import { atom } from 'nanostores';
import { ApiError, DEFAULT_ERROR_TITLE, toErrorInfo } from '@/lib/api-error';

export interface ErrorDialogState {
  title: string;
  message: string;
}

/** The one global error dialog (spec 000 §8, 001 §8): title from the response's error, texts joined with ', '. */
export const $errorDialog = atom<ErrorDialogState | null>(null);

/** Opens the dialog for a thrown value; `fallback` is the screen's message when the server gave none. */
export function showError(err: unknown, fallback?: string): void {
  // A 401 / expired session is already on its way to the login page.
  if (err instanceof ApiError && err.redirecting) return;
  $errorDialog.set(toErrorInfo(err, fallback));
}

export function showErrorMessage(message: string, title = DEFAULT_ERROR_TITLE): void {
  $errorDialog.set({ title, message });
}

export function closeErrorDialog(): void {
  $errorDialog.set(null);
}
