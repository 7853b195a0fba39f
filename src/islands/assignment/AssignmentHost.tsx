import { useEffect, useState } from 'react';
import { Toaster } from '@/ui/Toaster';
import { ErrorDialog } from '@/ui/ErrorDialog';
import { DirtyGuard } from '@/ui/DirtyGuard';

/**
 * Toasts, the error dialog and the leave guard for the assignment pages. A local stand-in for ui/GlobalHost,
 * whose `useStore(a) || useStore(b)` calls hooks conditionally and crashes (React #311) on the first toast.
 * It renders after mounting, so a toast raised before it hydrates cannot make the hydration mismatch.
 */
export default function AssignmentHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <>
      <Toaster />
      <ErrorDialog />
      <DirtyGuard />
    </>
  );
}
