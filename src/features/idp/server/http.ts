import { bind, reply } from '@/server/http/dispatch';
import { idpApi, tabApis } from '../api';
import { idpMessages as M } from '../messages';
import { DEVELOPMENT_OBJECTIVES } from '../objectives';
import type { IdpTab } from '../schemas';
import { discardDraft, getDraft, saveDraft } from './drafts';
import { pickCbaContent, pickCoaches, pickFormal, pickJobContent, pickProjects, pickRecommendedCategories } from './sources';
import { createTemplate, deleteTemplate, findTemplates, getTemplate, updateTemplate } from './templates';

function tabEndpoints(tab: IdpTab) {
  return bind(tabApis[tab] as (typeof tabApis)['recommended'], {
    list: ({ caller, query }) => findTemplates({ ...caller, tab, query }),
    get: ({ caller, params }) => getTemplate({ ...caller, tab, id: params.id }),
    create: async ({ caller, body }) => reply(await createTemplate({ ...caller, tab, input: body }), M.created, 201),
    update: async ({ caller, params, body }) => reply(await updateTemplate({ ...caller, tab, id: params.id, input: body }), M.updated),
    remove: async ({ caller, params }) => {
      await deleteTemplate({ ...caller, tab, id: params.id });
      return reply(null, M.deleted);
    },
  });
}

/** The IDP endpoints (api.ts) bound to their use cases. */
export const idpEndpoints = [
  ...tabEndpoints('recommended'),
  ...tabEndpoints('formal'),
  ...tabEndpoints('social'),
  ...tabEndpoints('experiential'),
  ...bind(idpApi, {
    objectives: () => [...DEVELOPMENT_OBJECTIVES],
    template: ({ caller, params }) => getTemplate({ ...caller, id: params.id }),
    formal: ({ caller, params, query }) => pickFormal({ ...caller, kind: params.kind, query }),
    project: ({ caller, query }) => pickProjects({ ...caller, query }),
    social: ({ caller, query }) => pickCoaches({ ...caller, query }),
    recommended: ({ caller, params, query }) => pickRecommendedCategories({ ...caller, kind: params.kind, query }),
    cbaContent: ({ caller, params, query }) => pickCbaContent({ ...caller, id: params.id, query }),
    jobContent: ({ caller, params, query }) => pickJobContent({ ...caller, id: params.id, query }),
    draft: ({ caller, query }) => getDraft({ ...caller, tab: query.tab, templateId: query.template_id }),
    saveDraft: async ({ caller, body }) => reply(await saveDraft({ ...caller, input: body }), M.draftSaved),
    discardDraft: async ({ caller, query }) => {
      await discardDraft({ ...caller, tab: query.tab, templateId: query.template_id });
      return reply(null, M.draftDiscarded);
    },
  }),
];
