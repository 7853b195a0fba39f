import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { NumberInput } from '@/ui/NumberInput';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { expertLevelApi } from '@/features/directory/api';
import { directoryMessages as M } from '@/features/directory/messages';
import { DESCRIPTION_MAX, ExpertLevelInputSchema, LEVEL_VALUE_MAX, LEVEL_VALUE_MIN, NAME_MAX } from '@/features/directory/schemas';
import './directory.css';

type Values = { title: string; value: number | null; description: string };

const screen = saveChangesForm('expert-level-form', '/user/expert-level', expertLevelApi, M.expertLevel);

export interface ExpertLevelFormProps {
  record?: Values & { id: number; updated_at: string };
}

/** /user/expert-level create and edit: a title and its value (the rank, 1 = entry level), both unique. */
export default function ExpertLevelForm({ record }: ExpertLevelFormProps) {
  const initial: Values = record ? { title: record.title, value: record.value, description: record.description } : { title: '', value: null, description: '' };
  const form = useResourceForm({ screen, schema: ExpertLevelInputSchema, initial, record });
  return (
    <form
      ref={form.formRef}
      className="card directory-form"
      onSubmit={form.submit}
      noValidate
      aria-label={form.editing ? 'Edit Expert Level' : 'Create Expert Level'}
    >
      <TextField label="Title" required {...form.field('title')} maxLength={NAME_MAX} placeholder="e.g. Senior Expert" />
      <NumberInput
        label="Value"
        required
        {...form.field('value')}
        min={LEVEL_VALUE_MIN}
        max={LEVEL_VALUE_MAX}
        placeholder="e.g. 3"
        hint={`The level's rank from ${LEVEL_VALUE_MIN} (entry level) to ${LEVEL_VALUE_MAX}; pickers list levels by it.`}
      />
      <Textarea label="Description" {...form.field('description')} maxLength={DESCRIPTION_MAX} placeholder="What an expert at this level does" />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate('/user/expert-level')} />
    </form>
  );
}
