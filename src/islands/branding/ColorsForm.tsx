import { useId } from 'react';
import { TextField } from '@/ui/TextField';
import { Field } from '@/ui/Field';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { brandingApi } from '@/features/branding/api';
import { DEFAULT_COLORS, formatRatio, judgeColor, type ColorField, type ContrastVerdict } from '@/features/branding/contrast';
import { brandingMessages as M } from '@/features/branding/messages';
import { ColorsInputSchema, type ColorsSettings, type ColorsValues } from '@/features/branding/schemas';
import { BrandPreview } from './BrandPreview';
import './branding.css';

const HREF = '/branding/primary-color';
const screen = saveChangesForm(
  'branding-colors',
  HREF,
  { update: brandingApi.saveColors },
  {
    ...M,
    created: M.colorsEdited,
    createFailed: M.colorsEditFailed,
    edited: M.colorsEdited,
    editFailed: M.colorsEditFailed,
  },
);

const FIELDS: { field: ColorField; label: string; hint: string }[] = [
  { field: 'primary_color', label: 'Primary Color', hint: 'Buttons, links, the header accent; white text is drawn on it.' },
  { field: 'secondary_color', label: 'Secondary Color', hint: "The console's menu and the learner site's footer; white text is drawn on it." },
  { field: 'text_color', label: 'Text Color', hint: 'Body text on white pages.' },
];

const HEX = /^#[0-9a-f]{6}$/i;

function Verdict({ verdict }: { verdict: ContrastVerdict | null }) {
  if (!verdict) return null;
  const label = verdict.level === 'pass' ? 'AA' : verdict.level === 'large' ? 'AA large text only' : 'Fails AA';
  return (
    <p className={`branding-verdict branding-verdict-${verdict.level}`} role={verdict.level === 'large' ? 'status' : undefined}>
      <strong>
        {formatRatio(verdict.ratio)} · {label}
      </strong>
      {verdict.level === 'large' && <> — {verdict.message}</>}
    </p>
  );
}

/**
 * /branding/primary-color: the three colours with a live preview of the console and the learner site, the WCAG
 * contrast of each as it is typed (refused below 3:1, warned below 4.5:1), and reset to the defaults. Saving reloads
 * the page, which the console then draws in the new colours (docs/decisions/0126).
 */
export default function ColorsForm({ settings, title, logo }: { settings: ColorsSettings; title: string; logo: string | null }) {
  const uid = useId();
  const initial: ColorsValues = { primary_color: settings.primary_color, secondary_color: settings.secondary_color, text_color: settings.text_color };
  const form = useResourceForm({ screen, schema: ColorsInputSchema, initial, record: { updated_at: settings.updated_at } });
  const { values } = form;
  const shown = (field: ColorField) => (HEX.test(values[field]) ? values[field].toLowerCase() : initial[field]);
  const isDefault = (Object.keys(DEFAULT_COLORS) as ColorField[]).every((f) => values[f].toLowerCase() === DEFAULT_COLORS[f]);

  return (
    <div className="branding-colors">
      <form ref={form.formRef} className="card branding-form" onSubmit={form.submit} noValidate aria-label="Colors">
        {FIELDS.map(({ field, label, hint }) => (
          <div key={field} className="branding-color-row">
            <TextField label={label} required {...form.field(field)} maxLength={7} placeholder="#0f766e" hint={hint} />
            <Field id={`${uid}-${field}-picker`} label={`Pick ${label}`}>
              <input
                id={`${uid}-${field}-picker`}
                className="branding-color-picker"
                type="color"
                value={shown(field)}
                onChange={(e) => form.set(field, e.target.value)}
              />
            </Field>
            <Verdict verdict={HEX.test(values[field]) ? judgeColor(field, values[field].toLowerCase()) : null} />
          </div>
        ))}
        <div className="branding-reset">
          <button type="button" className="btn btn-sm btn-outline" disabled={isDefault} onClick={() => form.patch({ ...DEFAULT_COLORS })}>
            Reset to Defaults
          </button>
          <span className="field-hint">
            Defaults: {DEFAULT_COLORS.primary_color}, {DEFAULT_COLORS.secondary_color}, {DEFAULT_COLORS.text_color}. Save to apply them.
          </span>
        </div>
        <FormActions form={form} submitLabel="Save Changes" onCancel={() => guardedNavigate('/dashboard')} />
      </form>
      <BrandPreview primary={shown('primary_color')} secondary={shown('secondary_color')} text={shown('text_color')} title={title} logo={logo} />
    </div>
  );
}
