import { useCallback, useEffect, useState } from 'react';
import { Modal } from '@/ui/Modal';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Checkbox } from '@/ui/Checkbox';
import { Pager } from '@/ui/Pager';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import type { ListResult } from '@/lib/list';
import { presenceClient } from '@/features/presence/client';
import { presenceMessages as M } from '@/features/presence/messages';
import { MANUAL_PAGE_SIZE, type AttendanceRow } from '@/features/presence/schemas';

export interface ManualPresenceProps {
  presenceId: number;
  batchId: number;
  scheduleId: number;
  onClose: () => void;
  onDone: () => void;
}

/** Manual Presence popup: confirmed invitees not yet present, 5 per page, tick boxes kept across pages. */
export function ManualPresence({ presenceId, batchId, scheduleId, onClose, onDone }: ManualPresenceProps) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ListResult<AttendanceRow> | null>(null);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    (p: number) =>
      presenceClient
        .attendances(presenceId, {
          page: p,
          page_size: MANUAL_PAGE_SIZE,
          batch_id: batchId,
          schedule_id: scheduleId,
          invitation: 'confirmed',
          order_by: 'name',
          order_type: 'asc',
        })
        .then(setData, (err) => showError(err, M.usersFailed)),
    [presenceId, batchId, scheduleId],
  );
  useEffect(() => {
    void load(page);
  }, [load, page]);

  const toggle = (id: number, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async () => {
    setBusy(true);
    try {
      const res = await presenceClient.manual(presenceId, { data: [...picked].map((user_id) => ({ user_id, schedule_id: scheduleId })) });
      toast.success(res.data.added ? M.manualAdded : M.manualAlready);
      onDone();
    } catch (err) {
      showError(err, M.manualFailed);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Modal
        open
        onClose={onClose}
        title="Manual Presence"
        size="medium"
        footer={
          <>
            <button type="button" className="btn btn-outline" onClick={onClose}>
              Cancel
            </button>
            <button type="button" className="btn" disabled={picked.size === 0 || busy} onClick={() => setConfirming(true)}>
              Submit
            </button>
          </>
        }
      >
        {!data ? (
          <p>Loading…</p>
        ) : data.results.length === 0 ? (
          <p>No data found</p>
        ) : (
          <div className="manual-list" role="group" aria-label="Invited users">
            {data.results.map((u) => (
              <Checkbox
                key={u.user_id}
                checked={picked.has(u.user_id)}
                onChange={(on) => toggle(u.user_id, on)}
                label={`${u.name} (${u.nik ?? '-'}) - ${u.email}`}
              />
            ))}
          </div>
        )}
        {data && data.pagination.total_data > 0 && <Pager pagination={data.pagination} pageSize={MANUAL_PAGE_SIZE} onPageChange={setPage} />}
        <p className="presence-muted">{picked.size} selected</p>
      </Modal>
      <ConfirmDialog
        open={confirming}
        title={M.manualTitle}
        text={M.manualText}
        confirmLabel="Submit"
        busy={busy}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
