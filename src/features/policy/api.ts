import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import {
  AcceptedSchema,
  AcceptInputSchema,
  DocumentSchema,
  DraftInputSchema,
  DraftStampSchema,
  FaqInputSchema,
  FaqSchema,
  FooterSchema,
  KindParamSchema,
  LearnerPoliciesSchema,
  PolicyOverviewSchema,
  UserAcceptancesSchema,
} from './schemas';

/**
 * One versioned document's settings calls (docs/decisions/0125), under its own path and permission key: the overview
 * (current version, draft, history), one version, saving and discarding the draft, publishing it.
 */
function documentApi<const S extends string, const K extends 'setting-term_and_condition' | 'setting-user_policy'>(slug: S, key: K, title: string) {
  const base = `/api/cms/settings/${slug}` as const;
  const guard = { access: 'key', key } as const;
  return {
    overview: endpoint({
      method: 'GET',
      path: base,
      ...guard,
      summary: `${title}: the current version, the draft and every version`,
      response: PolicyOverviewSchema,
    }),
    version: endpoint({
      method: 'GET',
      path: `${base}/versions/:id`,
      ...guard,
      summary: `${title}: one version (or the draft) with its text`,
      response: DocumentSchema,
    }),
    saveDraft: endpoint({
      method: 'PUT',
      path: `${base}/draft`,
      ...guard,
      summary: `${title}: save the draft (rich text sanitised on the server; a stale updated_at is 409)`,
      body: DraftInputSchema,
      response: DocumentSchema,
    }),
    discardDraft: endpoint({
      method: 'DELETE',
      path: `${base}/draft`,
      ...guard,
      summary: `${title}: discard the draft (a stale updated_at is 409)`,
      body: DraftStampSchema,
      response: z.null(),
    }),
    publish: endpoint({
      method: 'POST',
      path: `${base}/draft/publish`,
      ...guard,
      summary: `${title}: publish the draft as the next version; every learner must accept it again`,
      body: DraftStampSchema,
      response: DocumentSchema,
    }),
  };
}

export const termApi = endpoints(documentApi('term-and-condition', 'setting-term_and_condition', 'Terms and conditions'));
export const userPolicyApi = endpoints(documentApi('user-policy', 'setting-user_policy', 'User policy'));

export const faqApi = endpoints({
  get: endpoint({
    method: 'GET',
    path: '/api/cms/settings/faq',
    access: 'key',
    key: 'setting-faq',
    summary: 'The FAQ: question and answer pairs in order',
    response: FaqSchema,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/cms/settings/faq',
    access: 'key',
    key: 'setting-faq',
    summary: 'Save the whole FAQ in its order (a stale updated_at is 409)',
    body: FaqInputSchema,
    response: FaqSchema,
  }),
});

/** The learner's calls and the footer (spec 002 §7), and the user detail's read of what a user accepted. */
export const policyApi = endpoints({
  footer: endpoint({
    method: 'GET',
    path: '/api/organizations/:id/footer',
    access: 'public',
    summary: "The learner site's footer: the FAQ as JSON text (spec 002 §7); another organisation's id is a 404",
    response: FooterSchema,
  }),
  learnerPolicies: endpoint({
    method: 'GET',
    path: '/api/learner/policies',
    access: 'signed-in',
    summary: 'Learner: the current terms and user policy, what the learner accepted and whether they must accept again',
    response: LearnerPoliciesSchema,
  }),
  learnerAccept: endpoint({
    method: 'POST',
    path: '/api/learner/policies/:kind/accept',
    access: 'signed-in',
    summary: 'Learner: accept the current version of term_and_condition or user_policy (a version no longer current is 409)',
    params: KindParamSchema,
    body: AcceptInputSchema,
    response: AcceptedSchema,
  }),
  userAcceptances: endpoint({
    method: 'GET',
    path: '/api/cms/users/:id/policy-acceptances',
    access: 'key',
    key: 'account-user',
    summary: "A user's acceptances of the terms and the user policy, per version, and whether they must accept again",
    response: UserAcceptancesSchema,
  }),
});
