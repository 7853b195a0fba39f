import { TextField } from '@/ui/TextField';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { RadioGroup } from '@/ui/RadioGroup';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
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
import { CategorySelect } from '@/islands/kit/CategorySelect';
import { THUMBNAIL_HINT, ThumbnailField, oneThumbnail } from '@/islands/kit/ThumbnailField';
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

/** /program/create and /program/edit/{id}: the general data (decision 0146), validated on input and on submit. */
export default function ProgramForm({ program, categories }: ProgramFormProps) {
  const form = useResourceForm({ screen, schema: ProgramInputSchema, initial: initialOf(program), record: program, derive: oneThumbnail });
  const { values, errors } = form;
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
        <CategorySelect categories={categories} {...form.field('category_id')} placeholder="Choose a category" />
        <RadioGroup
          label="Level"
          required
          options={PROGRAM_LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))}
          value={values.level}
          onChange={(v) => form.set('level', v)}
          error={errors.level}
        />
      </div>
      <ThumbnailField
        id="program-thumbnail"
        required
        defaults={DEFAULT_THUMBNAILS}
        defaultUrl={defaultThumbnailUrl}
        thumbnailDefault={values.thumbnail_default}
        thumbnailFileId={values.thumbnail_file_id}
        initialUpload={program?.thumbnail_file_id && program.thumbnail_url ? { id: program.thumbnail_file_id, url: program.thumbnail_url } : null}
        onDefault={(n) => form.set('thumbnail_default', n)}
        onFile={(id) => form.set('thumbnail_file_id', id)}
        hint={THUMBNAIL_HINT}
        error={errors.thumbnail_default || errors.thumbnail_file_id}
      />
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
