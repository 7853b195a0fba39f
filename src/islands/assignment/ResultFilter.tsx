import { useEffect, useState } from 'react';
import { DateRangePicker } from '@/ui/DateRangePicker';
import { Select } from '@/ui/Select';
import type { DateRange } from '@/lib/date-range';
import { assignmentMessages as M, STATUS_LABELS } from '@/features/assignment/messages';
import { RESULT_STATUSES } from '@/features/assignment/schemas';

export interface ResultFilterValue {
  status?: string;
  start_date?: string;
  end_date?: string;
}

const STATUS_OPTIONS = RESULT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** Opened low on a 1366×768 screen, the panel scrolls into view so that Apply and Reset are never below the fold. */
const revealPanel = (el: HTMLElement | null) => el?.scrollIntoView?.({ block: 'nearest' });

/** The Filter dropdown of the report: Date range, Status; Reset, 'Cancle', Apply; the badge counts status and end_date. */
export function ResultFilter({ value, onApply, disabled }: { value: ResultFilterValue; onApply: (v: ResultFilterValue) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState<DateRange | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setRange(value.start_date && value.end_date ? { start: value.start_date, end: value.end_date } : null);
    setStatus(value.status ?? null);
  }, [open, value]);
  const count = (value.status ? 1 : 0) + (value.end_date ? 1 : 0);
  const nothing = !range && !status;
  return (
    <div className="asg-dropdown">
      <button type="button" className="btn btn-outline" aria-expanded={open} onClick={() => setOpen((o) => !o)} disabled={disabled}>
        Filter
        {count > 0 && (
          <span className="asg-badge" aria-label={`${count} active filters`}>
            {count}
          </span>
        )}
      </button>
      {open && (
        <div ref={revealPanel} className="asg-dropdown-panel" role="dialog" aria-label="Filter">
          <DateRangePicker label="Date range" value={range} onChange={setRange} />
          <Select label="Score Status" options={STATUS_OPTIONS} value={status} onChange={setStatus} placeholder="Status" clearable />
          <div className="form-actions">
            <button
              type="button"
              className="btn btn-outline"
              disabled={nothing}
              onClick={() => {
                setRange(null);
                setStatus(null);
                onApply({});
                setOpen(false);
              }}
            >
              Reset
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
              {M.cancle}
            </button>
            <button
              type="button"
              className="btn"
              disabled={nothing}
              onClick={() => {
                onApply({ status: status ?? undefined, start_date: range?.start, end_date: range?.end });
                setOpen(false);
              }}
            >
              Apply
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
