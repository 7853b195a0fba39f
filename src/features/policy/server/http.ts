import { bind, reply } from '@/server/http/dispatch';
import { faqApi, policyApi, termApi, userPolicyApi } from '../api';
import { policyMessages as M } from '../messages';
import type { PolicyKind } from '../schemas';
import { acceptPolicy, getLearnerPolicies, getUserAcceptances } from './acceptances';
import { getPolicyOverview, getPolicyVersion } from './documents';
import { getFaq, getFooter, saveFaq } from './faq';
import { discardDraft, publishDraft, saveDraft } from './save-draft';

/** The same handlers for both versioned documents, each bound to its own declarations (and so its own key). */
function documentEndpoints(api: typeof termApi | typeof userPolicyApi, kind: PolicyKind) {
  return bind(api as typeof termApi, {
    overview: ({ caller }) => getPolicyOverview({ ...caller, kind }),
    version: ({ caller, params }) => getPolicyVersion({ ...caller, kind, id: params.id }),
    saveDraft: async ({ caller, body }) => reply(await saveDraft({ ...caller, kind, input: body }), M.draftSaved),
    discardDraft: async ({ caller, body }) => {
      await discardDraft({ ...caller, kind, updatedAt: body.updated_at });
      return reply(null, M.draftDiscarded);
    },
    publish: async ({ caller, body }) => {
      const published = await publishDraft({ ...caller, kind, updatedAt: body.updated_at });
      return reply(published, M.published(published.version ?? 0));
    },
  });
}

/** The policy endpoints (api.ts) bound to their use cases. */
export const policyEndpoints = [
  ...documentEndpoints(termApi, 'term_and_condition'),
  ...documentEndpoints(userPolicyApi, 'user_policy'),
  ...bind(faqApi, {
    get: ({ caller }) => getFaq(caller),
    save: async ({ caller, body }) => reply(await saveFaq({ ...caller, input: body }), M.faqSaved),
  }),
  ...bind(policyApi, {
    footer: ({ caller, params }) => getFooter({ ...caller, id: params.id }),
    learnerPolicies: ({ caller }) => getLearnerPolicies(caller),
    learnerAccept: async ({ caller, params, body }) => {
      const accepted = await acceptPolicy({ ...caller, kind: params.kind, version: body.version });
      return reply(accepted, M.accepted(accepted.version));
    },
    userAcceptances: ({ caller, params }) => getUserAcceptances({ ...caller, id: params.id }),
  }),
];
