import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { RadioGroup } from '@/ui/RadioGroup';
import { NumberInput } from '@/ui/NumberInput';
import { CategorySelect } from '@/islands/kit/CategorySelect';
import { ImageField } from '@/islands/kit/ImageField';
import { MediaUploadField } from '@/islands/kit/MediaUploadField';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import type { StoredFileRef } from '@/lib/file-ref';
import { guardedNavigate } from '@/stores/dirty-form';
import type { CategoryOption } from '@/features/category/schemas';
import { digilibApi } from '@/features/digilib/api';
import { digilibMessages as M } from '@/features/digilib/messages';
import {
  DESCRIPTION_MAX,
  DIGILIB_TYPES,
  DigilibInputSchema,
  LINK_MAX,
  LOCATION_MAX,
  STOCK_MAX,
  TEXT_MAX,
  TITLE_MAX,
  TYPE_LABELS,
  type DigilibDetail,
  type DigilibType,
} from '@/features/digilib/schemas';
import './digilib.css';

type Values = {
  type: DigilibType;
  title: string;
  description: string;
  author: string;
  publisher: string;
  isbn: string;
  category_id: number | null;
  cover: StoredFileRef | null;
  ebook: StoredFileRef | null;
  location: string;
  stock: number | null;
  borrowed: number | null;
  partner_url: string;
};

export interface DigilibFormProps {
  item?: DigilibDetail;
  categories: CategoryOption[];
}

const screen = saveChangesForm('digilib-form', '/digilib', digilibApi, M);

const initialOf = (i?: DigilibDetail): Values => ({
  type: i?.type ?? 1,
  title: i?.title ?? '',
  description: i?.description ?? '',
  author: i?.author ?? '',
  publisher: i?.publisher ?? '',
  isbn: i?.isbn ?? '',
  category_id: i?.category?.id ?? null,
  cover: i?.cover ?? null,
  ebook: i?.ebook ?? null,
  location: i?.location ?? '',
  stock: i?.stock ?? null,
  borrowed: i?.borrowed ?? null,
  partner_url: i?.partner_url ?? '',
});

/** /digilib/create and /digilib/edit/{id}: the shared fields, then only the chosen type's own fields. */
export default function DigilibForm({ item, categories }: DigilibFormProps) {
  const form = useResourceForm({ screen, schema: DigilibInputSchema, initial: initialOf(item), record: item });
  const { values, errors, set } = form;

  return (
    <form
      ref={form.formRef}
      className="card digilib-form"
      onSubmit={form.submit}
      noValidate
      aria-label={form.editing ? 'Edit Digital Library' : 'Create Digital Library'}
    >
      <RadioGroup
        label="Type"
        required
        value={values.type}
        onChange={(v) => set('type', v)}
        options={DIGILIB_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
      />
      <TextField label="Title" required {...form.field('title')} maxLength={TITLE_MAX} placeholder="e.g. The Effective Executive" />
      <div className="digilib-form-pair">
        <TextField label="Author" {...form.field('author')} maxLength={TEXT_MAX} />
        <TextField label="Publisher" {...form.field('publisher')} maxLength={TEXT_MAX} />
      </div>
      <div className="digilib-form-pair">
        <TextField label="ISBN" {...form.field('isbn')} maxLength={20} placeholder="978-602-03-1234-5" hint="ISBN-10 or ISBN-13; hyphens are optional." />
        <CategorySelect categories={categories} {...form.field('category_id')} placeholder="Choose a category" />
      </div>
      <ImageField label="Cover" folder="covers" hint="JPG, PNG or WebP, at most 2 MB; a portrait image looks best." {...form.field('cover')} />
      <Textarea label="Description" {...form.field('description')} maxLength={DESCRIPTION_MAX} rows={4} />
      {values.type === 1 && (
        <MediaUploadField
          label="E-Book File"
          required
          value={values.ebook}
          onChange={(file) => set('ebook', file)}
          folder="ebooks"
          accept=".pdf,.epub,application/pdf,application/epub+zip"
          hint="PDF or EPUB, at most 200 MB."
          error={errors.ebook}
        />
      )}
      {values.type === 2 && (
        <>
          <TextField label="Location" required {...form.field('location')} maxLength={LOCATION_MAX} placeholder="e.g. Head office library, shelf B3" />
          <div className="digilib-form-pair">
            <NumberInput label="Stock" required {...form.field('stock')} min={0} max={STOCK_MAX} hint="Copies the library owns." />
            <NumberInput label="Borrowed" {...form.field('borrowed')} min={0} max={STOCK_MAX} hint="Copies out on loan now." />
          </div>
        </>
      )}
      {values.type === 3 && (
        <TextField
          label="Partner Link"
          type="url"
          required
          {...form.field('partner_url')}
          maxLength={LINK_MAX}
          placeholder="https://"
          hint="Where learners read it at the partner."
        />
      )}
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate('/digilib')} />
    </form>
  );
}
