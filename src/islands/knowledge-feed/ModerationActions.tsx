import { useState } from 'react';
import { createClient } from '@/lib/api-client';
import type { RouteOf } from '@/lib/endpoint';
import { navigation } from '@/lib/fetcher';
import { Modal } from '@/ui/Modal';
import { Textarea } from '@/ui/Textarea';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import type { feedApi } from '@/features/knowledge-feed/api';
import { feedMessages as M } from '@/features/knowledge-feed/messages';
import type { ModerationInput } from '@/features/knowledge-feed/schemas';

type Action = ModerationInput['action'];

export interface ModerationActionsProps {
  id: number;
  /** The actions the post's state allows, in the order shown. */
  allowed: Action[];
  /** The post's updated_at: the moderation's version (a stale one is a 409). */
  updatedAt: string;
  /** The moderation endpoint's route from the area's contract (passed in, so the page ships no zod). */
  moderate: RouteOf<typeof feedApi.moderate>;
}

const LABEL: Record<Action, string> = { hide: 'Hide', restore: 'Restore', delete: 'Delete' };
const MIN = 3;
const MAX = 500;

/** Hide, restore, delete: each asks for a reason in a confirmation, then reloads the page with the outcome. */
export default function ModerationActions({ id, allowed, updatedAt, moderate }: ModerationActionsProps) {
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const trimmed = reason.trim();
  const error = !trimmed ? M.reasonRequired : trimmed.length < MIN ? M.reasonTooShort : trimmed.length > MAX ? M.reasonTooLong : null;

  const open = (a: Action) => {
    setAction(a);
    setReason('');
    setTouched(false);
  };
  const confirm = async () => {
    setTouched(true);
    if (!action || error) return;
    setBusy(true);
    try {
      await createClient({ moderate }).moderate({ params: { id }, body: { action, reason: trimmed, updated_at: updatedAt } });
      toast.flashSuccess(M.done[action]);
      navigation.assign(window.location.pathname + window.location.search);
    } catch (err) {
      setBusy(false);
      setAction(null);
      showError(err, M.failed);
    }
  };

  return (
    <div className="feed-moderation" role="group" aria-label="Moderation">
      {allowed.map((a) => (
        <button key={a} type="button" className={`btn btn-sm${a === 'delete' ? ' btn-danger' : a === 'hide' ? ' btn-outline' : ''}`} onClick={() => open(a)}>
          {LABEL[a]}
        </button>
      ))}
      <Modal
        open={action !== null}
        onClose={() => !busy && setAction(null)}
        title={action ? M.confirmTitle[action] : ''}
        size="small"
        footer={
          <>
            <button type="button" className="btn btn-outline" onClick={() => setAction(null)} disabled={busy}>
              Cancel
            </button>
            <button
              type="button"
              className={`btn${action === 'delete' ? ' btn-danger' : ''}`}
              onClick={() => void confirm()}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {action ? LABEL[action] : ''}
            </button>
          </>
        }
      >
        {action && <p>{M.confirmText[action]}</p>}
        <Textarea
          label="Reason"
          required
          name="reason"
          value={reason}
          onChange={(v) => setReason(v)}
          onBlur={() => setTouched(true)}
          maxLength={MAX}
          rows={3}
          error={touched ? error : null}
          hint="Kept with the post and shown in its moderation history."
        />
      </Modal>
    </div>
  );
}
