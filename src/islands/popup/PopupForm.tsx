import { TextField } from '@/ui/TextField';
import { RadioGroup } from '@/ui/RadioGroup';
import { MultiSelect } from '@/ui/MultiSelect';
import { Switch } from '@/ui/Switch';
import { DateTimeField } from '@/ui/DateTimeField';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { ImageField } from '@/islands/kit/ImageField';
import { CategorySelect } from '@/islands/kit/CategorySelect';
import type { CategoryOption } from '@/features/category/schemas';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import type { StoredFileRef } from '@/lib/file-ref';
import { guardedNavigate } from '@/stores/dirty-form';
import { popupApi } from '@/features/popup/api';
import { popupMessages as M } from '@/features/popup/messages';
import {
  AUDIENCE_LABELS,
  CTA_LABEL_MAX,
  LINK_MAX,
  POPUP_AUDIENCES,
  PopupInputSchema,
  TITLE_MAX,
  type AudienceOptions,
  type PopupAudience,
  type PopupDetail,
} from '@/features/popup/schemas';
import { PopupPreview } from './PopupPreview';
import './popup.css';

type Values = {
  title: string;
  body: string;
  image: StoredFileRef | null;
  category_id: number | null;
  cta_label: string;
  cta_url: string;
  audience: PopupAudience;
  division_ids: number[];
  company_ids: number[];
  start_date: string;
  end_date: string;
  is_active: boolean;
};

export interface PopupFormProps {
  popup?: PopupDetail;
  audiences: AudienceOptions;
  /** Every category in tree order (the /categories tree). */
  categories: CategoryOption[];
}

const screen = saveChangesForm('popup-form', '/popup', popupApi, M);

const initialOf = (p?: PopupDetail): Values => ({
  title: p?.title ?? '',
  body: p?.body ?? '',
  image: p?.image ?? null,
  category_id: p?.category?.id ?? null,
  cta_label: p?.cta_label ?? '',
  cta_url: p?.cta_url ?? '',
  audience: p?.audience ?? 'everyone',
  division_ids: p?.divisions.map((d) => d.id) ?? [],
  company_ids: p?.companies.map((c) => c.id) ?? [],
  start_date: p?.start_date ?? '',
  end_date: p?.end_date ?? '',
  is_active: p?.is_active ?? true,
});

/** /popup/create and /popup/edit/{id}: the announcement's fields beside a live preview of what learners see. */
export default function PopupForm({ popup, audiences, categories }: PopupFormProps) {
  const form = useResourceForm({ screen, schema: PopupInputSchema, initial: initialOf(popup), record: popup });
  const { values, errors, set } = form;

  return (
    <div className="popup-form-layout">
      <form ref={form.formRef} className="card" onSubmit={form.submit} noValidate aria-label={form.editing ? 'Edit Popup' : 'Create Popup'}>
        <TextField label="Title" required {...form.field('title')} maxLength={TITLE_MAX} placeholder="e.g. Registration for the 2027 intake is open" />
        <CategorySelect
          categories={categories}
          required={false}
          clearable
          {...form.field('category_id')}
          placeholder="No category"
          hint="Optional: files the popup under a topic of the category tree."
        />
        <RichTextEditor label="Body" value={values.body} onChange={(v) => set('body', v)} error={errors.body} imageFolder="image" />
        <ImageField label="Image" folder="covers" hint="JPG, PNG or WebP, at most 2 MB; a 16:9 image fills the top of the popup." {...form.field('image')} />
        <div className="popup-form-pair">
          <TextField label="Button Label" {...form.field('cta_label')} maxLength={CTA_LABEL_MAX} placeholder="e.g. Register now" />
          <TextField label="Button Link" type="url" {...form.field('cta_url')} maxLength={LINK_MAX} placeholder="https://" />
        </div>
        <RadioGroup
          label="Audience"
          value={values.audience}
          onChange={(v) => set('audience', v)}
          options={POPUP_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
        />
        {values.audience === 'divisions' && (
          <MultiSelect<number> label="Divisions" required options={audiences.divisions} {...form.field('division_ids')} placeholder="Choose divisions" />
        )}
        {values.audience === 'companies' && (
          <MultiSelect<number> label="Companies" required options={audiences.companies} {...form.field('company_ids')} placeholder="Choose companies" />
        )}
        <div className="popup-form-pair">
          <DateTimeField kind="date" label="Start Date (WIB)" required {...form.field('start_date')} />
          <DateTimeField kind="date" label="End Date (WIB)" required {...form.field('end_date')} />
        </div>
        <Switch label="Active" {...form.toggle('is_active')} hint="An inactive popup is not shown, even between its dates." />
        <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate('/popup')} />
      </form>
      <PopupPreview title={values.title} body={values.body} image={values.image} ctaLabel={values.cta_label} ctaUrl={values.cta_url} />
    </div>
  );
}
