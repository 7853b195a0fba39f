import { atom, computed, map } from 'nanostores';
import { navigation } from '@/lib/fetcher';
import { wantHost } from './host';

/**
 * Per-form dirty flags (spec 000 §4, 001 §2/§4). Set on entering create/edit, cleared after a successful save
 * or a confirmed leave, set again after a failed save. `<DirtyGuard />` reads them to guard leaving the page.
 */
export const $dirtyForms = map<Record<string, boolean>>({});
export const $isDirty = computed($dirtyForms, (forms) => Object.values(forms).some(Boolean));
// The leave guard lives in GlobalHost's lazily loaded part: a dirty form wakes it.
$isDirty.subscribe((dirty) => {
  if (dirty) wantHost();
});

export function setDirty(formId: string, dirty = true): void {
  $dirtyForms.setKey(formId, dirty);
}

export function clearDirty(formId?: string): void {
  if (formId === undefined) $dirtyForms.set({});
  else $dirtyForms.setKey(formId, false);
}

/** A pending "leave with unsaved changes?" question; `proceed` runs once the user confirms. */
export interface LeaveRequest {
  href: string | null;
  proceed: () => void;
}
export const $leaveRequest = atom<LeaveRequest | null>(null);

/** Runs `proceed` now when nothing is dirty, else asks first (through the mounted DirtyGuard). */
export function requestLeave(proceed: () => void, href: string | null = null): void {
  if (!$isDirty.get()) {
    proceed();
    return;
  }
  $leaveRequest.set({ href, proceed });
}

/** Navigates in-app, asking first when a form has unsaved changes (Cancel buttons, redirects after actions). */
export function guardedNavigate(href: string): void {
  requestLeave(() => navigation.assign(href), href);
}

export function confirmLeave(): void {
  const req = $leaveRequest.get();
  $leaveRequest.set(null);
  clearDirty();
  req?.proceed();
}

export function cancelLeave(): void {
  $leaveRequest.set(null);
}
