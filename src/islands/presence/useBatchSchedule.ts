import { useCallback, useEffect, useState } from 'react';
import { showError } from '@/stores/error-dialog';
import { presenceClient } from '@/features/presence/client';
import { cutLabel, type ScheduleOption } from '@/features/presence/schemas';

/**
 * The Batch and Schedule selectors of the detail tabs: batches load once (all of them), and changing the batch
 * clears the schedule and loads that batch's schedules (spec 002 §2).
 */
export function useBatchSchedule(presenceId: number, enabled: boolean) {
  const [batches, setBatches] = useState<{ label: string; value: number; title: string }[]>([]);
  const [schedules, setSchedules] = useState<ScheduleOption[]>([]);
  const [batchId, setBatchId] = useState<number | null>(null);
  const [scheduleId, setScheduleId] = useState<number | null>(null);

  useEffect(() => {
    if (!enabled) return;
    presenceClient.batches(presenceId).then(
      (r) => setBatches(r.results.map((b) => ({ label: cutLabel(b.label), value: Number(b.value), title: b.label }))),
      (err) => showError(err),
    );
  }, [presenceId, enabled]);

  const chooseBatch = useCallback(
    (id: number | null) => {
      setBatchId(id);
      setScheduleId(null);
      setSchedules([]);
      if (id) presenceClient.schedules(presenceId, id).then((r) => setSchedules(r.results), (err) => showError(err));
    },
    [presenceId],
  );

  const schedule = schedules.find((s) => s.value === scheduleId) ?? null;
  return { batches, schedules, batchId, scheduleId, schedule, chooseBatch, chooseSchedule: setScheduleId };
}
