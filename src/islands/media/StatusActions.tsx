import { useState } from 'react';
import { createClient } from '@/lib/api-client';
import type { RoutesOf } from '@/lib/endpoint';
import type { MediaApi } from '@/lib/media-api';
import { STATUS_ACTIONS, STATUS_STEPS, type MediaStatus } from '@/lib/media-library';

/** The media area's routes its detail page's islands call (routesOf(videoApi, 'get', 'status')). */
export type MediaRoutes = RoutesOf<Pick<MediaApi, 'get' | 'status'>>;

export interface StatusActionsProps {
  /** The area's POST …/{id}/status route. */
  status: MediaRoutes['status'];
  id: number;
  current: MediaStatus;
  /** The version the page shows: a change made meanwhile by someone else is a 409, said here. */
  updatedAt: string;
}

/** The workflow's next steps as buttons (draft → review → publish; back to draft); the page reloads with the new status. */
export default function StatusActions({ status, id, current, updatedAt }: StatusActionsProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const move = async (next: MediaStatus) => {
    setBusy(true);
    setFailed(null);
    try {
      await createClient({ status }).status({ params: { id }, body: { status: next, updated_at: updatedAt } });
      window.location.reload();
    } catch (err) {
      setFailed(err instanceof Error ? err.message : 'Failed');
      setBusy(false);
    }
  };
  return (
    <div className="media-status-actions">
      {STATUS_STEPS[current].map((next) => (
        <button
          key={next}
          type="button"
          className={`btn btn-sm ${next === 'draft' ? 'btn-outline' : 'btn-primary'}`}
          disabled={busy}
          onClick={() => void move(next)}
        >
          {STATUS_ACTIONS[next]}
        </button>
      ))}
      {failed && <p role="alert">{failed}</p>}
    </div>
  );
}
