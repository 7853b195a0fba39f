import { useState } from 'react';
import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { ImageUpload } from '@/ui/ImageUpload';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { categoryApi } from '@/features/category/api';
import { categoryMessages as M } from '@/features/category/messages';
import { BUILTIN_ICON_NAMES, BUILTIN_PREFIX, readIcon } from '@/features/category/icons';
import { MAX_DEPTH } from '@/features/category/tree';
import { CategoryInputSchema, DESCRIPTION_MAX, NAME_MAX, type CategoryOption } from '@/features/category/schemas';
import { indentedCategories } from '@/islands/kit/CategorySelect';
import { CategoryIcon } from './CategoryIcon';
import './category.css';

type Values = { name: string; description: string; parent_id: number | null; icon: string | null; is_active: boolean };

export interface CategoryFormProps {
  /** Edit: the category as stored (with the updated_at the edit starts from). */
  category?: Values & { id: number; updated_at: string };
  /** Every category in tree order (GET /categories/options). */
  options: CategoryOption[];
}

/**
 * The parents a category may take: not itself nor anything below it, and deep enough room for its subtree
 * (the server checks the same rules; this only keeps impossible choices out of the list).
 */
function parentChoices(options: CategoryOption[], id: number | undefined) {
  const at = options.findIndex((o) => o.value === id);
  let below = at + 1;
  while (at >= 0 && below < options.length && options[below].depth > options[at].depth) below += 1;
  const height = at < 0 ? 1 : Math.max(1, ...options.slice(at, below).map((o) => o.depth - options[at].depth + 1));
  const choices = options.filter((_, i) => at < 0 || i < at || i >= below).filter((o) => o.depth + height <= MAX_DEPTH);
  return indentedCategories(choices);
}

/** The form's declaration (decision 0071): sends at once on create, asks 'Save Changes?' on edit. */
const screen = saveChangesForm('category-form', '/categories', categoryApi, M);

/** /categories/create and /categories/edit/{id}: validated on input and on submit, Save Changes? on edit, dirty guard. */
export default function CategoryForm({ category, options }: CategoryFormProps) {
  const initial: Values = category
    ? { name: category.name, description: category.description, parent_id: category.parent_id, icon: category.icon, is_active: category.is_active }
    : { name: '', description: '', parent_id: null, icon: null, is_active: true };
  const form = useResourceForm({ screen, schema: CategoryInputSchema, initial, record: category });
  const { values, errors } = form;
  const change = form.set;
  const [uploading, setUploading] = useState(false);
  const icon = readIcon(values.icon);

  return (
    <form ref={form.formRef} className="card category-form" onSubmit={form.submit} noValidate aria-label={form.editing ? 'Edit Category' : 'Create Category'}>
      <TextField label="Name" required {...form.field('name')} maxLength={NAME_MAX} placeholder="Enter name" />
      <Textarea label="Description" {...form.field('description')} maxLength={DESCRIPTION_MAX} placeholder="Enter description" />
      <Select<number>
        label="Parent Category"
        name="parent_id"
        options={parentChoices(options, category?.id)}
        value={values.parent_id}
        onChange={(v) => change('parent_id', v)}
        error={errors.parent_id}
        placeholder="None (top level)"
        hint={`Categories can be nested up to ${MAX_DEPTH} levels.`}
        clearable
      />
      <div className="field" role="group" aria-labelledby="category-icon-label">
        <div className="field-label-row">
          <span id="category-icon-label">Icon</span>
        </div>
        <div className="category-icons">
          {BUILTIN_ICON_NAMES.map((name) => {
            const value = `${BUILTIN_PREFIX}${name}`;
            return (
              <button
                key={name}
                type="button"
                aria-pressed={values.icon === value}
                aria-label={`Icon ${name}`}
                title={name}
                onClick={() => change('icon', value)}
              >
                <CategoryIcon icon={value} />
              </button>
            );
          })}
          {icon?.kind === 'image' && (
            <button type="button" aria-pressed="true" aria-label="Uploaded icon">
              <CategoryIcon icon={values.icon} />
            </button>
          )}
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setUploading(true)}>
            Upload Image
          </button>
          {values.icon && (
            <button type="button" className="btn btn-sm btn-outline" onClick={() => change('icon', null)}>
              No icon
            </button>
          )}
        </div>
        {errors.icon && <p className="field-error">{errors.icon}</p>}
      </div>
      <Switch label="Active" {...form.toggle('is_active')} hint="Inactive categories are kept but not offered to learners." />
      <ImageUpload open={uploading} onClose={() => setUploading(false)} folder="image" title="Upload Icon" onUploaded={(url) => change('icon', url)} />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate('/categories')} />
    </form>
  );
}
