import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'warning';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  title?: string;
  /** Milliseconds, already clamped. */
  duration: number;
}

/** Spec 000 §9: toasts last 1.5 to 3 seconds; spec 001 §8: 3000 ms by default. */
const TOAST_MIN_MS = 1500;
const TOAST_MAX_MS = 3000;
const TOAST_DEFAULT_MS = 3000;
const MAX_VISIBLE = 5;

export const $toasts = atom<Toast[]>([]);

let nextId = 1;

export function clampToastDuration(ms: number | undefined): number {
  if (ms === undefined || Number.isNaN(ms)) return TOAST_DEFAULT_MS;
  return Math.min(TOAST_MAX_MS, Math.max(TOAST_MIN_MS, ms));
}

export interface ToastOptions {
  title?: string;
  duration?: number;
}

function showToast(kind: ToastKind, text: string, options: ToastOptions = {}): number {
  const item: Toast = { id: nextId++, kind, text, title: options.title, duration: clampToastDuration(options.duration) };
  $toasts.set([...$toasts.get(), item].slice(-MAX_VISIBLE));
  return item.id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

const FLASH_KEY = 'console-toast-flash';

/**
 * A toast for the next page: a form that saves and then loads the list keeps its success message in
 * sessionStorage, and the next page's GlobalHost shows it (`takeFlashToast`). Without storage nothing is shown.
 */
function flashToast(kind: ToastKind, text: string, options: ToastOptions = {}): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ kind, text, title: options.title }));
  } catch {
    // storage unavailable: the list simply shows no toast
  }
}

/** Shows the toast a previous page left for this one, once. */
export function takeFlashToast(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const v = JSON.parse(raw) as { kind?: unknown; text?: unknown; title?: unknown };
    const kind = v.kind === 'error' || v.kind === 'warning' ? v.kind : 'success';
    if (typeof v.text === 'string' && v.text) showToast(kind, v.text, { title: typeof v.title === 'string' ? v.title : undefined });
  } catch {
    // not ours: ignore
  }
}

/** Any island can raise one: `toast.success('Quiz has been successfully created')`. */
export const toast = {
  success: (text: string, options?: ToastOptions) => showToast('success', text, options),
  error: (text: string, options?: ToastOptions) => showToast('error', text, options),
  warning: (text: string, options?: ToastOptions) => showToast('warning', text, options),
  /** Shown on the next page (after a full navigation), e.g. a form's success before it returns to the list. */
  flashSuccess: (text: string, options?: ToastOptions) => flashToast('success', text, options),
  dismiss: dismissToast,
  clear: () => $toasts.set([]),
};
