import type { WizardScreen } from '@/lib/form-kit';
import { STEP_LABELS } from './messages';

/**
 * The classroom wizard (spec 002 §2: 1 General, 2 Content, 3 Batch, 4 Participant; decision 0087) as the form kit
 * declares a wizard (decision 0108). Step 3 lives at the spec's /classroom/create/batch?id=; the last step leads to
 * the detail.
 */
export const classroomWizard: WizardScreen = {
  formId: 'classroom-wizard',
  steps: STEP_LABELS,
  listHref: '/classroom',
  stepHref: (id, step) => (step === 3 ? `/classroom/create/batch?id=${id}` : `/classroom/edit/${id}?step=${step}`),
  doneHref: (id) => `/classroom/detail/${id}`,
};
