import { ConfirmDialog } from './ConfirmDialog';
import type { WizardStepForm } from './useWizardStep';

export interface WizardActionsProps {
  form: Pick<WizardStepForm, 'busy' | 'confirmDialog' | 'backHref' | 'listHref'>;
  /** 'Save and Continue', 'Save and Finish'… */
  submitLabel: string;
  /** Where Back (or, on the first step, Cancel) leads when it is not the previous step or the list. */
  backHref?: string;
  backLabel?: string;
}

/**
 * A wizard step's footer (decision 0108): Back to the previous step (Cancel to the list on the first), both plain
 * links that the dirty guard asks about when the step has typed input; the submit button; the confirmation step.
 */
export function WizardActions({ form, submitLabel, backHref, backLabel }: WizardActionsProps) {
  const href = backHref ?? form.backHref ?? form.listHref;
  const label = backLabel ?? ((backHref ?? form.backHref) ? 'Back' : 'Cancel');
  return (
    <>
      <div className="form-actions">
        <a className="btn btn-outline" href={href}>
          {label}
        </a>
        <button type="submit" className="btn" disabled={form.busy}>
          {form.busy ? 'Saving…' : submitLabel}
        </button>
      </div>
      <ConfirmDialog {...form.confirmDialog} />
    </>
  );
}
