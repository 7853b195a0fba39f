import { useState, type FormEvent } from 'react';
import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { ImageUpload } from '@/ui/ImageUpload';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { useDirtyForm } from '@/ui/useDirtyForm';
import { navigation } from '@/lib/fetcher';
import { showError } from '@/stores/error-dialog';
import { guardedNavigate } from '@/stores/dirty-form';
import { toast } from '@/stores/toasts';
import { categoryClient } from '@/features/category/client';
import { categoryMessages as M } from '@/features/category/messages';
import { BUILTIN_ICON_NAMES, BUILTIN_PREFIX, readIcon } from '@/features/category/icons';
import { MAX_DEPTH } from '@/features/category/tree';
import { CategoryInputSchema, DESCRIPTION_MAX, NAME_MAX, type CategoryOption } from '@/features/category/schemas';
import { CategoryIcon } from './CategoryIcon';
import './category.css';

type Values = { name: string; description: string; parent_id: number | null; icon: string | null; is_active: boolean };
type Errors = Partial<Record<keyof Values, string>>;

export interface CategoryFormProps {
  /** Edit: the category as stored (with the updated_at the edit starts from). */
  category?: Values & { id: number; updated_at: string };
  /** Every category in tree order (GET /categories/options). */
  options: CategoryOption[];
}

const FORM_ID = 'category-form';

function validate(values: Values): Errors {
  const result = CategoryInputSchema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as keyof Values] ??= issue.message;
  return errors;
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
  return options
    .filter((_, i) => at < 0 || i < at || i >= below)
    .filter((o) => o.depth + height <= MAX_DEPTH)
    .map((o) => ({ label: `${'\u2003'.repeat(o.depth - 1)}${o.label}`, value: o.value }));
}

/** /categories/create and /categories/edit/{id}: validated on input and on submit, Save Changes? on edit, dirty guard. */
export default function CategoryForm({ category, options }: CategoryFormProps) {
  const editing = Boolean(category);
  const initial: Values = category
    ? { name: category.name, description: category.description, parent_id: category.parent_id, icon: category.icon, is_active: category.is_active }
    : { name: '', description: '', parent_id: null, icon: null, is_active: true };
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const { markClean, markDirty } = useDirtyForm(FORM_ID);
  const icon = readIcon(values.icon);

  const change = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setErrors((prev) => ({ ...prev, [key]: validate(next)[key] }));
  };

  const finish = (message: string) => {
    markClean();
    toast.flashSuccess(message);
    navigation.assign('/categories');
  };

  const send = async () => {
    setBusy(true);
    try {
      if (category) {
        const res = await categoryClient.update({ params: { id: category.id }, body: { ...values, updated_at: category.updated_at } });
        finish(res.data.changed ? M.edited : M.nothingChanged);
      } else {
        await categoryClient.create({ body: values });
        finish(M.created);
      }
    } catch (err) {
      markDirty();
      showError(err, editing ? M.editFailed : M.createFailed);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (category) {
      const same =
        values.name.trim() === initial.name &&
        values.description.trim() === initial.description &&
        values.parent_id === initial.parent_id &&
        values.icon === initial.icon &&
        values.is_active === initial.is_active;
      if (same) {
        toast.warning(M.nothingChanged, { duration: 3000 });
        return;
      }
      setConfirming(true);
      return;
    }
    void send();
  };

  return (
    <form className="card category-form" onSubmit={submit} noValidate aria-label={editing ? 'Edit Category' : 'Create Category'}>
      <TextField
        label="Name"
        name="name"
        required
        value={values.name}
        onChange={(v) => change('name', v)}
        error={errors.name}
        maxLength={NAME_MAX}
        placeholder="Enter name"
      />
      <Textarea
        label="Description"
        name="description"
        value={values.description}
        onChange={(v) => change('description', v)}
        error={errors.description}
        maxLength={DESCRIPTION_MAX}
        placeholder="Enter description"
      />
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
      <Switch
        label="Active"
        name="is_active"
        checked={values.is_active}
        onChange={(v) => change('is_active', v)}
        hint="Inactive categories are kept but not offered to learners."
      />
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={() => guardedNavigate('/categories')}>
          Cancel
        </button>
        <button type="submit" className="btn" disabled={busy}>
          {editing ? 'Save Changes' : 'Save'}
        </button>
      </div>
      <ImageUpload open={uploading} onClose={() => setUploading(false)} folder="image" title="Upload Icon" onUploaded={(url) => change('icon', url)} />
      <ConfirmDialog
        open={confirming}
        title={M.saveChanges}
        confirmLabel="Save"
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
