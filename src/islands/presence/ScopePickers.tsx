import { Select } from '@/ui/Select';
import type { useBatchSchedule } from './useBatchSchedule';

/** The Batch and Schedule selects shared by the QR Code and Attendance tabs. */
export function ScopePickers({ scope }: { scope: ReturnType<typeof useBatchSchedule> }) {
  return (
    <div className="presence-scope">
      <Select<number> label="Batch" options={scope.batches} value={scope.batchId} onChange={scope.chooseBatch} placeholder="Select batch" clearable />
      <Select<number>
        label="Schedule"
        options={scope.schedules.map((s) => ({ label: s.label, value: Number(s.value) }))}
        value={scope.scheduleId}
        onChange={scope.chooseSchedule}
        placeholder="Select schedule"
        disabled={!scope.batchId}
        clearable
      />
    </div>
  );
}
