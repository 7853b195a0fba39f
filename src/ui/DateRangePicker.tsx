import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { DateRange, DateRangeMode } from '@/lib/date-range';
import { UI_TEXT } from './messages';
import { CalendarIcon } from './icons';
import './ui.css';
import './DateRangePicker.css';

// The panel (presets, typed dates and the date library) loads when the picker is first opened or pointed at:
// a list page hydrates with the trigger only.
const loadPanel = () => import('./DateRangePanel');
const DateRangePanel = lazy(loadPanel);

export interface DateRangePickerProps {
  value: DateRange | null;
  onChange: (value: DateRange | null) => void;
  /** Accessible name of the trigger; the placeholder shows when empty. */
  label?: string;
  placeholder?: string;
  /** 'month' adds the Month, Year and Last Years presets. */
  mode?: DateRangeMode;
  /** Longest allowed span in days; a longer range is clamped at the end. */
  maxRange?: number;
  /** Shows a Clear button in the panel. */
  clearable?: boolean;
  /** Clock used for the presets, as a local Date (tests pass a fixed one); WIB's wall clock by default. */
  now?: () => Date;
  id?: string;
}

/** YYYY-MM-DD as DD/MM/YYYY; '' for anything else (no date library: the trigger renders on every list page). */
export function displayDate(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!m) return '';
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/**
 * The present as a Date whose local calendar day and clock are WIB's (UTC+7 all year), so that 'Today' and 'Last 7
 * days' are the organisation's days in a browser of any zone, like the lists' day filters on the server.
 */
function wibNow(): Date {
  const w = new Date(Date.now() + 7 * 3_600_000);
  return new Date(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate(), w.getUTCHours(), w.getUTCMinutes(), w.getUTCSeconds());
}

/**
 * Date range picker (DD/MM/YYYY) with the spec's presets; Last 30 days is preselected when opening empty.
 * A preset applies at once; typed dates apply with Apply, following lib/date-range rules.
 */
export function DateRangePicker({
  value,
  onChange,
  label = 'Date range',
  placeholder = UI_TEXT.dateRangePlaceholder,
  mode = 'day',
  maxRange,
  clearable = true,
  now = wibNow,
  id,
}: DateRangePickerProps) {
  const fallbackId = useId();
  const baseId = id ?? fallbackId;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const closePanel = (restoreFocus = true) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  };
  const choose = (range: DateRange | null) => {
    onChange(range);
    closePanel();
  };

  // A click outside closes the panel without applying.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) closePanel(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const text = value ? `${displayDate(value.start)} - ${displayDate(value.end)}` : null;

  return (
    <div
      className="drp"
      ref={rootRef}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          e.stopPropagation();
          e.nativeEvent.stopImmediatePropagation();
          closePanel();
        }
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="input drp-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${baseId}-panel` : undefined}
        // The name holds what the button shows (WCAG 2.5.3, axe's label-content-name-mismatch): speech users say it.
        aria-label={`${label}: ${text ?? placeholder}`}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => (open ? closePanel() : setOpen(true))}
      >
        {text ?? <span className="placeholder">{placeholder}</span>}
        <CalendarIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <DateRangePanel
            id={`${baseId}-panel`}
            value={value}
            placeholder={placeholder}
            mode={mode}
            maxRange={maxRange}
            clearable={clearable}
            now={now}
            onChoose={choose}
          />
        </Suspense>
      )}
    </div>
  );
}
