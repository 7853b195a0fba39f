import { useEffect, useId, useRef, useState } from 'react';
import { TextField } from '@/ui/TextField';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { Select } from '@/ui/Select';
import { RadioGroup } from '@/ui/RadioGroup';
import { RequiredMark } from '@/ui/RequiredMark';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { STORAGE_UPLOAD_PATH } from '@/lib/platform-paths';
import { api } from '@/lib/fetcher';
import { courseMessages as M } from '@/features/course/messages';
import {
  CourseGeneralSchema,
  DEFAULT_THUMBNAILS,
  LEVEL_LABELS,
  LEVELS,
  STATUS_LABELS,
  STATUSES,
  TITLE_MAX,
  type CourseDetail,
  type CourseGeneralInput,
  type StepSaved,
} from '@/features/course/schemas';
import { call, nextStepHref, PATHS, saveStep } from './wizard-kit';

export interface GeneralStepProps {
  course: CourseDetail | null;
  categories: { value: string; label: string }[];
  models: { id: string; name: string; description: string }[];
}

type Values = Required<Omit<CourseGeneralInput, 'category_id'>> & { category_id: number | null };

const initialOf = (c: CourseDetail | null): Values => ({
  title: c?.title ?? '',
  description: c?.description ?? '',
  category_id: c?.category_id ?? null,
  level: c?.level ?? 'fundamental',
  thumbnail_default: c ? c.thumbnail_default : 1,
  thumbnail_file_id: c?.thumbnail_file_id ?? null,
  status: c?.status ?? 'draft',
  confidentiality: c?.confidentiality ?? 'public',
  provider_id: c?.provider_id ?? null,
  instructional_model: c?.instructional_model ?? null,
});

/** Step 1, General: title, description, category, level, thumbnail, status, confidentiality, provider, model. */
export function GeneralStep({ course, categories, models }: GeneralStepProps) {
  const [values, setValues] = useState<Values>(() => initialOf(course));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [partners, setPartners] = useState<{ value: number; label: string }[]>([]);
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(course?.thumbnail_file_id ? course.thumbnail_url : null);
  const fileRef = useRef<HTMLInputElement>(null);
  const thumbLabel = useId();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  useEffect(() => {
    call<{ results: { id: number; name: string }[] }>(PATHS.partners, {}, { query: { page: 1, page_size: 100 } })
      .then((d) => setPartners(d.results.map((p) => ({ value: p.id, label: p.name }))))
      .catch(() => setPartners([]));
  }, []);

  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    form.append('folder', 'thumbnails');
    try {
      const data = await api<{ id: number; full_path: string }>(STORAGE_UPLOAD_PATH.replace(/^\/api/, ''), { method: 'POST', body: form });
      setValues((v) => ({ ...v, thumbnail_default: null, thumbnail_file_id: data.id }));
      setUploadedUrl(data.full_path);
      setErrors((e) => ({ ...e, thumbnail_default: '' }));
    } catch (err) {
      showError(err);
    }
  };

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    await saveStep({
      schema: CourseGeneralSchema,
      body: values,
      send: (body) =>
        course
          ? call<StepSaved>(PATHS.updateGeneral, { id: course.id }, { method: 'PATCH', body: { ...body, updated_at: course.updated_at } })
          : call<StepSaved>(PATHS.createGeneral, {}, { method: 'POST', body }),
      done: (saved) => {
        toast.flashSuccess(course ? M.saved : M.created);
        window.location.assign(nextStepHref(saved.id, 1));
      },
      setErrors,
      setSaving,
      failed: M.saveFailed,
    });
  };

  return (
    <form className="card course-step" noValidate onSubmit={(e) => void save(e)} aria-label="General">
      <TextField
        label="Title"
        required
        value={values.title}
        onChange={(v) => set('title', v)}
        error={errors.title}
        maxLength={TITLE_MAX}
        placeholder="e.g. Customer Service Excellence"
      />
      <RichTextEditor label="Description" value={values.description} onChange={(v) => set('description', v)} error={errors.description} imageFolder="image" />
      <div className="course-grid">
        <Select
          label="Category"
          required
          options={categories.map((c) => ({ value: Number(c.value), label: c.label }))}
          value={values.category_id}
          onChange={(v) => set('category_id', v)}
          error={errors.category_id}
          placeholder="Choose a category"
        />
        <Select
          label="Provider"
          options={partners}
          value={values.provider_id}
          onChange={(v) => set('provider_id', v)}
          error={errors.provider_id}
          placeholder="No provider (in-house)"
          clearable
        />
      </div>
      <RadioGroup
        label="Level"
        required
        options={LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))}
        value={values.level}
        onChange={(v) => set('level', v)}
        error={errors.level}
        className="course-inline"
      />
      <fieldset className="field" aria-describedby={errors.thumbnail_default ? `${thumbLabel}-error` : undefined}>
        <legend>
          Thumbnail <RequiredMark required />
        </legend>
        <div className="course-thumbs">
          {DEFAULT_THUMBNAILS.map((n) => (
            <label key={n} className={`course-thumb${values.thumbnail_default === n ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name="thumbnail"
                checked={values.thumbnail_default === n}
                onChange={() => setValues((v) => ({ ...v, thumbnail_default: n, thumbnail_file_id: null }))}
                aria-label={`Default thumbnail ${n}`}
              />
              <img src={`/course-thumbnails/default-${n}.svg`} alt="" width={120} height={68} />
            </label>
          ))}
          {uploadedUrl && (
            <label className={`course-thumb${values.thumbnail_file_id ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name="thumbnail"
                checked={values.thumbnail_file_id !== null}
                onChange={() => setValues((v) => ({ ...v, thumbnail_default: null, thumbnail_file_id: course?.thumbnail_file_id ?? v.thumbnail_file_id }))}
              />
              <img src={uploadedUrl} alt="Uploaded thumbnail" width={120} height={68} />
            </label>
          )}
        </div>
        <button type="button" className="btn btn-sm btn-outline" onClick={() => fileRef.current?.click()}>
          Upload Thumbnail
        </button>
        <input
          ref={fileRef}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          aria-label="Thumbnail file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void upload(f);
            e.target.value = '';
          }}
        />
        <p className="field-hint">One of the six defaults, or a JPG, PNG or WebP image (16:9 looks best).</p>
        {errors.thumbnail_default && (
          <p className="field-error" id={`${thumbLabel}-error`}>
            {errors.thumbnail_default}
          </p>
        )}
        {errors.thumbnail_file_id && <p className="field-error">{errors.thumbnail_file_id}</p>}
      </fieldset>
      <div className="course-grid">
        <RadioGroup
          label="Status"
          required
          options={STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          value={values.status}
          onChange={(v) => set('status', v)}
          className="course-inline"
        />
        <RadioGroup
          label="Confidentiality"
          options={[
            { value: 'public', label: 'Public' },
            { value: 'private', label: 'Private' },
          ]}
          value={values.confidentiality}
          onChange={(v) => set('confidentiality', v)}
          className="course-inline"
        />
      </div>
      <Select
        label="Instructional Design Model"
        options={models.map((m) => ({ value: m.id, label: `${m.name}: ${m.description}` }))}
        value={values.instructional_model}
        onChange={(v) => set('instructional_model', v as Values['instructional_model'])}
        placeholder="None"
        clearable
      />
      <div className="form-actions">
        <a className="btn btn-outline" href="/course">
          Cancel
        </a>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? 'Saving…' : 'Save and Continue'}
        </button>
      </div>
    </form>
  );
}
