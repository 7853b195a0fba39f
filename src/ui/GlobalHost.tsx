import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $toasts, takeFlashToast } from '@/stores/toasts';
import { $errorDialog } from '@/stores/error-dialog';
import { $isDirty, $leaveRequest } from '@/stores/dirty-form';

const Hosts = lazy(() => import('./GlobalHostImpl'));

/**
 * The page-wide hosts for toasts, the error dialog and the leave guard. Their code loads the first time one of
 * them has something to do, so a page that never toasts, fails or edits does not pay for them.
 */
export default function GlobalHost() {
  const toasts = useStore($toasts);
  const error = useStore($errorDialog);
  const dirty = useStore($isDirty);
  const leave = useStore($leaveRequest);
  const needed = toasts.length > 0 || error !== null || dirty || leave !== null;
  const [armed, setArmed] = useState(false);
  // A toast the previous page left (a form saved, then loaded this list) shows here.
  useEffect(() => takeFlashToast(), []);
  useEffect(() => {
    if (needed) setArmed(true);
  }, [needed]);
  return armed ? (
    <Suspense fallback={null}>
      <Hosts />
    </Suspense>
  ) : null;
}
