import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { NumberInput } from '@/ui/NumberInput';
import { Select } from '@/ui/Select';
import { MultiSelect } from '@/ui/MultiSelect';
import type { FieldDef } from '@/features/branding/site-sections';

export interface Choice {
  id: number;
  name: string;
}

export interface SectionFieldsProps {
  fields: FieldDef[];
  value: Record<string, unknown>;
  onChange: (name: string, value: unknown) => void;
  /** Errors by field name (already scoped to this object). */
  errors: Record<string, string>;
  categories: Choice[];
  /** Opens the upload popup for an image field; `where` names it in the page (labels of items differ). */
  onUpload: (name: string) => void;
  /** Makes ids unique among the items of a section. */
  idPrefix: string;
}

/** The fields of a section or of one of its items, each drawn by its kind (docs/decisions/0136). */
export function SectionFields({ fields, value, onChange, errors, categories, onUpload, idPrefix }: SectionFieldsProps) {
  return (
    <>
      {fields.map((f) => {
        const common = { id: `${idPrefix}-${f.name}`, label: f.label, required: f.required, hint: f.hint, error: errors[f.name] ?? null };
        const text = typeof value[f.name] === 'string' ? (value[f.name] as string) : '';
        switch (f.kind) {
          case 'text':
          case 'link':
            return (
              <TextField
                key={f.name}
                {...common}
                value={text}
                maxLength={f.max}
                placeholder={f.kind === 'link' ? 'https://… or /path' : undefined}
                onChange={(v) => onChange(f.name, v)}
              />
            );
          case 'textarea':
            return <Textarea key={f.name} {...common} value={text} maxLength={f.max} rows={3} onChange={(v) => onChange(f.name, v)} />;
          case 'number':
            return (
              <NumberInput
                key={f.name}
                {...common}
                value={typeof value[f.name] === 'number' ? (value[f.name] as number) : null}
                min={f.min}
                max={f.max}
                onChange={(v) => onChange(f.name, v)}
              />
            );
          case 'select':
            return (
              <Select
                key={f.name}
                {...common}
                options={(f.options ?? []).map(([v, label]) => ({ value: v, label }))}
                value={text || null}
                onChange={(v) => onChange(f.name, v ?? '')}
              />
            );
          case 'categories':
            return (
              <MultiSelect
                key={f.name}
                {...common}
                options={categories.map((c) => ({ value: c.id, label: c.name }))}
                value={Array.isArray(value[f.name]) ? (value[f.name] as number[]) : []}
                onChange={(v) => onChange(f.name, v)}
                placeholder="All categories"
              />
            );
          case 'image':
            return (
              <div key={f.name} className="field" role="group" aria-labelledby={`${common.id}-label`}>
                <div className="field-label-row">
                  <span id={`${common.id}-label`}>
                    {f.label}
                    {f.required && <span aria-hidden="true"> *</span>}
                  </span>
                </div>
                <div className="branding-picture-row">
                  {text ? (
                    <img className="branding-picture" src={text} alt={f.label} />
                  ) : (
                    <span className="branding-picture branding-picture-none">No {f.label.toLowerCase()}</span>
                  )}
                  <button type="button" className="btn btn-sm btn-outline" onClick={() => onUpload(f.name)}>
                    {text ? `Change ${f.label}` : `Upload ${f.label}`}
                  </button>
                  {text && (
                    <button type="button" className="btn btn-sm btn-outline" onClick={() => onChange(f.name, '')}>
                      Remove {f.label}
                    </button>
                  )}
                </div>
                {common.error && (
                  <p className="field-error" role="alert">
                    {common.error}
                  </p>
                )}
              </div>
            );
        }
      })}
    </>
  );
}
