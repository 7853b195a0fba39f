import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $isDirty, $leaveRequest, cancelLeave, confirmLeave, requestLeave } from '@/stores/dirty-form';
import { navigation } from '@/lib/fetcher';
import { ConfirmDialog } from './ConfirmDialog';
import { UI_TEXT } from './messages';

/** The link a click would follow away from this document, or null when the click is not a plain navigation. */
function leavingHref(e: MouseEvent, here: Location = window.location): string | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const target = e.target instanceof Element ? e.target : null;
  const a = target?.closest('a[href]');
  if (!(a instanceof HTMLAnchorElement)) return null;
  if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return null;
  const url = new URL(a.href, here.href);
  if (!/^https?:$/.test(url.protocol)) return null;
  // Jumping within the page (#anchor) does not leave it.
  if (url.origin === here.origin && url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return url.href;
}

/**
 * Guards leaving a page while any form is dirty: link clicks ask with a Confirm dialog, reloads and closing
 * ask through the browser's beforeunload prompt. Mount once per page (GlobalHost does).
 */
export function DirtyGuard() {
  const request = useStore($leaveRequest);

  useEffect(() => {
    // The flag is read at event time, so a confirmed leave (flag cleared just before navigating) passes.
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!$isDirty.get()) return;
      e.preventDefault();
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (!$isDirty.get()) return;
      const href = leavingHref(e);
      if (!href) return;
      e.preventDefault();
      requestLeave(() => navigation.assign(href), href);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <ConfirmDialog
      open={request !== null}
      title={UI_TEXT.leaveTitle}
      text={UI_TEXT.leaveText}
      confirmLabel={UI_TEXT.leaveConfirm}
      cancelLabel={UI_TEXT.leaveCancel}
      variant="danger"
      onConfirm={confirmLeave}
      onCancel={cancelLeave}
    />
  );
}
