import { toast } from '@/stores/toasts';
import { useState } from 'react';
import { TextField } from '@/ui/TextField';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { RadioGroup } from '@/ui/RadioGroup';
import { Switch } from '@/ui/Switch';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { useDirtyForm } from '@/ui/useDirtyForm';
import { showError } from '@/stores/error-dialog';
import { navigation } from '@/lib/fetcher';
import { guardedNavigate } from '@/stores/dirty-form';
import { assignmentClient } from '@/features/assignment/client';
import { assignmentMessages as M } from '@/features/assignment/messages';
import { AssignmentInputSchema, type AllowedExtensions, type AssignmentInput, type AssignmentRow } from '@/features/assignment/schemas';
import { ExtensionPicker } from './ExtensionPicker';
import { useDebouncedErrors } from './useDebouncedErrors';
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

/** /assignment/create and /assignment/edit/{id}: the assignment form (spec 002 §3, §5). */
export default function AssignmentForm({ mode, initial }: AssignmentFormProps) {
  const [values, setValues] = useState<Values>(() => initialValues(initial));
  const { errors, touch, validateAll } = useDebouncedErrors(values, 300);
  const [confirm, setConfirm] = useState<'save' | 'cancel' | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const dirty = useDirtyForm(`assignment-${mode}`);
  const parsed = AssignmentInputSchema.safeParse(values);
  const noTypes = values.upload_condition !== 'disallowed' && Object.values(values.allowed_upload_extensions).flat().length === 0;
  const canSubmit = parsed.success && !noTypes && !submitting;

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    // A field that reports its unchanged value (an editor settling) is not input: no message before the user acts.
    if (Object.is(values[name], value)) return;
    setValues((v) => {
      const next = { ...v, [name]: value };
      // Choosing disallowed clears the file types (spec 002 §4).
      if (name === 'upload_condition' && value === 'disallowed') next.allowed_upload_extensions = EMPTY_EXT;
      return next;
    });
    touch(name);
  };

  const save = async () => {
    setSubmitting(true);
    try {
      if (mode === 'create') {
        const res = await assignmentClient.create(values);
        toast.flashSuccess(res.message || M.createSuccess);
      } else {
        const res = await assignmentClient.update(initial!.id, { ...values, updated_at: initial!.updated_at });
        toast.flashSuccess(res.message || M.changeSuccess);
      }
      dirty.markClean();
      navigation.assign('/assignment');
    } catch (err) {
      setConfirm(null);
      showError(err, mode === 'create' ? M.createFailed : M.changeFailed);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      className="card"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (validateAll() && canSubmit) setConfirm('save');
      }}
    >
      <TextField label="Title" required value={values.title} onChange={(v) => set('title', v)} error={errors.title} placeholder="Title" maxLength={255} />
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
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={() => (mode === 'create' ? setConfirm('cancel') : guardedNavigate('/assignment'))}>
          Cancel
        </button>
        <button type="submit" className="btn" disabled={!canSubmit}>
          {mode === 'create' ? 'Create' : 'Save'}
        </button>
      </div>
      <ConfirmDialog
        open={confirm === 'save'}
        title={mode === 'create' ? 'Create Assignment' : 'Change Assignment'}
        text={mode === 'create' ? M.confirmCreate : M.confirmChange}
        confirmLabel="Yes"
        busy={submitting}
        onConfirm={save}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'cancel'}
        title="Cancel"
        text={M.confirmLeave}
        confirmLabel="Yes"
        variant="danger"
        onConfirm={() => {
          dirty.markClean();
          navigation.assign('/assignment');
        }}
        onCancel={() => setConfirm(null)}
      />
    </form>
  );
}
