import { useEffect, useRef, useState } from 'react';
import { TextField } from '@/ui/TextField';
import { NumberInput } from '@/ui/NumberInput';
import { showError, showErrorMessage } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
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
import { aiMessages as M } from '@/features/course/ai/messages';
import { LEVEL_LABELS, LEVELS, STATUS_LABELS, STATUSES, TITLE_MAX, type StepSaved } from '@/features/course/schemas';
import { serverErrors, zodErrors } from '@/islands/course/wizard-kit';
import { Choice } from './Choice';
import { GenerationProgress } from './GenerationProgress';
import { OutlineEditor } from './OutlineEditor';
import { ResultEditor } from './ResultEditor';
import { AI_PATHS, call, pollGeneration, type GenerationIds } from './ai-kit';

type Level = (typeof LEVELS)[number];
type Language = (typeof AI_LANGUAGES)[number];
const LEVEL_OPTIONS = LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }));
const STATUS_OPTIONS = STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const LANGUAGE_OPTIONS = AI_LANGUAGES.map((l) => ({ value: l, label: AI_LANGUAGE_LABELS[l] }));

export interface AiCourseBuilderProps {
  categories: { value: string; label: string }[];
  /** The AI course being edited (/course/edit/ai/{id}); null on /course/create/ai. */
  course: AiCourse | null;
  language: Language;
}

/**
 * /course/create/ai and /course/edit/ai/{id} (decision 0091): topic → outline job (progress) → the admin edits the
 * outline → content job (progress) → the admin edits the result → save (the regular wizard's use cases on the server).
 */
export function AiCourseBuilder({ categories, course, language }: AiCourseBuilderProps) {
  const [request, setRequest] = useState({ topic: '', level: 'fundamental' as Level, language, sections: 3 as number | null });
  const [ids, setIds] = useState<GenerationIds | null>(null);
  const [outline, setOutline] = useState<Outline | null>(null);
  const [result, setResult] = useState<GeneratedCourse | null>(course?.course ?? null);
  const [running, setRunning] = useState<{ label: string; status: GenerationStatus | null } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [meta, setMeta] = useState({
    category_id: course?.category_id ? String(course.category_id) : (categories[0]?.value ?? ''),
    level: course?.level ?? ('fundamental' as Level),
    status: course?.status ?? ('draft' as (typeof STATUSES)[number]),
    language: course?.language ?? language,
  });
  const [saving, setSaving] = useState(false);
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
    const parsed = OutlineRequestSchema.safeParse(request);
    if (!parsed.success) return setErrors(zodErrors(parsed.error));
    setErrors({});
    setMeta((m) => ({ ...m, level: parsed.data.level, language: parsed.data.language }));
    const made = await follow(M.outlineQueued, () => call(AI_PATHS.outline, {}, { method: 'POST', body: parsed.data }));
    if (made) setOutline(made as Outline);
  };

  const generateContent = async () => {
    const parsed = OutlineSchema.safeParse(outline);
    if (!parsed.success || !ids) return setErrors(parsed.success ? {} : zodErrors(parsed.error));
    setErrors({});
    const made = await follow(M.contentQueued, () =>
      call(AI_PATHS.content, {}, { method: 'POST', body: { generation_id: ids.generation_id, outline: parsed.data } }),
    );
    if (made) setResult(made as GeneratedCourse);
  };

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = { ...meta, category_id: Number(meta.category_id) || null, generation_id: course ? null : (ids?.generation_id ?? null), course: result };
    const parsed = AiCourseSaveSchema.safeParse(body);
    if (!parsed.success) return setErrors(zodErrors(parsed.error));
    setSaving(true);
    try {
      const saved = course
        ? await call<StepSaved>(AI_PATHS.update, { id: course.id }, { method: 'PATCH', body: { ...parsed.data, updated_at: course.updated_at } })
        : await call<StepSaved>(AI_PATHS.create, {}, { method: 'POST', body: parsed.data });
      toast.flashSuccess(M.saved);
      window.location.assign(`/course/detail/ai/${saved.id}`);
    } catch (err) {
      setSaving(false);
      const fields = serverErrors(err);
      if (fields) setErrors(fields);
      else showError(err);
    }
  };

  if (running) return <GenerationProgress label={running.label} status={running.status} />;

  if (result)
    return (
      <form className="card course-step" noValidate aria-label="Generated course" onSubmit={(e) => void save(e)}>
        <h2>{course ? 'Edit the AI course' : 'Review the generated course'}</h2>
        <ResultEditor course={result} onChange={setResult} errors={errors} />
        <div className="course-grid">
          <Choice
            label="Category"
            required
            value={meta.category_id}
            options={categories}
            onChange={(v) => setMeta((m) => ({ ...m, category_id: v }))}
            error={errors.category_id}
          />
          <Choice label="Level" value={meta.level} options={LEVEL_OPTIONS} onChange={(v) => setMeta((m) => ({ ...m, level: v }))} />
          <Choice label="Status" value={meta.status} options={STATUS_OPTIONS} onChange={(v) => setMeta((m) => ({ ...m, status: v }))} />
          <Choice label="Language" value={meta.language} options={LANGUAGE_OPTIONS} onChange={(v) => setMeta((m) => ({ ...m, language: v }))} />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            Save course
          </button>
        </div>
      </form>
    );

  if (outline)
    return (
      <section className="card course-step" aria-labelledby="ai-outline-title">
        <h2 id="ai-outline-title">Review the outline</h2>
        <OutlineEditor outline={outline} onChange={setOutline} errors={errors} />
        <div className="form-actions">
          <button type="button" className="btn btn-outline" onClick={() => setOutline(null)}>
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
        error={errors.topic}
        placeholder="e.g. Handling customer complaints"
      />
      <div className="course-grid">
        <Choice label="Level" value={request.level} options={LEVEL_OPTIONS} onChange={(v) => setRequest((r) => ({ ...r, level: v }))} />
        <Choice label="Language" value={request.language} options={LANGUAGE_OPTIONS} onChange={(v) => setRequest((r) => ({ ...r, language: v }))} />
        <NumberInput
          label="Number of sections"
          required
          min={1}
          max={12}
          value={request.sections}
          onChange={(v) => setRequest((r) => ({ ...r, sections: v }))}
          error={errors.sections}
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
