import { lazy, Suspense, useState } from 'react';
import { MoveButtons } from '@/ui/MoveButtons';
import { contentTypeIn, type ContentTypeInfo } from '@/lib/content-types';
import { ApiError } from '@/lib/api-error';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { programClient } from '@/features/program/client';
import { contentMessages as C } from '@/features/program/messages';
import type { ProgramContentItem, ProgramContentsView } from '@/features/program/schemas';
import './program.css';

// The picker (its dialog, results and pager) loads when it is first opened (DESIGN.md 9).
const ContentPicker = lazy(() => import('./ContentPicker').then((mod) => ({ default: mod.ContentPicker })));

interface Section {
  key: number;
  title: string;
  contents: ProgramContentItem[];
}
interface Day {
  key: number;
  sections: Section[];
}

let nextKey = 1;
const newKey = () => nextKey++;
const move = <T,>(all: T[], from: number, by: number) => {
  const to = from + by;
  if (to < 0 || to >= all.length) return all;
  const next = [...all];
  const [x] = next.splice(from, 1);
  next.splice(to, 0, x);
  return next;
};

/**
 * /program/detail/{id}/contents: the program's days (Day 1, Day 2, …), each with its sections and their ordered
 * contents (quizzes, surveys, assignments, presences). Saving places them in every batch of the program: each content
 * then names the batches in its associate list and cannot be deleted (docs/decisions/0146).
 */
export default function ManageProgramContents({
  programId,
  programTitle,
  days: initial,
  batches,
  types,
}: {
  programId: number;
  programTitle: string;
  days: ProgramContentsView['days'];
  batches: number;
  types: ContentTypeInfo[];
}) {
  const [days, setDays] = useState<Day[]>(() =>
    initial.map((d) => ({ key: newKey(), sections: d.sections.map((s) => ({ key: newKey(), title: s.title, contents: s.contents })) })),
  );
  const [target, setTarget] = useState<{ day: number; section: number } | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setSection = (d: number, s: number, change: (x: Section) => Section) =>
    setDays((all) => all.map((day, i) => (i !== d ? day : { ...day, sections: day.sections.map((sec, j) => (j === s ? change(sec) : sec)) })));
  const taken = (item: { type: string; id: number }) =>
    days.some((d) => d.sections.some((s) => s.contents.some((c) => c.type === item.type && c.id === item.id)));

  const save = async () => {
    // A section needs a title: said beside the field before anything is sent (the server says the same).
    const missing = Object.fromEntries(
      days.flatMap((d, i) => d.sections.flatMap((s, j) => (s.title.trim() ? [] : [[`days.${i}.sections.${j}.title`, C.required('Section title')]]))),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const res = await programClient.saveContents(programId, {
        days: days.map((d) => ({ sections: d.sections.map((s) => ({ title: s.title, contents: s.contents.map(({ type, id }) => ({ type, id })) })) })),
      });
      toast.success(res.message ?? C.saved);
    } catch (err) {
      if (err instanceof ApiError) setErrors(Object.fromEntries(err.fields.flatMap((f) => (f.field ? [[f.field, f.message]] : []))));
      showError(err, C.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="program-contents-title">
      <h2 id="program-contents-title">Manage Content: {programTitle}</h2>
      <p className="field-hint">
        {batches === 0
          ? C.noBatch
          : `The program's days, sections and contents. Saving places them in each of its ${batches} ${batches === 1 ? 'batch' : 'batches'}.`}
      </p>
      {days.length === 0 && <p>No day yet: use Add Day.</p>}
      {days.map((day, d) => (
        <section key={day.key} className="program-day" aria-labelledby={`day-${day.key}`}>
          <div className="program-toolbar">
            <h3 id={`day-${day.key}`}>Day {d + 1}</h3>
            <MoveButtons name={`Day ${d + 1}`} onMove={(by) => setDays((all) => move(all, d, by))} first={d === 0} last={d === days.length - 1} />
            <button type="button" className="btn btn-sm btn-outline" onClick={() => setDays((all) => all.filter((_, i) => i !== d))}>
              Remove<span className="visually-hidden"> Day {d + 1}</span>
            </button>
          </div>
          {day.sections.map((section, s) => {
            const path = `days.${d}.sections.${s}`;
            const inputId = `section-${section.key}`;
            const error = errors[`${path}.title`];
            return (
              <div key={section.key} className="program-section">
                <div className="program-toolbar">
                  <div className="field">
                    <label htmlFor={inputId}>
                      Section title
                      <span className="visually-hidden">
                        {' '}
                        (Day {d + 1}, section {s + 1})
                      </span>
                    </label>
                    <input
                      id={inputId}
                      className="input"
                      value={section.title}
                      maxLength={200}
                      aria-invalid={Boolean(error)}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                      onChange={(e) => setSection(d, s, (x) => ({ ...x, title: e.target.value }))}
                    />
                    {error && (
                      <p id={`${inputId}-error`} className="field-error">
                        {error}
                      </p>
                    )}
                  </div>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    onClick={() => setDays((all) => all.map((x, i) => (i === d ? { ...x, sections: x.sections.filter((_, j) => j !== s) } : x)))}
                  >
                    Remove section
                    <span className="visually-hidden">
                      {' '}
                      {section.title || s + 1} of Day {d + 1}
                    </span>
                  </button>
                </div>
                <ol className="program-contents" aria-label={`Contents of ${section.title || `section ${s + 1}`}, Day ${d + 1}`}>
                  {section.contents.length === 0 && <li>No content yet: use Add Content.</li>}
                  {section.contents.map((c, k) => (
                    <li key={`${c.type}-${c.id}`}>
                      <span className={`pill pill-${c.type}`}>{contentTypeIn(types, c.type)?.label ?? c.type}</span>
                      <span className="program-content-title">{c.title}</span>
                      {errors[`${path}.contents.${k}.id`] && <span className="field-error">{errors[`${path}.contents.${k}.id`]}</span>}
                      <MoveButtons
                        name={c.title}
                        onMove={(by) => setSection(d, s, (x) => ({ ...x, contents: move(x.contents, k, by) }))}
                        first={k === 0}
                        last={k === section.contents.length - 1}
                      />
                      <button
                        type="button"
                        className="btn btn-sm btn-outline"
                        onClick={() => setSection(d, s, (x) => ({ ...x, contents: x.contents.filter((_, j) => j !== k) }))}
                      >
                        Remove<span className="visually-hidden"> {c.title}</span>
                      </button>
                    </li>
                  ))}
                </ol>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  onClick={() => {
                    setLoaded(true);
                    setTarget({ day: d, section: s });
                  }}
                >
                  Add Content
                  <span className="visually-hidden">
                    {' '}
                    to {section.title || `section ${s + 1}`}, Day {d + 1}
                  </span>
                </button>
              </div>
            );
          })}
          <button
            type="button"
            className="btn btn-sm btn-outline"
            onClick={() => setDays((all) => all.map((x, i) => (i === d ? { ...x, sections: [...x.sections, { key: newKey(), title: '', contents: [] }] } : x)))}
          >
            Add Section<span className="visually-hidden"> to Day {d + 1}</span>
          </button>
        </section>
      ))}
      <div className="program-toolbar">
        <button type="button" className="btn btn-outline" onClick={() => setDays((all) => [...all, { key: newKey(), sections: [] }])}>
          Add Day
        </button>
        <a className="btn btn-outline" href={`/program/detail/${programId}`}>
          Back
        </a>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save()}>
          Save
        </button>
      </div>
      {loaded && (
        <Suspense fallback={null}>
          <ContentPicker
            types={types}
            open={target !== null}
            onClose={() => setTarget(null)}
            taken={taken}
            onPick={(item) => {
              if (target)
                setSection(target.day, target.section, (x) => ({ ...x, contents: [...x.contents, { type: item.type, id: item.id, title: item.title }] }));
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
