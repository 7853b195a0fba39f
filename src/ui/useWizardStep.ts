import { useMemo } from 'react';
import { navigation } from '@/lib/fetcher';
import type { FormScreen, SavedAnswer, WizardScreen } from '@/lib/form-kit';
import { useResourceForm, type UseResourceFormOptions } from './useResourceForm';

export interface WizardStepOptions<V extends object> extends Omit<UseResourceFormOptions<V>, 'screen' | 'next' | 'onUnchanged'> {
  wizard: WizardScreen;
  /** This step's number (1-based), as the page read it from `?step=`. */
  step: number;
  /** This step's calls from the area's contract: create (the first step of a new record) and update. */
  endpoints: FormScreen['endpoints'];
  /** The step's texts: the toast after creating and after saving, and the failure's fallback. */
  messages: { created?: string; saved: string; failed: string };
  /** The record has this step saved already (resuming): unchanged, it goes on without sending. */
  saved?: boolean;
  /** Where saving leads instead of the next step (the content step opened on its own, from the detail page). */
  next?: (saved: SavedAnswer) => string;
}

/**
 * One step of a wizard on the form kit (decision 0108): the step's form (`useResourceForm` with the step's schema
 * and endpoint), dirty from the first change (moving between saved steps asks nothing; leaving typed input asks
 * 'Leave this page?'), and after saving the flash toast on the next step's page (`?step=n+1`), the last step's
 * `doneHref`. A step saved before that nobody changed is not sent again: Continue just goes on.
 */
export function useWizardStep<V extends object>(options: WizardStepOptions<V>) {
  const { wizard, step, endpoints, messages, saved = false, next, ...form } = options;
  const { created, saved: edited, failed } = messages;
  const screen = useMemo<FormScreen>(
    () => ({
      formId: wizard.formId,
      listHref: wizard.listHref,
      endpoints,
      messages: { created: created ?? edited, edited, createFailed: failed, editFailed: failed },
      dirtyOnChange: true,
    }),
    [created, edited, endpoints, failed, wizard],
  );
  const id = form.record?.id;
  const onward = (answer: SavedAnswer) => {
    if (next) return next(answer);
    const saved = answer.id ?? id!;
    return step >= wizard.steps.length ? wizard.doneHref(saved) : wizard.stepHref(saved, step + 1);
  };
  const kit = useResourceForm({
    ...form,
    screen,
    next: onward,
    onUnchanged: saved && id !== undefined ? () => navigation.assign(onward({ id })) : undefined,
  });
  return {
    ...kit,
    /** The previous step's page (a link: leaving with changes asks first), or null on the first step. */
    backHref: step > 1 && id !== undefined ? wizard.stepHref(id, step - 1) : null,
    listHref: wizard.listHref,
  };
}

export type WizardStepForm = ReturnType<typeof useWizardStep>;
