import type { WizardScreen } from '@/lib/form-kit';

const V2 = '/api/cms/v2';

/**
 * The steps' calls (method and path), declared once: the contract (api.ts) binds each to its schemas and access, and
 * the step islands send through them without loading the whole contract.
 */
export const courseStepCalls = {
  createGeneral: { method: 'POST', path: `${V2}/course-general` },
  updateGeneral: { method: 'PATCH', path: `${V2}/course-general/:id` },
  updateContent: { method: 'PATCH', path: `${V2}/course-content/:id` },
  updateOther: { method: 'PATCH', path: `${V2}/course-other/:id` },
} as const;

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
