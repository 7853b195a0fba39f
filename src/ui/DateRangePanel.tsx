import { useState } from 'react';
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

export interface DateRangePanelProps {
  id: string;
  value: DateRange | null;
  placeholder: string;
  mode: DateRangeMode;
  maxRange?: number;
  clearable: boolean;
  now: () => Date;
  /** A range to apply (null: Clear); the picker closes. */
  onChoose: (range: DateRange | null) => void;
}

/** The open panel of DateRangePicker: presets and typed dates (loaded on first use, with the date library). */
export default function DateRangePanel({ id, value, placeholder, mode, maxRange, clearable, now, onChoose }: DateRangePanelProps) {
  const baseId = id.replace(/-panel$/, '');
  const initial = value ?? presetRange(DEFAULT_PRESET, now());
  const [startText, setStartText] = useState(() => formatDisplayDate(initial.start));
  const [endText, setEndText] = useState(() => formatDisplayDate(initial.end));
  const draft = { start: parseDisplayDate(startText), end: parseDisplayDate(endText) };
  const active: PresetKey | null = draft.start && draft.end ? matchPreset({ start: draft.start, end: draft.end }, mode, now()) : null;
  const apply = (range: { start: string | null; end: string | null }) => onChoose(normalizeRange(range, { now: now(), maxRange }));

  return (
    <div className="drp-panel" id={id} role="dialog" aria-label={placeholder}>
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
            <button type="button" className="btn btn-sm btn-outline" onClick={() => onChoose(null)}>
              Clear
            </button>
          )}
          <button type="submit" className="btn btn-sm">
            Apply
          </button>
        </div>
      </form>
    </div>
  );
}
