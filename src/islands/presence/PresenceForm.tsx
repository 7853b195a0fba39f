import { useEffect, useState, type FormEvent } from 'react';
import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { Select } from '@/ui/Select';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { useDirtyForm } from '@/ui/useDirtyForm';
import { navigation } from '@/lib/fetcher';
import { showError } from '@/stores/error-dialog';
import { guardedNavigate } from '@/stores/dirty-form';
import { toast } from '@/stores/toasts';
import { presenceClient } from '@/features/presence/client';
import { presenceMessages as M } from '@/features/presence/messages';
import { DESCRIPTION_MAX, PresenceInputSchema, type TextOption } from '@/features/presence/schemas';

type Values = { title: string; description: string; content_type: string };
type Errors = Partial<Record<keyof Values, string>>;

export interface PresenceFormProps {
  /** Edit: the presence as stored (with the updated_at the edit starts from). */
  presence?: Values & { id: number; updated_at: string };
  moduleTypes: TextOption[];
}

const FORM_ID = 'presence-form';

function validate(values: Values): Errors {
  const result = PresenceInputSchema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof Values;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** /presence/create and /presence/edit/{id} (spec 002 §5): required fields, 255 characters, Save Changes? on edit. */
export default function PresenceForm({ presence, moduleTypes: initialTypes }: PresenceFormProps) {
  const editing = Boolean(presence);
  const initial: Values = presence
    ? { title: presence.title, description: presence.description, content_type: presence.content_type }
    : { title: '', description: '', content_type: '' };
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [types, setTypes] = useState<TextOption[]>(initialTypes);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { markClean, markDirty } = useDirtyForm(FORM_ID);

  useEffect(() => {
    presenceClient.moduleTypes().then(setTypes, () => undefined);
  }, []);

  const change = (key: keyof Values, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setErrors((prev) => ({ ...prev, [key]: validate(next)[key] }));
  };

  const finish = (message: string) => {
    markClean();
    // The list shows the message; the form is clean, so leaving asks nothing.
    toast.flashSuccess(message);
    navigation.assign('/presence');
  };

  const send = async () => {
    setBusy(true);
    try {
      if (presence) {
        const res = await presenceClient.update(presence.id, { ...values, updated_at: presence.updated_at } as never);
        finish(res.data.changed ? M.edited : M.nothingChanged);
      } else {
        await presenceClient.create(values as never);
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
    if (presence) {
      const same = values.title.trim() === initial.title && values.description.trim() === initial.description && values.content_type === initial.content_type;
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
    <form className="card presence-form" onSubmit={submit} noValidate aria-label={editing ? 'Edit Presence' : 'Create Presence'}>
      <TextField label="Title" name="title" required value={values.title} onChange={(v) => change('title', v)} error={errors.title} placeholder="Enter title" />
      <Textarea
        label="Description"
        name="description"
        required
        value={values.description}
        onChange={(v) => change('description', v)}
        error={errors.description}
        maxLength={DESCRIPTION_MAX}
        placeholder="Enter description"
      />
      <Select<string>
        label="Module Type"
        name="content_type"
        required
        options={types}
        value={values.content_type || null}
        onChange={(v) => change('content_type', v ?? '')}
        error={errors.content_type}
        placeholder="Select module type"
      />
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={() => guardedNavigate('/presence')}>
          Cancel
        </button>
        <button type="submit" className="btn" disabled={busy}>
          {editing ? 'Save Changes' : 'Save'}
        </button>
      </div>
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
