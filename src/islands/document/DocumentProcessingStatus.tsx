import { useEffect, useState } from 'react';
import { createClient } from '@/lib/api-client';
import type { RouteOf } from '@/lib/endpoint';
import type { documentApiOf } from '@/features/document/api';
import type { DocumentProcessing } from '@/features/document/schemas';

export interface DocumentProcessingStatusProps {
  /** The document area's GET …/{id}/processing route (the page ships no zod). */
  route: RouteOf<ReturnType<typeof documentApiOf>['processing']>;
  id: number;
  initial: DocumentProcessing;
}

const POLL_MS = 2000;
const running = (s: DocumentProcessing) => s.processing === 'queued' || s.processing === 'running';
const TEXT: Record<DocumentProcessing['processing'], string> = {
  queued: 'Waiting to be processed',
  running: 'Processing',
  done: 'Processed',
  failed: 'Processing failed',
};

/**
 * The background job's state on the detail page (decision 0009): polled while it is queued or running; when it
 * ends the page is loaded again so the thumbnail, page count and preview rendered on the server appear.
 */
export default function DocumentProcessingStatus({ route, id, initial }: DocumentProcessingStatusProps) {
  const [state, setState] = useState(initial);
  useEffect(() => {
    if (!running(state)) return;
    const poll = async () => {
      try {
        const next = await createClient({ processing: route }).processing({ params: { id } });
        if (!running(next)) window.location.reload();
        else setState(next);
      } catch {
        setState({ ...state });
      }
    };
    // poll catches its own failure (a new state polls again), so nothing waits on it.
    const timer = setTimeout(() => void poll(), POLL_MS);
    return () => clearTimeout(timer);
  }, [route, id, state]);

  return (
    <div role="status" aria-live="polite">
      <span>{TEXT[state.processing]}</span>
      {running(state) && (
        <>
          {state.progress_text ? `: ${state.progress_text}` : ''}{' '}
          <progress className="doc-progress" max={100} value={state.progress} aria-label="Processing progress">
            {state.progress}%
          </progress>
        </>
      )}
      {state.processing === 'failed' && state.error && <span>: {state.error}</span>}
    </div>
  );
}
