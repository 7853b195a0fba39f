import { useState } from 'react';
import { TextField } from '@/ui/TextField';
import { Select } from '@/ui/Select';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { TITLE_MAX, mediaInputSchema, mediaMessages, type MediaDetail, type MediaFile, type MediaKindInfo } from '@/lib/media-library';
import { MediaUploadField } from '@/islands/kit/MediaUploadField';
import { ThumbnailField } from './ThumbnailField';
import './media.css';

export interface MediaFormProps {
  /** The area's kind (its features/<area>/kind.ts). */
  info: MediaKindInfo;
  /** The categories in tree order (value: the id), resolved on the server. */
  categories: { label: string; value: string }[];
  /** Edit: the item as stored (with the updated_at the edit starts from). */
  item?: MediaDetail;
}

type Values = {
  title: string;
  description: string;
  category_id: number | null;
  file_id: number;
  thumbnail: string | null;
};

/** A media area's create and edit (decision 0071's form kit): the media file through one field, Save Changes? on edit. */
export default function MediaForm({ info, categories, item }: MediaFormProps) {
  const M = mediaMessages(info.noun, info.plural);
  const [screen] = useState(() =>
    saveChangesForm(`${info.kind}-form`, info.base, { create: { method: 'POST', path: info.api }, update: { method: 'PATCH', path: `${info.api}/:id` } }, M),
  );
  const [schema] = useState(() => mediaInputSchema(M));
  const initial: Values = {
    title: item?.title ?? '',
    description: item?.description ?? '',
    category_id: item?.category?.id ?? null,
    file_id: item?.file?.id ?? 0,
    thumbnail: item?.thumbnail ?? null,
  };
  const form = useResourceForm({ screen, schema, initial, record: item });
  const [file, setFile] = useState<MediaFile | null>(item?.file ?? null);
  const options = categories.map((c) => ({ value: Number(c.value), label: c.label }));

  return (
    <form
      ref={form.formRef}
      className="card media-form"
      onSubmit={form.submit}
      noValidate
      aria-label={form.editing ? `Edit ${info.noun}` : `Create ${info.noun}`}
    >
      <TextField label="Title" required {...form.field('title')} maxLength={TITLE_MAX} placeholder={`e.g. ${info.example}`} />
      <RichTextEditor
        label="Description"
        value={form.values.description}
        onChange={(v) => form.set('description', v)}
        error={form.errors.description}
        imageFolder="image"
      />
      <Select
        label="Category"
        options={options}
        value={form.values.category_id}
        onChange={(v) => form.set('category_id', v)}
        placeholder="Pick a category"
        clearable
        error={form.errors.category_id}
      />
      <MediaUploadField
        required
        label={`${info.noun} File`}
        value={file && { width: null, height: null, ...file }}
        onChange={(f) => {
          setFile(f);
          form.set('file_id', f?.id ?? 0);
        }}
        folder={info.folder}
        accept={info.accept}
        hint={`${info.formats}; its duration is read from the file after saving.`}
        error={form.errors.file_id}
      />
      <ThumbnailField
        value={form.values.thumbnail}
        onChange={(v) => form.set('thumbnail', v)}
        videoUrl={info.visual ? file?.full_path : null}
        error={form.errors.thumbnail}
      />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate(info.base)} />
    </form>
  );
}
