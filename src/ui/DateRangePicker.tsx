import { useEffect, useId, useRef, useState } from 'react';
import {
  DEFAULT_PRESET,
  formatDisplayDate,
  matchPreset,
  normalizeRange,
  parseDisplayDate,
  presetRange,
  presetsFor,
  type DateRange,
  type DateRangeMode,
  type PresetKey,
} from '@/lib/date-range';
import { UI_TEXT } from './messages';
import { CalendarIcon } from './icons';
import './ui.css';
import './DateRangePicker.css';

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
  /** Clock used for the presets (tests pass a fixed one). */
  now?: () => Date;
  id?: string;
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
  now = () => new Date(),
  id,
}: DateRangePickerProps) {
  const fallbackId = useId();
  const baseId = id ?? fallbackId;
  const [open, setOpen] = useState(false);
  const [startText, setStartText] = useState('');
  const [endText, setEndText] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const draft = { start: parseDisplayDate(startText), end: parseDisplayDate(endText) };
  const active: PresetKey | null = draft.start && draft.end ? matchPreset({ start: draft.start, end: draft.end }, mode, now()) : null;

  const show = (range: DateRange | null) => {
    setStartText(formatDisplayDate(range?.start));
    setEndText(formatDisplayDate(range?.end));
  };

  const openPanel = () => {
    show(value ?? presetRange(DEFAULT_PRESET, now()));
    setOpen(true);
  };
  const closePanel = (restoreFocus = true) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  };
  const apply = (range: { start: string | null; end: string | null }) => {
    onChange(normalizeRange(range, { now: now(), maxRange }));
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

  const text = value ? `${formatDisplayDate(value.start)} - ${formatDisplayDate(value.end)}` : null;

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
        aria-label={text ? `${label}: ${text}` : label}
        onClick={() => (open ? closePanel() : openPanel())}
      >
        {text ?? <span className="placeholder">{placeholder}</span>}
        <CalendarIcon />
      </button>
      {open && (
        <div className="drp-panel" id={`${baseId}-panel`} role="dialog" aria-label={placeholder}>
          <ul className="drp-presets" aria-label="Presets">
            {presetsFor(mode).map((p) => (
              <li key={p.key}>
                <button type="button" aria-pressed={active === p.key} onClick={() => apply(presetRange(p.key, now()))}>
                  {p.label}
                </button>
              </li>
            ))}
          </ul>
          <form
            className="drp-inputs"
            onSubmit={(e) => {
              e.preventDefault();
              apply(draft);
            }}
          >
            <label htmlFor={`${baseId}-start`}>Start date</label>
            <input
              id={`${baseId}-start`}
              className="input"
              inputMode="numeric"
              placeholder="DD/MM/YYYY"
              value={startText}
              onChange={(e) => setStartText(e.target.value)}
              autoFocus
            />
            <label htmlFor={`${baseId}-end`}>End date</label>
            <input
              id={`${baseId}-end`}
              className="input"
              inputMode="numeric"
              placeholder="DD/MM/YYYY"
              value={endText}
              onChange={(e) => setEndText(e.target.value)}
            />
            <div className="drp-actions">
              {clearable && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  onClick={() => {
                    onChange(null);
                    closePanel();
                  }}
                >
                  Clear
                </button>
              )}
              <button type="submit" className="btn btn-sm">
                Apply
              </button>
            </div>
          </form>
        </div>
      )}
    </div>
  );
}
