import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $toasts } from '@/stores/toasts';
import { $errorDialog } from '@/stores/error-dialog';
import { $isDirty, $leaveRequest } from '@/stores/dirty-form';

const Hosts = lazy(() => import('@/ui/GlobalHostImpl'));

/**
 * A local copy of ui/GlobalHost: that one calls its store hooks inside `||`, so the number of hooks changes when a
 * toast appears (React error #311). Same behaviour, hooks called unconditionally. Swap back once GlobalHost is fixed.
 */
export default function PresenceHost() {
  const toasts = useStore($toasts);
  const error = useStore($errorDialog);
  const dirty = useStore($isDirty);
  const leave = useStore($leaveRequest);
  const needed = toasts.length > 0 || error !== null || dirty || leave !== null;
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (needed) setArmed(true);
  }, [needed]);
  return armed ? (
    <Suspense fallback={null}>
      <Hosts />
    </Suspense>
  ) : null;
}
