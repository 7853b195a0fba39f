import { useRef, useState } from 'react';
import { TextField } from '@/ui/TextField';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { Select } from '@/ui/Select';
import { RadioGroup } from '@/ui/RadioGroup';
import { RequiredMark } from '@/ui/RequiredMark';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { uploadStoredFile } from '@/ui/upload';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { showError } from '@/stores/error-dialog';
import { programApi } from '@/features/program/api';
import { programMessages as M } from '@/features/program/messages';
import {
  DEFAULT_THUMBNAILS,
  defaultThumbnailUrl,
  LEVEL_LABELS,
  PROGRAM_LEVELS,
  PROGRAM_STATUSES,
  ProgramInputSchema,
  STATUS_LABELS,
  TITLE_MAX,
  type ProgramDetail,
  type ProgramInput,
} from '@/features/program/schemas';
import './program.css';

export interface ProgramFormProps {
  /** Edit: the program as stored (with the updated_at the edit starts from). */
  program?: ProgramDetail;
  categories: { value: string; label: string }[];
}

type Values = Required<Omit<ProgramInput, 'category_id'>> & { category_id: number | null };

/** The form's declaration (decision 0071): sends at once on create, asks 'Save Changes?' on edit. */
const screen = saveChangesForm('program-form', '/program', programApi, M);

const initialOf = (p: ProgramDetail | undefined): Values => ({
  title: p?.title ?? '',
  description: p?.description ?? '',
  category_id: p?.category_id ?? null,
  level: p?.level ?? 'fundamental',
  thumbnail_default: p ? p.thumbnail_default : 1,
  thumbnail_file_id: p ? p.thumbnail_file_id : null,
  status: p?.status ?? 'draft',
});

/** The thumbnail is one of the defaults or the uploaded image, never both: choosing one clears the other. */
const oneThumbnail = (v: Values, changed: keyof Values): Values => {
  if (changed === 'thumbnail_default' && v.thumbnail_default !== null) return { ...v, thumbnail_file_id: null };
  if (changed === 'thumbnail_file_id' && v.thumbnail_file_id !== null) return { ...v, thumbnail_default: null };
  return v;
};

/** /program/create and /program/edit/{id}: the general data (decision 0146), validated on input and on submit. */
export default function ProgramForm({ program, categories }: ProgramFormProps) {
  const form = useResourceForm({ screen, schema: ProgramInputSchema, initial: initialOf(program), record: program, derive: oneThumbnail });
  const { values, errors } = form;
  const [uploaded, setUploaded] = useState<{ id: number; url: string } | null>(
    program?.thumbnail_file_id && program.thumbnail_url ? { id: program.thumbnail_file_id, url: program.thumbnail_url } : null,
  );
  const fileRef = useRef<HTMLInputElement>(null);

  const upload = async (file: File) => {
    try {
      const stored = await uploadStoredFile(file, 'thumbnails');
      setUploaded({ id: stored.id, url: stored.full_path });
      form.set('thumbnail_file_id', stored.id);
    } catch (err) {
      showError(err);
    }
  };

  return (
    <form ref={form.formRef} className="card program-form" noValidate onSubmit={form.submit} aria-label={form.editing ? 'Edit Program' : 'Create Program'}>
      <TextField label="Title" required {...form.field('title')} maxLength={TITLE_MAX} placeholder="e.g. New Manager Program" />
      <RichTextEditor
        label="Description"
        value={values.description}
        onChange={(v) => form.set('description', v)}
        error={errors.description}
        imageFolder="image"
      />
      <div className="program-grid">
        <Select
          label="Category"
          required
          options={categories.map((c) => ({ value: Number(c.value), label: c.label }))}
          {...form.field('category_id')}
          placeholder="Choose a category"
        />
        <RadioGroup
          label="Level"
          required
          options={PROGRAM_LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))}
          value={values.level}
          onChange={(v) => form.set('level', v)}
          error={errors.level}
        />
      </div>
      <fieldset className="field" aria-describedby={errors.thumbnail_default ? 'program-thumbnail-error' : undefined}>
        <legend>
          Thumbnail <RequiredMark required />
        </legend>
        <div className="program-thumbs">
          {DEFAULT_THUMBNAILS.map((n) => (
            <label key={n} className={`program-thumb${values.thumbnail_default === n ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name="thumbnail"
                checked={values.thumbnail_default === n}
                onChange={() => form.set('thumbnail_default', n)}
                aria-label={`Default thumbnail ${n}`}
              />
              <img src={defaultThumbnailUrl(n)} alt="" width={120} height={68} />
            </label>
          ))}
          {uploaded && (
            <label className={`program-thumb${values.thumbnail_file_id ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name="thumbnail"
                checked={values.thumbnail_file_id !== null}
                onChange={() => form.set('thumbnail_file_id', uploaded.id)}
                aria-label="Uploaded thumbnail"
              />
              <img src={uploaded.url} alt="" width={120} height={68} />
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
        {(errors.thumbnail_default || errors.thumbnail_file_id) && (
          <p className="field-error" id="program-thumbnail-error">
            {errors.thumbnail_default || errors.thumbnail_file_id}
          </p>
        )}
      </fieldset>
      <RadioGroup
        label="Status"
        required
        options={PROGRAM_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        value={values.status}
        onChange={(v) => form.set('status', v)}
      />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate('/program')} />
    </form>
  );
}
