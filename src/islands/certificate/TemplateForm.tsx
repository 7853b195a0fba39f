import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { Select } from '@/ui/Select';
import { NumberInput } from '@/ui/NumberInput';
import { ImageField } from '@/islands/kit/ImageField';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import type { StoredFileRef } from '@/lib/file-ref';
import { guardedNavigate } from '@/stores/dirty-form';
import { templateApi } from '@/features/certificate/api';
import { templateMessages as M } from '@/features/certificate/messages';
import { sampleTexts } from '@/features/certificate/sample';
import {
  BODY_MAX,
  CITIES,
  HEADING_MAX,
  NAME_MAX,
  PLACEHOLDERS,
  PREFIX_MAX,
  TemplateInputSchema,
  TEMPLATE_TYPES,
  TITLE_MAX,
  TYPE_LABELS,
  type TemplateDetail,
  type ThemeRow,
} from '@/features/certificate/schemas';
import { CertificatePreview } from './CertificatePreview';

type Values = {
  title: string;
  type: number | null;
  theme_id: number | null;
  city: string;
  heading: string;
  body: string;
  signatory_name: string;
  signatory_position: string;
  signature: StoredFileRef | null;
  number_prefix: string;
  validity_months: number | null;
};

export interface TemplateFormProps {
  template?: TemplateDetail;
  /** The themes it may use: the active ones and the one it has. */
  themes: ThemeRow[];
}

const screen = saveChangesForm('certificate-template-form', '/certificate', templateApi, M);

const initialOf = (t?: TemplateDetail): Values => ({
  title: t?.title ?? '',
  type: t?.type ?? null,
  theme_id: t?.theme.id ?? null,
  city: t?.city ?? '',
  heading: t?.heading ?? 'Certificate of Completion',
  body: t?.body ?? 'has successfully completed {content_title} on {completion_date}.',
  signatory_name: t?.signatory_name ?? '',
  signatory_position: t?.signatory_position ?? '',
  signature: t?.signature ?? null,
  number_prefix: t?.number_prefix ?? '',
  validity_months: t?.validity_months ?? null,
});

/** /certificate/create and /certificate/edit/{id}: what the certificate says, beside it drawn on the chosen theme. */
export default function TemplateForm({ template, themes }: TemplateFormProps) {
  const form = useResourceForm({ screen, schema: TemplateInputSchema, initial: initialOf(template), record: template });
  const { values, errors, set } = form;
  const theme = themes.find((t) => t.id === values.theme_id);
  const texts = sampleTexts({ ...values, type: values.type ?? 2 });

  return (
    <div className="certificate-layout">
      <form
        ref={form.formRef}
        className="card"
        onSubmit={form.submit}
        noValidate
        aria-label={form.editing ? 'Edit Certificate Template' : 'Create Certificate Template'}
      >
        <TextField label="Title" required {...form.field('title')} maxLength={TITLE_MAX} placeholder="e.g. Course Completion Certificate" />
        <Select<number>
          label="Type"
          name="type"
          required
          options={TEMPLATE_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[String(t)] }))}
          value={values.type}
          onChange={(v) => set('type', v)}
          error={errors.type}
          placeholder="Choose the type"
        />
        <Select<number>
          label="Theme"
          name="theme_id"
          required
          options={themes.map((t) => ({ value: t.id, label: t.title }))}
          value={values.theme_id}
          onChange={(v) => set('theme_id', v)}
          error={errors.theme_id}
          placeholder="Choose a theme"
          noOptionsText="No theme yet: create one under Certificate Theme"
        />
        <TextField label="Heading" required {...form.field('heading')} maxLength={HEADING_MAX} placeholder="e.g. Certificate of Completion" />
        <Textarea label="Body" required {...form.field('body')} maxLength={BODY_MAX} rows={4} />
        <p className="certificate-placeholders" id="certificate-placeholders">
          Placeholders filled in on each certificate:{' '}
          {PLACEHOLDERS.map((p, i) => (
            <span key={p}>
              {i ? ', ' : ''}
              <code>{`{${p}}`}</code>
            </span>
          ))}
          .
        </p>
        <Select<string>
          label="City"
          name="city"
          options={CITIES.map((c) => ({ value: c, label: c }))}
          value={values.city || null}
          onChange={(v) => set('city', v ?? '')}
          error={errors.city}
          placeholder="Choose a city"
          clearable
        />
        <div className="certificate-form-pair">
          <TextField label="Signatory Name" {...form.field('signatory_name')} maxLength={NAME_MAX} placeholder="e.g. Dewi Lestari" />
          <TextField label="Signatory Position" {...form.field('signatory_position')} maxLength={NAME_MAX} placeholder="e.g. Head of Learning" />
        </div>
        <ImageField
          label="Signature Image"
          value={values.signature}
          onChange={(file) => set('signature', file)}
          folder="covers"
          accept="image/png,image/jpeg"
          hint="Optional. A PNG with a transparent background looks best; at most 2 MB."
          error={errors.signature}
        />
        <div className="certificate-form-pair">
          <TextField
            label="Certificate Number Prefix"
            {...form.field('number_prefix')}
            maxLength={PREFIX_MAX}
            placeholder="e.g. NLA/CRS-"
            hint="Numbers read prefix, year and a sequence: NLA/CRS-2026-000123."
          />
          <NumberInput
            label="Validity (months)"
            {...form.field('validity_months')}
            min={1}
            max={120}
            placeholder="No expiry"
            hint="Leave empty when the certificate does not expire."
          />
        </div>
        <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate('/certificate')} />
      </form>
      {theme ? <CertificatePreview look={theme} texts={texts} signature={values.signature} /> : <p className="card">Choose a theme to see the certificate.</p>}
    </div>
  );
}
