import { ConfirmDialog } from './ConfirmDialog';
import './ui.css';
import type { ResourceForm } from './useResourceForm';

export interface FormActionsProps {
  form: Pick<ResourceForm, 'busy' | 'confirmDialog'>;
  submitLabel: string;
  onCancel: () => void;
  /** Defaults to disabled while sending; a form that must be complete first passes `!form.isValid || form.busy`. */
  submitDisabled?: boolean;
}

/** A kit form's Cancel and submit buttons and its confirmation step (decision 0071). */
export function FormActions({ form, submitLabel, onCancel, submitDisabled = form.busy }: FormActionsProps) {
  return (
    <>
      <div className="form-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn" disabled={submitDisabled}>
          {submitLabel}
        </button>
      </div>
      <ConfirmDialog {...form.confirmDialog} />
    </>
  );
}
