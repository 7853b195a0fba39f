import { lazy, Suspense, useMemo, useState } from 'react';
import { TextField } from '@/ui/TextField';
import { ContentSettingsFields } from '@/ui/ContentSettingsFields';
import { WizardActions } from '@/ui/WizardActions';
import { useContentReorder } from '@/ui/useContentReorder';
import { useWizardStep } from '@/ui/useWizardStep';
import { applicableSettings, DEFAULT_CONTENT_SETTINGS, type ContentSettings } from '@/lib/content-settings';
import type { FieldErrors } from '@/lib/form-kit';
import { classroomApi } from '@/features/classroom/api';
import { classroomMessages as M } from '@/features/classroom/messages';
import { classroomWizard } from '@/features/classroom/wizard';
import { ClassroomContentsSchema, TITLE_MAX, type ClassroomDetail } from '@/features/classroom/schemas';
import { contentTypeIn, type ContentTypeInfo } from '@/lib/content-types';
import { MoveButtons } from '@/ui/MoveButtons';

// The picker (its dialog, results and pager) loads when it is first opened, not with the step (DESIGN.md 9).
const ContentPicker = lazy(() => import('./ContentPicker').then((mod) => ({ default: mod.ContentPicker })));

interface Item {
  /** The row's React key and the handle's focus key. */
  key: string;
  type: string;
  id: number;
  title: string;
  /** Its conditions: required, minimum time, and the pass grade and due date where they apply. */
  settings: ContentSettings;
}
interface Session {
  id?: number;
  title: string;
  contents: Item[];
}
interface Values extends Record<string, unknown> {
  sessions: Session[];
}

const ENDPOINTS = { update: classroomApi.contents };
const MESSAGES = { saved: M.contentsSaved, failed: M.contentsFailed };

const keyOf = (c: { type: string; id: number }) => `${c.type}-${c.id}`;

const SETTING_KEYS = ['pass_grade', 'due_date', 'min_minutes'] as const;
/** The first message the last check gave for one content: its item, or one of its conditions. */
const contentError = (errors: FieldErrors, base: string) => errors[`${base}.id`] || SETTING_KEYS.map((k) => errors[`${base}.settings.${k}`]).find(Boolean);

const move = <T,>(list: T[], from: number, to: number) => {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [x] = next.splice(from, 1);
  next.splice(to, 0, x);
  return next;
};

/** The step as sent: each session (its id when stored) with its contents and the conditions that apply to them. */
const bodyOf = (types: ContentTypeInfo[]) => (v: Values) => ({
  sessions: v.sessions.map((s) => ({
    ...(s.id ? { id: s.id } : {}),
    title: s.title,
    contents: s.contents.map(({ type, id, settings }) => ({ type, id, settings: applicableSettings(contentTypeIn(types, type), settings) })),
  })),
});

/**
 * Step 2 Content: the classroom's sessions in order, each with contents picked from the quiz, presence, assignment
 * and LIM survey lists, each with its conditions (docs/decisions/0098); saving places them (they then show in each
 * item's associate list and cannot be deleted).
 * Contents are reordered as in the course's content step (the shared hook): drag a row's handle, or focus it and
 * press Alt+Arrow Up or Down (across sessions too), or use the Move buttons.
 */
export function ContentStep({ classroom, types }: { classroom: ClassroomDetail; types: ContentTypeInfo[] }) {
  const toBody = useMemo(() => bodyOf(types), [types]);
  const form = useWizardStep<Values>({
    wizard: classroomWizard,
    step: 2,
    endpoints: ENDPOINTS,
    messages: MESSAGES,
    schema: ClassroomContentsSchema,
    toBody,
    initial: {
      sessions: classroom.sessions.length
        ? classroom.sessions.map((s) => ({
            id: s.id,
            title: s.title,
            contents: s.contents.map(({ type, id, title, settings }) => ({ key: keyOf({ type, id }), type, id, title, settings })),
          }))
        : [{ title: 'Session 1', contents: [] }],
    },
    // The step replaces the sessions as a whole and carries no updated_at.
    record: { id: classroom.id },
    saved: classroom.step >= 2,
  });
  const { errors, update } = form;
  const { sessions } = form.values;
  const [picking, setPicking] = useState<number | null>(null);
  // Once opened, the picker stays mounted: it keeps its type, search and page for the next session.
  const [pickerLoaded, setPickerLoaded] = useState(false);
  const setSessions = (fn: (all: Session[]) => Session[]) => update('sessions', fn);
  const setSession = (i: number, s: Partial<Session>) => setSessions((all) => all.map((x, j) => (j === i ? { ...x, ...s } : x)));
  const setSettings = (i: number, j: number, settings: ContentSettings) =>
    setSessions((all) => all.map((x, k) => (k === i ? { ...x, contents: x.contents.map((c, l) => (l === j ? { ...c, settings } : c)) } : x)));
  const reorder = useContentReorder<Item, Session>(sessions, (next) => update('sessions', () => next));

  return (
    <form ref={form.formRef} className="card classroom-step" onSubmit={form.submit} noValidate aria-label="Content">
      <h2>Content</h2>
      <p className="field-hint">
        The classroom&apos;s sessions and what learners do in each. A presence placed here serves every batch. Each content has its own conditions: required, a
        minimum time, and the pass grade or due date where they apply. Reorder contents by dragging their handle, or focus it and press Alt+Arrow Up or Down.
      </p>
      <p className="visually-hidden" aria-live="polite">
        {reorder.announce}
      </p>
      {sessions.map((s, i) => (
        <fieldset key={s.id ?? `new-${i}`} className="classroom-session">
          <legend>Session {i + 1}</legend>
          <TextField
            label="Session title"
            required
            value={s.title}
            onChange={(v) => setSession(i, { title: v })}
            maxLength={TITLE_MAX}
            error={errors[`sessions.${i}.title`]}
          />
          <ol
            className="classroom-contents"
            aria-label={`Contents of session ${i + 1}`}
            {...(s.contents.length === 0 ? reorder.actions.dropProps({ si: i, ci: 0 }) : {})}
          >
            {s.contents.length === 0 && <li className="classroom-empty">No content yet: use Add Content, or drop one here.</li>}
            {s.contents.map((c, j) => (
              <li key={c.key} {...reorder.actions.dropProps({ si: i, ci: j })}>
                <button
                  type="button"
                  className="classroom-handle"
                  {...reorder.actions.handleProps(c.key, { si: i, ci: j })}
                  aria-label={`Reorder ${c.title} (Alt+Arrow Up or Down)`}
                >
                  ⠿
                </button>
                <span className={`pill pill-${c.type}`}>{contentTypeIn(types, c.type)?.label ?? c.type}</span>
                <span className="classroom-content-title">{c.title}</span>
                <ContentSettingsFields
                  applies={contentTypeIn(types, c.type)}
                  settings={c.settings}
                  onChange={(settings) => setSettings(i, j, settings)}
                  invalid={Object.fromEntries(SETTING_KEYS.map((k) => [k, Boolean(errors[`sessions.${i}.contents.${j}.settings.${k}`])]))}
                  errorId={`content-error-${c.key}`}
                />
                <MoveButtons
                  name={c.title}
                  className="btn btn-xs btn-outline"
                  first={i === 0 && j === 0}
                  last={i === sessions.length - 1 && j === s.contents.length - 1}
                  onMove={(step) => reorder.actions.step({ si: i, ci: j }, step)}
                />
                <button
                  type="button"
                  className="btn btn-xs btn-outline"
                  aria-label={`Remove ${c.title}`}
                  onClick={() => setSession(i, { contents: s.contents.filter((_, k) => k !== j) })}
                >
                  Remove
                </button>
                {contentError(errors, `sessions.${i}.contents.${j}`) && (
                  <span className="field-error classroom-content-error" id={`content-error-${c.key}`}>
                    {contentError(errors, `sessions.${i}.contents.${j}`)}
                  </span>
                )}
              </li>
            ))}
          </ol>
          <div className="classroom-session-actions">
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => {
                setPicking(i);
                setPickerLoaded(true);
              }}
            >
              Add Content to Session {i + 1}
            </button>
            <button type="button" className="btn btn-sm btn-outline" disabled={i === 0} onClick={() => setSessions((all) => move(all, i, i - 1))}>
              Move Session Up
            </button>
            <button type="button" className="btn btn-sm btn-outline" onClick={() => setSessions((all) => all.filter((_, k) => k !== i))}>
              Remove Session
            </button>
          </div>
        </fieldset>
      ))}
      <button type="button" className="btn btn-outline" onClick={() => setSessions((all) => [...all, { title: `Session ${all.length + 1}`, contents: [] }])}>
        Add Session
      </button>
      {pickerLoaded && (
        <Suspense fallback={null}>
          <ContentPicker
            types={types}
            open={picking !== null}
            onClose={() => setPicking(null)}
            taken={(item) => picking !== null && sessions[picking]?.contents.some((c) => c.type === item.type && c.id === item.id)}
            onPick={(item) =>
              picking !== null &&
              setSession(picking, {
                contents: [
                  ...sessions[picking].contents,
                  { key: keyOf(item), type: item.type, id: item.id, title: item.title, settings: DEFAULT_CONTENT_SETTINGS },
                ],
              })
            }
          />
        </Suspense>
      )}
      <WizardActions form={form} submitLabel="Save and Continue" />
    </form>
  );
}
