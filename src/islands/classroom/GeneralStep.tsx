import { useState, type FormEvent } from 'react';
import { TextField } from '@/ui/TextField';
import { Select } from '@/ui/Select';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { RadioGroup } from '@/ui/RadioGroup';
import { navigation } from '@/lib/fetcher';
import { toast } from '@/stores/toasts';
import { guardedNavigate } from '@/stores/dirty-form';
import { classroomClient } from '@/features/classroom/client';
import { classroomMessages as M } from '@/features/classroom/messages';
import { ClassroomGeneralSchema, STATUS_LABELS, TITLE_MAX, type ClassroomDetail, type ClassroomGeneral } from '@/features/classroom/schemas';
import { ThumbnailField, type StoredImage } from './ThumbnailField';
import { failure, issuesToErrors, stepHref, type Errors } from './wizard-kit';

export interface CategoryOption {
  label: string;
  value: number;
  depth: number;
}

/** Step 1 General: title, description (rich text), category from the /categories tree, thumbnail, status. */
export function GeneralStep({ classroom, categories }: { classroom: ClassroomDetail | null; categories: CategoryOption[] }) {
  const [values, setValues] = useState<ClassroomGeneral>({
    title: classroom?.title ?? '',
    description: classroom?.description ?? '',
    category_id: classroom?.category_id ?? null,
    thumbnail_file_id: classroom?.thumbnail_file_id ?? null,
    status: classroom?.status ?? 'draft',
  });
  const [thumbnail, setThumbnail] = useState<StoredImage | null>(
    classroom?.thumbnail && classroom.thumbnail_file_id ? { id: classroom.thumbnail_file_id, full_path: classroom.thumbnail } : null,
  );
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ClassroomGeneral>(k: K, v: ClassroomGeneral[K]) => {
    setValues((p) => ({ ...p, [k]: v }));
    setErrors((e) => ({ ...e, [k]: '' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ClassroomGeneralSchema.safeParse(values);
    if (!parsed.success) return setErrors(issuesToErrors(parsed.error.issues));
    setBusy(true);
    try {
      const id = classroom
        ? (await classroomClient.update(classroom.id, { ...parsed.data, updated_at: classroom.updated_at }), classroom.id)
        : (await classroomClient.create(parsed.data)).data.id;
      toast.flashSuccess(classroom ? M.saved : M.created);
      navigation.assign(stepHref(id, 2));
    } catch (err) {
      failure(err, setErrors, M.saveFailed);
      setBusy(false);
    }
  };

  return (
    <form className="card classroom-step" onSubmit={submit} noValidate aria-label="General">
      <h2>General</h2>
      <TextField
        label="Title"
        required
        name="title"
        value={values.title}
        onChange={(v) => set('title', v)}
        maxLength={TITLE_MAX}
        error={errors.title}
        placeholder="e.g. Leadership Essentials Bootcamp"
      />
      <RichTextEditor
        label="Description"
        value={values.description}
        onChange={(v) => set('description', v)}
        error={errors.description}
        imageFolder="image"
        placeholder="What learners will do and take away"
      />
      <Select<number>
        label="Category"
        name="category_id"
        options={categories.map((c) => ({ value: c.value, label: c.label }))}
        value={values.category_id}
        onChange={(v) => set('category_id', v)}
        error={errors.category_id}
        placeholder="Select category"
        clearable
      />
      <ThumbnailField
        value={thumbnail}
        error={errors.thumbnail_file_id}
        onChange={(img) => {
          setThumbnail(img);
          set('thumbnail_file_id', img?.id ?? null);
        }}
      />
      <RadioGroup
        label="Status"
        name="status"
        options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value: value as ClassroomGeneral['status'], label }))}
        value={values.status}
        onChange={(v) => set('status', v)}
      />
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={() => guardedNavigate('/classroom')}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Save and Continue
        </button>
      </div>
    </form>
  );
}
