import { useState } from 'react';
import { TextField } from '@/ui/TextField';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { RadioGroup } from '@/ui/RadioGroup';
import { Switch } from '@/ui/Switch';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import type { FormScreen } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { assignmentApi } from '@/features/assignment/api';
import { assignmentMessages as M } from '@/features/assignment/messages';
import { AssignmentInputSchema, type AllowedExtensions, type AssignmentInput, type AssignmentRow } from '@/features/assignment/schemas';
import { ExtensionPicker } from './ExtensionPicker';
import './assignment.css';

export interface AssignmentFormProps {
  mode: 'create' | 'edit';
  initial?: AssignmentRow;
}

type Values = Required<Omit<AssignmentInput, 'allowed_upload_extensions'>> & { allowed_upload_extensions: AllowedExtensions };
const EMPTY_EXT: AllowedExtensions = { documents: [], videos: [], audios: [], others: [] };

function initialValues(a?: AssignmentRow): Values {
  return {
    title: a?.title ?? '',
    instruction: a?.instruction ?? '',
    grading_status: a?.grading_status ?? 'graded',
    assignment_type: a?.assignment_type ?? 'individual',
    upload_condition: a?.upload_condition ?? 'required',
    submit_condition: a?.submit_condition ?? 'resubmit',
    display_result: a?.display_result ?? false,
    allowed_upload_extensions: a?.allowed_upload_extensions ?? EMPTY_EXT,
  };
}

/**
 * The form's declaration (decision 0071): both modes ask first (spec 002 §5); the toast says the server's message;
 * a field's message appears 300 ms after input.
 */
const screen: FormScreen = {
  formId: 'assignment-form',
  listHref: '/assignment',
  endpoints: { create: assignmentApi.create, update: assignmentApi.update },
  messages: { created: M.createSuccess, edited: M.changeSuccess, createFailed: M.createFailed, editFailed: M.changeFailed },
  confirm: {
    create: { title: 'Create Assignment', text: M.confirmCreate, confirmLabel: 'Yes' },
    edit: { title: 'Change Assignment', text: M.confirmChange, confirmLabel: 'Yes' },
  },
  successFromServer: true,
  debounceMs: 300,
};

// Choosing disallowed clears the file types (spec 002 §4).
const derive = (next: Values, changed: keyof Values) =>
  changed === 'upload_condition' && next.upload_condition === 'disallowed' ? { ...next, allowed_upload_extensions: EMPTY_EXT } : next;
const hasTypes = (v: Values) => v.upload_condition === 'disallowed' || Object.values(v.allowed_upload_extensions).flat().length > 0;

/** /assignment/create and /assignment/edit/{id}: the assignment form (spec 002 §3, §5). */
export default function AssignmentForm({ mode, initial }: AssignmentFormProps) {
  const [initialState] = useState(() => initialValues(initial));
  const form = useResourceForm({
    screen,
    schema: AssignmentInputSchema,
    initial: initialState,
    record: mode === 'edit' ? initial : null,
    derive,
    ready: hasTypes,
  });
  const { values, errors, set } = form;
  const [leaving, setLeaving] = useState(false);

  return (
    <form ref={form.formRef} className="card" noValidate onSubmit={form.submit}>
      <TextField label="Title" required {...form.field('title')} placeholder="Title" maxLength={255} />
      <RichTextEditor
        label="Instruction"
        required
        value={values.instruction}
        onChange={(v) => set('instruction', v)}
        error={errors.instruction}
        imageFolder="image"
      />
      <div className="asg-grid">
        <RadioGroup
          label="Grading Status"
          value={values.grading_status}
          onChange={(v) => set('grading_status', v)}
          options={[
            { value: 'graded', label: 'Graded' },
            { value: 'ungraded', label: 'Ungraded' },
          ]}
        />
        <RadioGroup
          label="Assignment Type"
          value={values.assignment_type}
          onChange={(v) => set('assignment_type', v)}
          options={[
            { value: 'individual', label: 'Individual' },
            { value: 'group', label: 'Group' },
          ]}
        />
        <RadioGroup
          label="Upload Condition"
          value={values.upload_condition}
          onChange={(v) => set('upload_condition', v)}
          options={[
            { value: 'required', label: 'Required' },
            { value: 'optional', label: 'Optional' },
            { value: 'disallowed', label: 'Disallowed' },
          ]}
        />
        <RadioGroup
          label="Submit Condition"
          value={values.submit_condition}
          onChange={(v) => set('submit_condition', v)}
          options={[
            { value: 'resubmit', label: 'Resubmit' },
            { value: 'no_resubmit', label: 'No Resubmit' },
          ]}
        />
      </div>
      <Switch label="Display Result" checked={values.display_result} onChange={(v) => set('display_result', v)} />
      <ExtensionPicker
        value={values.allowed_upload_extensions}
        onChange={(v) => set('allowed_upload_extensions', v)}
        disabled={values.upload_condition === 'disallowed'}
        error={errors.allowed_upload_extensions}
      />
      <FormActions
        form={form}
        submitLabel={mode === 'create' ? 'Create' : 'Save'}
        submitDisabled={!form.isValid || form.busy}
        onCancel={() => (mode === 'create' ? setLeaving(true) : guardedNavigate('/assignment'))}
      />
      <ConfirmDialog
        open={leaving}
        title="Cancel"
        text={M.confirmLeave}
        confirmLabel="Yes"
        variant="danger"
        onConfirm={form.leave}
        onCancel={() => setLeaving(false)}
      />
    </form>
  );
}
