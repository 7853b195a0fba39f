import type { IdpTab } from './schemas';

/** The steps of a create or an edit (spec 002 §2's routes), each a page of its own that resumes from the draft. */
export type StepMode = { kind: 'create'; tab: IdpTab } | { kind: 'edit'; tab: IdpTab; id: number };

export const STEP_LABELS = ['Template', 'Learning', 'Cart', 'Review'] as const;

/** Where each step of a create or an edit lives. */
export function stepHrefs(m: StepMode) {
  const q = m.kind === 'create' ? `?tab=${m.tab}` : `?id=${m.id}`;
  const edit = m.kind === 'edit' ? '/edit' : '';
  return {
    fields: m.kind === 'create' ? `/setting/template/create?tab=${m.tab}` : `/setting/template/edit/${m.id}`,
    learning: `/setting/template/learning${edit}${q}`,
    cart: `/setting/template/cart/cart-learning${edit}${q}`,
    review: `/setting/template/review${edit}${q}`,
    list: `/setting/template?tab=${m.tab}`,
  };
}

export const templateId = (m: StepMode) => (m.kind === 'edit' ? m.id : 0);
