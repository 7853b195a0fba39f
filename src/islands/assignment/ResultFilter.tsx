import { useState } from 'react';
import { DateRangePicker } from '@/ui/DateRangePicker';
import { Select } from '@/ui/Select';
import type { DateRange } from '@/lib/date-range';
import { assignmentMessages as M, STATUS_LABELS } from '@/features/assignment/messages';
import { FilterDropdown } from '@/islands/kit/ReportShell';

export interface ResultFilterValue {
  status?: string;
  start_date?: string;
  end_date?: string;
}

// The statuses in the contract's order (RESULT_STATUSES), read from the labels so that no schema ships.
const STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));

/** The Filter dropdown of the report: Date range, Status; Reset, 'Cancle', Apply; the badge counts status and end_date. */
export function ResultFilter({ value, onApply, disabled }: { value: ResultFilterValue; onApply: (v: ResultFilterValue) => void; disabled?: boolean }) {
  const [range, setRange] = useState<DateRange | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const count = (value.status ? 1 : 0) + (value.end_date ? 1 : 0);
  return (
    <FilterDropdown
      count={count}
      disabled={disabled}
      canApply={Boolean(range || status)}
      onOpen={() => {
        setRange(value.start_date && value.end_date ? { start: value.start_date, end: value.end_date } : null);
        setStatus(value.status ?? null);
      }}
      onReset={() => {
        setRange(null);
        setStatus(null);
        onApply({});
      }}
      onApply={() => onApply({ status: status ?? undefined, start_date: range?.start, end_date: range?.end })}
      cancelLabel={M.cancle}
      panelRole="dialog"
      panelLabel="Filter"
      classes={{ anchor: 'asg-dropdown', panel: 'asg-dropdown-panel', footer: 'form-actions', badge: 'asg-badge' }}
    >
      <DateRangePicker label="Date range" value={range} onChange={setRange} />
      <Select label="Score Status" options={STATUS_OPTIONS} value={status} onChange={setStatus} placeholder="Status" clearable />
    </FilterDropdown>
  );
}
