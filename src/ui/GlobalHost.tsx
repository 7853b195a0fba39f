import { lazy, Suspense, useEffect, useState } from 'react';
import { $toasts, takeFlashToast } from '@/stores/toasts';
import { $errorDialog } from '@/stores/error-dialog';
import { $hostWanted } from '@/stores/host';

const Hosts = lazy(() => import('./GlobalHostImpl'));

/**
 * The page-wide hosts for toasts, the error dialog and the leave guard. Their code loads the first time one of
 * them has something to do, so a page that never toasts, fails or edits does not pay for them. A dirty form signals
 * through $hostWanted (set by the dirty-form store), so this island does not load that store itself.
 */
export default function GlobalHost() {
  const [armed, setArmed] = useState(false);
  // A toast the previous page left (a form saved, then loaded this list) shows here.
  useEffect(() => takeFlashToast(), []);
  useEffect(() => {
    if (armed) return;
    const check = () => {
      if ($toasts.get().length > 0 || $errorDialog.get() !== null || $hostWanted.get()) setArmed(true);
    };
    const stops = [$toasts.subscribe(check), $errorDialog.subscribe(check), $hostWanted.subscribe(check)];
    return () => stops.forEach((stop) => stop());
  }, [armed]);
  return armed ? (
    <Suspense fallback={null}>
      <Hosts />
    </Suspense>
  ) : null;
}
