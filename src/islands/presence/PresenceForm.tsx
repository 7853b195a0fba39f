import { useEffect, useState } from 'react';
import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { Select } from '@/ui/Select';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { presenceApi } from '@/features/presence/api';
import { presenceClient } from '@/features/presence/client';
import { presenceMessages as M } from '@/features/presence/messages';
import { DESCRIPTION_MAX, PresenceInputSchema, type TextOption } from '@/features/presence/schemas';

type Values = { title: string; description: string; content_type: string };

export interface PresenceFormProps {
  /** Edit: the presence as stored (with the updated_at the edit starts from). */
  presence?: Values & { id: number; updated_at: string };
  moduleTypes: TextOption[];
}

/** The form's declaration (decision 0071): no confirmation on create, 'Save Changes?' on edit (spec 002 §5). */
const screen = saveChangesForm('presence-form', '/presence', presenceApi, M);

/** /presence/create and /presence/edit/{id} (spec 002 §5): required fields, 255 characters, Save Changes? on edit. */
export default function PresenceForm({ presence, moduleTypes: initialTypes }: PresenceFormProps) {
  const initial: Values = presence
    ? { title: presence.title, description: presence.description, content_type: presence.content_type }
    : { title: '', description: '', content_type: '' };
  const form = useResourceForm({ screen, schema: PresenceInputSchema, initial, record: presence });
  const [types, setTypes] = useState<TextOption[]>(initialTypes);

  useEffect(() => {
    presenceClient.moduleTypes().then(setTypes, () => undefined);
  }, []);

  return (
    <form ref={form.formRef} className="card presence-form" onSubmit={form.submit} noValidate aria-label={form.editing ? 'Edit Presence' : 'Create Presence'}>
      <TextField label="Title" required {...form.field('title')} placeholder="Enter title" />
      <Textarea label="Description" required {...form.field('description')} maxLength={DESCRIPTION_MAX} placeholder="Enter description" />
      <Select<string>
        label="Module Type"
        name="content_type"
        required
        options={types}
        value={form.values.content_type || null}
        onChange={(v) => form.set('content_type', v ?? '')}
        error={form.errors.content_type}
        placeholder="Select module type"
      />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate('/presence')} />
    </form>
  );
}
