import { useEffect, useRef, useState } from 'react';
import { TextField } from '@/ui/TextField';
import { NumberInput } from '@/ui/NumberInput';
import { useResourceForm } from '@/ui/useResourceForm';
import { validate, type FieldErrors, type FormScreen } from '@/lib/form-kit';
import { numberRange } from '@/lib/form-paths';
import { showError, showErrorMessage } from '@/stores/error-dialog';
import {
  AI_LANGUAGE_LABELS,
  AI_LANGUAGES,
  AiCourseSaveSchema,
  OutlineRequestSchema,
  OutlineSchema,
  type AiCourse,
  type GeneratedCourse,
  type GenerationStatus,
  type Outline,
} from '@/features/course/ai/schemas';
import { courseAiApi } from '@/features/course/ai/api';
import { courseAiClient } from '@/features/course/ai/client';
import { aiMessages as M } from '@/features/course/ai/messages';
import { LEVEL_LABELS, LEVELS, STATUS_LABELS, STATUSES, TITLE_MAX } from '@/features/course/schemas';
import { Choice } from './Choice';
import { GenerationProgress } from './GenerationProgress';
import { OutlineEditor } from './OutlineEditor';
import { ResultEditor } from './ResultEditor';
import { pollGeneration, type GenerationIds } from './ai-kit';

type Level = (typeof LEVELS)[number];
type Language = (typeof AI_LANGUAGES)[number];
const LEVEL_OPTIONS = LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }));
const STATUS_OPTIONS = STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const LANGUAGE_OPTIONS = AI_LANGUAGES.map((l) => ({ value: l, label: AI_LANGUAGE_LABELS[l] }));
const SECTIONS_RANGE = numberRange(OutlineRequestSchema, 'sections');

/** The save (decision 0091): the regular wizard's use cases on the server, the AI course's own call here. */
const screen: FormScreen = {
  formId: 'course-ai',
  listHref: '/course',
  endpoints: { create: courseAiApi.create, update: courseAiApi.update },
  messages: { created: M.saved, edited: M.saved, createFailed: M.saveFailed, editFailed: M.saveFailed },
  dirtyOnChange: true,
};

/** What the builder keeps until it is saved: the outline while it is edited, then the generated course and its settings. */
interface Draft extends Record<string, unknown> {
  outline: Outline | null;
  course: GeneratedCourse | null;
  generation_id: number | null;
  category_id: string;
  level: Level;
  status: (typeof STATUSES)[number];
  language: Language;
}

const toBody = ({ outline: _outline, ...d }: Draft) => ({ ...d, category_id: Number(d.category_id) || null });

export interface AiCourseBuilderProps {
  categories: { value: string; label: string }[];
  /** The AI course being edited (/course/edit/ai/{id}); null on /course/create/ai. */
  course: AiCourse | null;
  language: Language;
}

/**
 * /course/create/ai and /course/edit/ai/{id} (decision 0091): topic → outline job (progress) → the admin edits the
 * outline → content job (progress) → the admin edits the result → save. The outline and the result are the form's
 * values (decision 0108): once one exists, leaving the page asks first.
 */
export function AiCourseBuilder({ categories, course, language }: AiCourseBuilderProps) {
  const [request, setRequest] = useState({ topic: '', level: 'fundamental' as Level, language, sections: 3 as number | null });
  const [ids, setIds] = useState<GenerationIds | null>(null);
  const [running, setRunning] = useState<{ label: string; status: GenerationStatus | null } | null>(null);
  const [stepErrors, setStepErrors] = useState<FieldErrors>({});
  const form = useResourceForm<Draft>({
    screen,
    schema: AiCourseSaveSchema,
    toBody,
    initial: {
      outline: null,
      course: course?.course ?? null,
      generation_id: null,
      category_id: course?.category_id ? String(course.category_id) : (categories[0]?.value ?? ''),
      level: course?.level ?? 'fundamental',
      status: course?.status ?? 'draft',
      language: course?.language ?? language,
    },
    record: course,
    next: (saved) => `/course/detail/ai/${saved.id ?? course?.id}`,
  });
  const { values: draft, errors, set } = form;
  const abort = useRef(new AbortController());
  useEffect(() => () => abort.current.abort(), []);

  /** Starts a job and follows it; answers its result, or null after showing why it failed. */
  const follow = async (label: string, start: () => Promise<GenerationIds>): Promise<unknown> => {
    setRunning({ label, status: null });
    try {
      const started = await start();
      setIds(started);
      const final = await pollGeneration(started, (status) => setRunning({ label, status }), abort.current.signal);
      if (final.state === 'failed') showErrorMessage(final.error ?? 'The generation failed.', 'Generation failed');
      return final.state === 'done' ? final.result : null;
    } catch (err) {
      showError(err);
      return null;
    } finally {
      setRunning(null);
    }
  };

  const generateOutline = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = validate(OutlineRequestSchema, request);
    setStepErrors(found);
    if (Object.keys(found).length) return;
    const body = OutlineRequestSchema.parse(request);
    set('level', body.level);
    set('language', body.language);
    const made = await follow(M.outlineQueued, async () => (await courseAiClient.outline({ body })).data);
    if (made) set('outline', made as Outline);
  };

  const generateContent = async () => {
    const found = validate(OutlineSchema, draft.outline);
    setStepErrors(found);
    if (Object.keys(found).length || !ids) return;
    const outline = OutlineSchema.parse(draft.outline);
    const made = await follow(M.contentQueued, async () => (await courseAiClient.content({ body: { generation_id: ids.generation_id, outline } })).data);
    if (made) {
      set('generation_id', course ? null : ids.generation_id);
      set('course', made as GeneratedCourse);
    }
  };

  if (running) return <GenerationProgress label={running.label} status={running.status} />;

  if (draft.course)
    return (
      <form ref={form.formRef} className="card course-step" noValidate aria-label="Generated course" onSubmit={form.submit}>
        <h2>{course ? 'Edit the AI course' : 'Review the generated course'}</h2>
        <ResultEditor course={draft.course} onChange={(c) => set('course', c)} errors={errors} />
        <div className="course-grid">
          <Choice label="Category" required value={draft.category_id} options={categories} onChange={(v) => set('category_id', v)} error={errors.category_id} />
          <Choice label="Level" value={draft.level} options={LEVEL_OPTIONS} onChange={(v) => set('level', v)} />
          <Choice label="Status" value={draft.status} options={STATUS_OPTIONS} onChange={(v) => set('status', v)} />
          <Choice label="Language" value={draft.language} options={LANGUAGE_OPTIONS} onChange={(v) => set('language', v)} />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            Save course
          </button>
        </div>
      </form>
    );

  if (draft.outline)
    return (
      <section className="card course-step" aria-labelledby="ai-outline-title">
        <h2 id="ai-outline-title">Review the outline</h2>
        <OutlineEditor outline={draft.outline} onChange={(o) => set('outline', o)} errors={stepErrors} />
        <div className="form-actions">
          <button type="button" className="btn btn-outline" onClick={() => set('outline', null)}>
            Start over
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void generateContent()}>
            Generate content
          </button>
        </div>
      </section>
    );

  return (
    <form className="card course-step" noValidate aria-label="Course topic" onSubmit={(e) => void generateOutline(e)}>
      <TextField
        label="Topic"
        required
        value={request.topic}
        maxLength={TITLE_MAX}
        onChange={(v) => setRequest((r) => ({ ...r, topic: v }))}
        error={stepErrors.topic}
        placeholder="e.g. Handling customer complaints"
      />
      <div className="course-grid">
        <Choice label="Level" value={request.level} options={LEVEL_OPTIONS} onChange={(v) => setRequest((r) => ({ ...r, level: v }))} />
        <Choice label="Language" value={request.language} options={LANGUAGE_OPTIONS} onChange={(v) => setRequest((r) => ({ ...r, language: v }))} />
        <NumberInput
          label="Number of sections"
          required
          {...SECTIONS_RANGE}
          value={request.sections}
          onChange={(v) => setRequest((r) => ({ ...r, sections: v }))}
          error={stepErrors.sections}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary">
          Generate outline
        </button>
      </div>
    </form>
  );
}
