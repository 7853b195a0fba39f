import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { ContentSettingsFields } from '@/ui/ContentSettingsFields';
import { Switch } from '@/ui/Switch';
import { WizardActions } from '@/ui/WizardActions';
import { useWizardStep } from '@/ui/useWizardStep';
import { applicableSettings, DEFAULT_CONTENT_SETTINGS } from '@/lib/content-settings';
import type { FieldErrors } from '@/lib/form-kit';
import { useContentReorder, type At, type ReorderActions } from '@/ui/useContentReorder';
import { contentTypeIn, type ContentTypeInfo } from '@/lib/content-types';
import { courseMessages as M } from '@/features/course/messages';
import { courseStepCalls, courseWizard } from '@/features/course/wizard';
import { CourseContentSchema, SECTION_TITLE_MAX, type CourseDetail, type PickerItem } from '@/features/course/schemas';
import { newKey, type DraftContent, type DraftSection } from './structure';
import { MoveButtons } from '@/ui/MoveButtons';

// The picker (its dialog, results and pager) loads when it is first opened, not with the step (DESIGN.md 9).
const ContentPicker = lazy(() => import('./ContentPicker').then((mod) => ({ default: mod.ContentPicker })));

export interface ContentStepProps {
  course: CourseDetail;
  /** The course's content types in the spec's order, from the areas' declarations (its page reads them on the server). */
  types: ContentTypeInfo[];
  /** The detail's Manage Content page saves and stays; the wizard goes on to step 3. */
  after?: 'next' | 'stay';
}

interface Values extends Record<string, unknown> {
  restricted: boolean;
  sections: DraftSection[];
}

const ENDPOINTS = { update: courseStepCalls.updateContent };
const MESSAGES = { saved: M.saved, failed: M.saveFailed };

const draftOf = (c: CourseDetail): DraftSection[] =>
  c.sections.length
    ? c.sections.map((s) => ({
        key: newKey(),
        id: s.id,
        title: s.title,
        contents: s.contents.map((x) => ({ key: newKey(), id: x.id, content_type: x.content_type, ref_id: x.ref_id, title: x.title, settings: x.settings })),
      }))
    : [{ key: newKey(), title: 'Section 1', contents: [] }];

/** The whole structure in order: stored sections and contents keep their ids, each content its applicable conditions. */
const bodyOf = (types: ContentTypeInfo[]) => (v: Values) => ({
  restricted: v.restricted,
  sections: v.sections.map((s) => ({
    ...(s.id ? { id: s.id } : {}),
    title: s.title,
    contents: s.contents.map((c) => ({
      ...(c.id ? { id: c.id } : {}),
      content_type: c.content_type,
      ref_id: c.ref_id,
      title: c.title,
      settings: applicableSettings(contentTypeIn(types, c.content_type), c.settings),
    })),
  })),
});

/**
 * Step 2, Content: sections with ordered contents added from the pickers; reorder by dragging a row's handle or
 * with the keyboard (the handle's Alt+Arrow keys, or the Move buttons); each content with its settings.
 */
export function ContentStep({ course, types, after = 'next' }: ContentStepProps) {
  const stay = after === 'stay';
  const toBody = useMemo(() => bodyOf(types), [types]);
  const form = useWizardStep<Values>({
    wizard: courseWizard,
    step: 2,
    endpoints: ENDPOINTS,
    messages: MESSAGES,
    schema: CourseContentSchema,
    toBody,
    initial: { restricted: course.restricted, sections: draftOf(course) },
    record: course,
    saved: !stay && course.steps_done >= 2,
    // Manage Content loads the page again: the new sections and contents come back with their ids.
    next: stay ? () => `/course/detail/${course.id}/contents` : undefined,
  });
  const { values, errors, update } = form;
  const { sections, restricted } = values;
  const [picking, setPicking] = useState<number | null>(null);
  // Once opened, the picker stays mounted: it keeps its type, search and page for the next section.
  const [pickerLoaded, setPickerLoaded] = useState(false);
  const openPicker = (si: number) => {
    setPicking(si);
    setPickerLoaded(true);
  };
  const taken = useMemo(() => new Set(sections.flatMap((s) => s.contents.map((c) => `${c.content_type}:${c.ref_id}`))), [sections]);

  const setSections = (fn: (all: DraftSection[]) => DraftSection[]) => update('sections', fn);
  const setSection = (si: number, patch: Partial<DraftSection>) => setSections((all) => all.map((s, i) => (i === si ? { ...s, ...patch } : s)));
  // Drag and keyboard moves (the shared hook); the rows' other actions stay the same object too, so with 500
  // contents a move re-renders only the rows whose position or values changed (issue 17's reorder budget).
  const reorder = useContentReorder<DraftContent, DraftSection>(sections, (next) => update('sections', () => next));
  const actions = useMemo<RowActions>(
    () => ({
      ...reorder.actions,
      setContent: (at, patch) =>
        update('sections', (all) =>
          all.map((s, i) => (i === at.si ? { ...s, contents: s.contents.map((c, j) => (j === at.ci ? { ...c, ...patch } : c)) } : s)),
        ),
      remove: (at) => update('sections', (all) => all.map((s, i) => (i === at.si ? { ...s, contents: s.contents.filter((_, j) => j !== at.ci) } : s))),
    }),
    [reorder.actions, update],
  );

  const pick = (si: number, type: string, item: PickerItem) =>
    setSections((all) =>
      all.map((s, i) =>
        i === si
          ? {
              ...s,
              contents: [...s.contents, { key: newKey(), content_type: type, ref_id: item.id, title: item.title, settings: DEFAULT_CONTENT_SETTINGS }],
            }
          : s,
      ),
    );

  const allowedRestricted = types.filter((t) => t.restricted).map((t) => t.label);
  const offRestricted = restricted && sections.some((s) => s.contents.some((c) => !contentTypeIn(types, c.content_type)?.restricted));

  return (
    <form ref={form.formRef} className="card course-step" aria-label="Content" noValidate onSubmit={form.submit}>
      <Switch
        label={M.restrictedMode(allowedRestricted)}
        {...form.toggle('restricted')}
        hint={offRestricted ? M.restrictedOnly(allowedRestricted) : 'Learners only read documents: no quizzes, videos or assignments.'}
      />
      <p className="visually-hidden" aria-live="polite">
        {reorder.announce}
      </p>
      {sections.map((s, si) => (
        <section key={s.key} className="course-section" aria-label={`Section ${si + 1}`}>
          <div className="course-section-head">
            <label className="field course-section-title">
              <span>Section {si + 1} title</span>
              <input
                className="input"
                value={s.title}
                maxLength={SECTION_TITLE_MAX}
                onChange={(e) => setSection(si, { title: e.target.value })}
                aria-invalid={errors[`sections.${si}.title`] ? true : undefined}
              />
              {errors[`sections.${si}.title`] && <span className="field-error">{errors[`sections.${si}.title`]}</span>}
            </label>
            <button type="button" className="btn btn-sm btn-outline" onClick={() => openPicker(si)}>
              Add Content
            </button>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              disabled={sections.length === 1}
              onClick={() => setSections((all) => all.filter((_, i) => i !== si))}
              aria-label={`Remove section ${s.title || si + 1}`}
            >
              Remove Section
            </button>
          </div>
          <ol className="course-contents" {...(s.contents.length === 0 ? actions.dropProps({ si, ci: 0 }) : {})}>
            {s.contents.length === 0 && <li className="course-empty">No content yet: use Add Content, or drop one here.</li>}
            {s.contents.map((c, ci) => (
              <ContentRow
                key={c.key}
                content={c}
                type={contentTypeIn(types, c.content_type)}
                si={si}
                ci={ci}
                error={contentError(errors, `sections.${si}.contents.${ci}`)}
                actions={actions}
              />
            ))}
          </ol>
        </section>
      ))}
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => setSections((all) => [...all, { key: newKey(), title: `Section ${all.length + 1}`, contents: [] }])}
      >
        Add Section
      </button>
      <WizardActions
        form={form}
        submitLabel={stay ? 'Save Contents' : 'Save and Continue'}
        {...(stay ? { backHref: `/course/detail/${course.id}`, backLabel: 'Cancel' } : {})}
      />
      {pickerLoaded && (
        <Suspense fallback={null}>
          <ContentPicker
            types={types}
            open={picking !== null}
            restricted={restricted}
            taken={taken}
            onClose={() => setPicking(null)}
            onPick={(type, item) => {
              if (picking !== null) pick(picking, type, item);
            }}
          />
        </Suspense>
      )}
    </form>
  );
}

interface ContentError {
  message: string;
  keys: Partial<Record<keyof DraftContent['settings'], boolean>>;
}

/** What a content row may do (the shared reorder actions and its own); one object for the whole step, so a row re-renders only when its own props change. */
interface RowActions extends ReorderActions {
  setContent: (at: At, patch: Partial<DraftContent>) => void;
  remove: (at: At) => void;
}

const SETTING_KEYS = ['pass_grade', 'min_minutes', 'due_date', 'schedule_start', 'schedule_end'] as const;

/** The first message the server or the schema gave for one content (type, item, title, or a condition), and which conditions it marks. */
const contentError = (errors: FieldErrors, base: string): ContentError | undefined => {
  const message =
    errors[`${base}.content_type`] ||
    errors[`${base}.ref_id`] ||
    errors[`${base}.title`] ||
    SETTING_KEYS.map((k) => errors[`${base}.settings.${k}`]).find(Boolean);
  if (!message) return undefined;
  return { message, keys: Object.fromEntries(SETTING_KEYS.map((k) => [k, Boolean(errors[`${base}.settings.${k}`])])) };
};

/** One content of a section: its handle (drag, Alt+Arrow keys), type, title, settings, moves and Remove. */
const ContentRow = memo(function ContentRow({
  content: c,
  type,
  si,
  ci,
  error,
  actions,
}: {
  content: DraftContent;
  /** Its type's entry (the same object on every render, so the row stays memoised). */
  type: ContentTypeInfo | undefined;
  si: number;
  ci: number;
  error?: ContentError;
  actions: RowActions;
}) {
  const at = { si, ci };
  const errorId = `content-error-${c.key}`;
  return (
    <li className="course-content" {...actions.dropProps(at)}>
      <button type="button" className="course-handle" {...actions.handleProps(c.key, at)} aria-label={`Reorder ${c.title} (Alt+Arrow Up or Down)`}>
        ⠿
      </button>
      <span className="course-type">{type?.label ?? c.content_type}</span>
      <span className="course-content-title">{c.title}</span>
      <ContentSettingsFields
        applies={type}
        settings={c.settings}
        onChange={(settings) => actions.setContent(at, { settings })}
        invalid={error?.keys}
        errorId={errorId}
      />
      <span className="course-moves">
        <MoveButtons name={c.title} onMove={(step) => actions.step(at, step)} />
        <button type="button" className="btn btn-sm btn-danger" onClick={() => actions.remove(at)} aria-label={`Remove ${c.title}`}>
          Remove
        </button>
      </span>
      {error && (
        <span className="field-error course-content-error" id={errorId}>
          {error.message}
        </span>
      )}
    </li>
  );
});
