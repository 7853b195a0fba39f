import { useCallback, useEffect, useRef, useState } from 'react';
import { showError } from '@/stores/error-dialog';
import { presenceClient } from '@/features/presence/client';
import { cutLabel, type ScheduleOption } from '@/features/presence/schemas';

/**
 * The Batch and Schedule selectors of the detail tabs: batches load once (all of them), and changing the batch
 * clears the schedule and loads that batch's schedules (spec 002 §2). With `pickOnly` (a presence not in a classroom,
 * e.g. in a course with its own schedule: decision 0115) a lone batch and then a lone schedule are chosen at once.
 */
export function useBatchSchedule(presenceId: number, enabled: boolean, pickOnly = false) {
  const [batches, setBatches] = useState<{ label: string; value: number; title: string }[]>([]);
  const [schedules, setSchedules] = useState<ScheduleOption[]>([]);
  const [batchId, setBatchId] = useState<number | null>(null);
  const [scheduleId, setScheduleId] = useState<number | null>(null);
  // The batch whose schedules may still arrive: a late answer for a batch no longer chosen is dropped.
  const wanted = useRef<number | null>(null);

  const chooseBatch = useCallback(
    (id: number | null) => {
      wanted.current = id;
      setBatchId(id);
      setScheduleId(null);
      setSchedules([]);
      if (id)
        presenceClient.schedules(presenceId, id).then(
          (r) => {
            if (wanted.current !== id) return;
            setSchedules(r.results);
            if (pickOnly && r.results.length === 1) setScheduleId(Number(r.results[0].value));
          },
          (err) => {
            if (wanted.current === id) showError(err);
          },
        );
    },
    [presenceId, pickOnly],
  );

  useEffect(() => {
    if (!enabled) return;
    presenceClient.batches(presenceId).then(
      (r) => {
        setBatches(r.results.map((b) => ({ label: cutLabel(b.label), value: Number(b.value), title: b.label })));
        if (pickOnly && r.results.length === 1) chooseBatch(Number(r.results[0].value));
      },
      (err) => showError(err),
    );
  }, [presenceId, enabled, pickOnly, chooseBatch]);

  const schedule = schedules.find((s) => s.value === scheduleId) ?? null;
  return { batches, schedules, batchId, scheduleId, schedule, chooseBatch, chooseSchedule: setScheduleId };
}
