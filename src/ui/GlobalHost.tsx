import { Toaster } from './Toaster';
import { ErrorDialog } from './ErrorDialog';
import { DirtyGuard } from './DirtyGuard';

/** The page-wide hosts for toasts, the error dialog and the leave guard. Mount once in the layout (client:load). */
export default function GlobalHost() {
  return (
    <>
      <Toaster />
      <ErrorDialog />
      <DirtyGuard />
    </>
  );
}
