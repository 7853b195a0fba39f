import { MIN_MINUTES_MAX, type ContentSettings } from '@/lib/content-settings';
import type { ContentTypeInfo } from '@/lib/content-types';
import { toWibLocal, wibInstant } from '@/lib/wib';
import { DateTimeInput } from './DateTimeField';
import './ContentSettingsFields.css';

export interface ContentSettingsFieldsProps {
  /** What the content's type takes (a pass grade where a score is graded, a due date where a learner hands in); none when unknown. */
  applies: Partial<Pick<ContentTypeInfo, 'passGrade' | 'dueDate' | 'ownSchedule'>> | undefined;
  settings: ContentSettings;
  onChange: (next: ContentSettings) => void;
  /** The conditions the last check refused (their message is the row's): marked invalid and pointed to it. */
  invalid?: Partial<Record<keyof ContentSettings, boolean>>;
  errorId?: string;
}

/** A condition's number as typed, clamped to its range (spec 000 §5); empty is none. */
const numberIn = (text: string, max: number) => (text === '' ? null : Math.min(max, Math.max(0, Math.trunc(Number(text)))));

/**
 * One placed content's conditions, inline in its row (docs/decisions/0098): Required, a minimum time, and the pass
 * grade and due date (typed in WIB) where they apply to its type, and the schedule (start and end, WIB) where the type
 * takes its own (a presence in a course: decision 0115). The course's content step and the classroom's sessions use
 * this one editor.
 */
export function ContentSettingsFields({ applies, settings: s, onChange, invalid = {}, errorId }: ContentSettingsFieldsProps) {
  const aria = (key: keyof ContentSettings) => (invalid[key] ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {});
  return (
    <span className="content-settings">
      <label className="content-setting">
        <input type="checkbox" checked={s.required} onChange={(e) => onChange({ ...s, required: e.target.checked })} />
        Required
      </label>
      <label className="content-setting">
        Min. minutes
        <input
          className="input content-setting-num"
          type="number"
          min={0}
          max={MIN_MINUTES_MAX}
          value={s.min_minutes ?? ''}
          onChange={(e) => onChange({ ...s, min_minutes: numberIn(e.target.value, MIN_MINUTES_MAX) })}
          {...aria('min_minutes')}
        />
      </label>
      {applies?.passGrade && (
        <label className="content-setting">
          Pass grade
          <input
            className="input content-setting-num"
            type="number"
            min={0}
            max={100}
            value={s.pass_grade ?? ''}
            onChange={(e) => onChange({ ...s, pass_grade: numberIn(e.target.value, 100) })}
            {...aria('pass_grade')}
          />
        </label>
      )}
      {applies?.dueDate && (
        <label className="content-setting">
          Due date (WIB)
          <DateTimeInput
            className="input date-input content-setting-date"
            value={toWibLocal(s.due_date)}
            onChange={(v) => onChange({ ...s, due_date: wibInstant(v)?.toISOString() ?? null })}
            {...aria('due_date')}
          />
        </label>
      )}
      {applies?.ownSchedule &&
        (['schedule_start', 'schedule_end'] as const).map((key) => (
          <label key={key} className="content-setting">
            {key === 'schedule_start' ? 'Schedule start (WIB)' : 'Schedule end (WIB)'}
            <DateTimeInput
              className="input date-input content-setting-date"
              required
              value={toWibLocal(s[key])}
              onChange={(v) => onChange({ ...s, [key]: wibInstant(v)?.toISOString() ?? null })}
              {...aria(key)}
            />
          </label>
        ))}
    </span>
  );
}
