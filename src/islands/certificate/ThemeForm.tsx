import { useId } from 'react';
import { Field } from '@/ui/Field';
import { TextField } from '@/ui/TextField';
import { RadioGroup } from '@/ui/RadioGroup';
import { Switch } from '@/ui/Switch';
import { ImageField } from '@/islands/kit/ImageField';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import type { StoredFileRef } from '@/lib/file-ref';
import { guardedNavigate } from '@/stores/dirty-form';
import { themeApi } from '@/features/certificate/api';
import { themeMessages as M } from '@/features/certificate/messages';
import { sampleTexts, THEME_SAMPLE } from '@/features/certificate/sample';
import {
  FONT_LABELS,
  FONTS,
  ORIENTATION_LABELS,
  ORIENTATIONS,
  ThemeInputSchema,
  TITLE_MAX,
  type CertificateFont,
  type Orientation,
  type ThemeDetail,
} from '@/features/certificate/schemas';
import { CertificatePreview } from './CertificatePreview';

type Values = {
  title: string;
  background: StoredFileRef | null;
  orientation: Orientation;
  text_color: string;
  font: CertificateFont;
  is_active: boolean;
};

const screen = saveChangesForm('certificate-theme-form', '/theme', themeApi, M);
const HEX = /^#[0-9a-fA-F]{6}$/;

const initialOf = (t?: ThemeDetail): Values => ({
  title: t?.title ?? '',
  background: t?.background ?? null,
  orientation: t?.orientation ?? 'landscape',
  text_color: t?.text_color ?? '#1f2937',
  font: t?.font ?? 'helvetica',
  is_active: t?.is_active ?? true,
});

/** /theme/create and /theme/edit/{id}: the theme's fields beside a sample certificate drawn on it as it is edited. */
export default function ThemeForm({ theme }: { theme?: ThemeDetail }) {
  const form = useResourceForm({ screen, schema: ThemeInputSchema, initial: initialOf(theme), record: theme });
  const { values, errors, set } = form;
  const pickerId = useId();
  const colour = HEX.test(values.text_color) ? values.text_color : '#1f2937';

  return (
    <div className="certificate-layout">
      <form
        ref={form.formRef}
        className="card"
        onSubmit={form.submit}
        noValidate
        aria-label={form.editing ? 'Edit Certificate Theme' : 'Create Certificate Theme'}
      >
        <TextField label="Title" required {...form.field('title')} maxLength={TITLE_MAX} placeholder="e.g. Classic Gold Frame" />
        <RadioGroup
          label="Orientation"
          name="orientation"
          value={values.orientation}
          onChange={(v) => set('orientation', v)}
          options={ORIENTATIONS.map((o) => ({ value: o, label: ORIENTATION_LABELS[o] }))}
        />
        <ImageField
          label="Background Image"
          required
          value={values.background}
          onChange={(file) => set('background', file)}
          folder="covers"
          accept="image/png,image/jpeg"
          hint="PNG or JPEG, at most 2 MB, with an A4 page's proportions in the chosen orientation (e.g. 3508 × 2480 px landscape). Keep the middle light: the text is set over it."
          error={errors.background}
        />
        <div className="certificate-form-pair">
          <TextField label="Text Colour" required {...form.field('text_color')} maxLength={7} placeholder="#1f2937" hint="A hex colour, e.g. #1f2937" />
          <Field id={pickerId} label="Pick a Colour">
            <input id={pickerId} className="certificate-colour" type="color" value={colour} onChange={(e) => set('text_color', e.target.value)} />
          </Field>
        </div>
        <RadioGroup
          label="Font"
          name="font"
          value={values.font}
          onChange={(v) => set('font', v)}
          options={FONTS.map((f) => ({ value: f, label: FONT_LABELS[f] }))}
        />
        <Switch
          label="Active"
          name="is_active"
          checked={values.is_active}
          onChange={(v) => set('is_active', v)}
          hint="An inactive theme is not offered for new templates; templates that use it keep it."
        />
        <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate('/theme')} />
      </form>
      <CertificatePreview
        look={{ background: values.background, orientation: values.orientation, text_color: colour, font: values.font }}
        texts={sampleTexts(THEME_SAMPLE)}
      />
    </div>
  );
}
