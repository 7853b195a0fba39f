import { Toaster } from './Toaster';
import { ErrorDialog } from './ErrorDialog';
import { DirtyGuard } from './DirtyGuard';

/** The hosts themselves; GlobalHost loads this chunk on first use. */
export default function GlobalHost() {
  return (
    <>
      <Toaster />
      <ErrorDialog />
      <DirtyGuard />
    </>
  );
}
