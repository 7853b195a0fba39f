import { useState } from 'react';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { createClient } from '@/lib/api-client';
import { navigation } from '@/lib/fetcher';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { webinarApi } from '@/features/webinar/api';
import { webinarMessages as M } from '@/features/webinar/messages';
import { STATUS_LABELS, STATUS_MOVES, type WebinarStatus as Status } from '@/features/webinar/schemas';

const api = createClient(webinarApi);

/** The button text of each move. */
const MOVE_LABELS: Record<Status, string> = { review: 'Submit for Review', publish: 'Publish', draft: 'Back to Draft' };
/** What each move does, said in its confirmation. */
const MOVE_TEXTS: Record<Status, string> = {
  review: 'will be sent for review.',
  publish: 'will be published: learners can see it and join.',
  draft: 'will go back to draft: learners no longer see it.',
};

export interface WebinarStatusProps {
  id: number;
  title: string;
  status: Status;
  updatedAt: string;
}

/** The detail page's status moves (draft → review → publish, back to draft), each confirmed; a stale page gets the 409. */
export default function WebinarStatus({ id, title, status, updatedAt }: WebinarStatusProps) {
  const [asked, setAsked] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);

  const move = async (to: Status) => {
    setBusy(true);
    try {
      const res = await api.status({ params: { id }, body: { status: to, updated_at: updatedAt } });
      toast.flashSuccess(res.message || M.statusChanged(STATUS_LABELS[to]));
      navigation.assign(window.location.pathname + window.location.search);
    } catch (err) {
      showError(err, M.statusFailed);
    } finally {
      setBusy(false);
      setAsked(null);
    }
  };

  return (
    <div className="webinar-status" role="group" aria-label="Status">
      {STATUS_MOVES[status].map((to) => (
        <button key={to} type="button" className={to === 'draft' ? 'btn btn-outline btn-sm' : 'btn btn-sm'} disabled={busy} onClick={() => setAsked(to)}>
          {MOVE_LABELS[to]}
        </button>
      ))}
      <ConfirmDialog
        open={asked !== null}
        title={asked ? `${MOVE_LABELS[asked]}?` : ''}
        text={asked ? `"${title}" ${MOVE_TEXTS[asked]}` : ''}
        confirmLabel="Yes"
        busy={busy}
        onConfirm={() => asked && void move(asked)}
        onCancel={() => setAsked(null)}
      />
    </div>
  );
}
