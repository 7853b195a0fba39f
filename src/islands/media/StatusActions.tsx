import { useState } from 'react';
import { api } from '@/lib/fetcher';
import { STATUS_ACTIONS, STATUS_STEPS, type MediaStatus } from '@/lib/media-library';

export interface StatusActionsProps {
  /** The area's calls (its kind's `api`). */
  api: string;
  id: number;
  status: MediaStatus;
  /** The version the page shows: a change made meanwhile by someone else is a 409, said here. */
  updatedAt: string;
}

/** The workflow's next steps as buttons (draft → review → publish; back to draft); the page reloads with the new status. */
export default function StatusActions({ api: path, id, status, updatedAt }: StatusActionsProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const move = async (next: MediaStatus) => {
    setBusy(true);
    setFailed(null);
    try {
      await api(`${path.replace(/^\/api/, '')}/${id}/status`, { method: 'POST', body: { status: next, updated_at: updatedAt } });
      window.location.reload();
    } catch (err) {
      setFailed(err instanceof Error ? err.message : 'Failed');
      setBusy(false);
    }
  };
  return (
    <div className="media-status-actions">
      {STATUS_STEPS[status].map((next) => (
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
