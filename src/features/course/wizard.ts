import type { WizardScreen } from '@/lib/form-kit';

/**
 * The course wizard (spec 002 §2: General, Content, Others; decision 0086) as the form kit declares a wizard
 * (decision 0108): each step a page (`/course/edit/{id}?step=n`) saved through its own call, then the detail.
 */
export const courseWizard: WizardScreen = {
  formId: 'course-wizard',
  steps: ['General', 'Content', 'Others'],
  listHref: '/course',
  stepHref: (id, step) => `/course/edit/${id}?step=${step}`,
  doneHref: (id) => `/course/detail/${id}`,
};
