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
export const TOAST_MIN_MS = 1500;
export const TOAST_MAX_MS = 3000;
export const TOAST_DEFAULT_MS = 3000;
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

export function showToast(kind: ToastKind, text: string, options: ToastOptions = {}): number {
  const item: Toast = { id: nextId++, kind, text, title: options.title, duration: clampToastDuration(options.duration) };
  $toasts.set([...$toasts.get(), item].slice(-MAX_VISIBLE));
  return item.id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/** Any island can raise one: `toast.success('Quiz has been successfully created')`. */
export const toast = {
  success: (text: string, options?: ToastOptions) => showToast('success', text, options),
  error: (text: string, options?: ToastOptions) => showToast('error', text, options),
  warning: (text: string, options?: ToastOptions) => showToast('warning', text, options),
  dismiss: dismissToast,
  clear: () => $toasts.set([]),
};
