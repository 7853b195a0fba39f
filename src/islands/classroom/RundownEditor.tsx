import type { FieldErrors } from '@/lib/form-kit';
import { DateTimeInput } from '@/ui/DateTimeField';
import { TITLE_MAX } from '@/features/classroom/schemas';

export interface DraftSession {
  id?: number;
  title: string;
  start_time: string;
  end_time: string;
}
export interface DraftDay {
  id?: number;
  title: string;
  date: string;
  sessions: DraftSession[];
}

/** The rundown: days, each with sessions from start to end in WIB (the schedules presence check-in uses). */
export function RundownEditor({
  days,
  onChange,
  errors,
  defaultDate,
}: {
  days: DraftDay[];
  onChange: (d: DraftDay[]) => void;
  errors: FieldErrors;
  defaultDate: string;
}) {
  const setDay = (i: number, d: Partial<DraftDay>) => onChange(days.map((x, j) => (j === i ? { ...x, ...d } : x)));
  const setSession = (i: number, k: number, s: Partial<DraftSession>) =>
    setDay(i, { sessions: days[i].sessions.map((x, j) => (j === k ? { ...x, ...s } : x)) });
  const err = (path: string) => errors[path] && <span className="field-error">{errors[path]}</span>;
  return (
    <fieldset className="classroom-section">
      <legend>Rundown</legend>
      <p className="field-hint">
        Dates are DD/MM/YYYY and times 24-hour HH:mm, in Western Indonesia Time (WIB, UTC+7). Each session is a schedule learners check in to.
      </p>
      {days.map((d, i) => (
        <div key={d.id ?? `day-${i}`} className="classroom-day" role="group" aria-label={`Day ${i + 1}`}>
          <div className="classroom-row">
            <label className="field">
              <span>Day {i + 1} title</span>
              <input className="input" value={d.title} maxLength={TITLE_MAX} onChange={(e) => setDay(i, { title: e.target.value })} />
              {err(`rundown.${i}.title`)}
            </label>
            <label className="field">
              <span>Day {i + 1} date</span>
              <DateTimeInput kind="date" value={d.date} onChange={(date) => setDay(i, { date })} error={errors[`rundown.${i}.date`]} />
            </label>
            <button type="button" className="btn btn-sm btn-outline" onClick={() => onChange(days.filter((_, j) => j !== i))}>
              Remove Day {i + 1}
            </button>
          </div>
          {err(`rundown.${i}.sessions`)}
          {d.sessions.map((s, k) => (
            <div key={s.id ?? `s-${k}`} className="classroom-row classroom-session-row">
              <label className="field">
                <span>
                  Day {i + 1} session {k + 1} title
                </span>
                <input className="input" value={s.title} maxLength={TITLE_MAX} onChange={(e) => setSession(i, k, { title: e.target.value })} />
                {err(`rundown.${i}.sessions.${k}.title`)}
              </label>
              <label className="field">
                <span>
                  Day {i + 1} session {k + 1} start (WIB)
                </span>
                <DateTimeInput
                  kind="time"
                  value={s.start_time}
                  onChange={(start_time) => setSession(i, k, { start_time })}
                  error={errors[`rundown.${i}.sessions.${k}.start_time`]}
                />
              </label>
              <label className="field">
                <span>
                  Day {i + 1} session {k + 1} end (WIB)
                </span>
                <DateTimeInput
                  kind="time"
                  value={s.end_time}
                  onChange={(end_time) => setSession(i, k, { end_time })}
                  error={errors[`rundown.${i}.sessions.${k}.end_time`]}
                />
              </label>
              <button
                type="button"
                className="btn btn-sm btn-outline"
                aria-label={`Remove day ${i + 1} session ${k + 1}`}
                onClick={() => setDay(i, { sessions: d.sessions.filter((_, j) => j !== k) })}
              >
                Remove
              </button>
            </div>
          ))}
          <button
            type="button"
            className="btn btn-sm btn-outline"
            onClick={() => setDay(i, { sessions: [...d.sessions, { title: `Session ${d.sessions.length + 1}`, start_time: '09:00', end_time: '12:00' }] })}
          >
            Add Session to Day {i + 1}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-sm btn-outline"
        onClick={() => onChange([...days, { title: `Day ${days.length + 1}`, date: days.at(-1)?.date || defaultDate, sessions: [] }])}
      >
        Add Day
      </button>
    </fieldset>
  );
}
