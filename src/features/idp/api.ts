import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { listResultSchema } from '@/lib/list-schema';
import {
  CoachItemSchema,
  ContentQuerySchema,
  DraftInputSchema,
  DraftKeySchema,
  DraftSchema,
  FormalKindSchema,
  JobContentSchema,
  ObjectiveSchema,
  PickerQuerySchema,
  PickItemSchema,
  RecommendedKindSchema,
  SocialKindSchema,
  TemplateInputSchema,
  TemplateListQuerySchema,
  TemplatePatchSchema,
  TemplateRowSchema,
  TemplateSchema,
  type IdpTab,
} from './schemas';

const guard = { access: 'key', key: 'setting-template' } as const;

/** The template calls of one tab (spec 002 §7: GET /cms/{tab}/templates, GET/POST/PATCH /cms/{tab}/template), one path per tab. */
function tabApi<const T extends IdpTab>(tab: T) {
  const base = `/api/cms/${tab}` as const;
  return endpoints({
    list: endpoint({
      method: 'GET',
      path: `${base}/templates`,
      ...guard,
      summary: `IDP templates of the ${tab} tab (date_from, date_until, order_by, order_type; 8 a page)`,
      query: TemplateListQuerySchema,
      response: listResultSchema(TemplateRowSchema),
    }),
    get: endpoint({ method: 'GET', path: `${base}/template/:id`, ...guard, summary: `One IDP template of the ${tab} tab`, response: TemplateSchema }),
    create: endpoint({
      method: 'POST',
      path: `${base}/template`,
      ...guard,
      summary: `Create an IDP template of the ${tab} tab from its fields and cart (spec 002 §4's selection rules); drops the draft`,
      body: TemplateInputSchema,
      response: TemplateSchema,
    }),
    update: endpoint({
      method: 'PATCH',
      path: `${base}/template/:id`,
      ...guard,
      summary: `Update an IDP template of the ${tab} tab: title, description, topics (and its objectives, thumbnail and cart after the edit's steps)`,
      body: TemplatePatchSchema,
      response: TemplateSchema,
    }),
    remove: endpoint({ method: 'DELETE', path: `${base}/template/:id`, ...guard, summary: `Delete an IDP template of the ${tab} tab`, response: z.null() }),
  });
}

export const tabApis = {
  recommended: tabApi('recommended'),
  formal: tabApi('formal'),
  social: tabApi('social'),
  experiential: tabApi('experiential'),
} as const;

const page = <T extends z.ZodType>(item: T) => listResultSchema(item);

/** The IDP calls shared by the tabs (spec 002 §7) and the drafts that make each step resumable (docs/decisions/0134). */
export const idpApi = endpoints({
  objectives: endpoint({
    method: 'GET',
    path: '/api/cms/idp/development-objective',
    ...guard,
    summary: 'The development objectives a template may serve',
    response: z.array(ObjectiveSchema),
  }),
  template: endpoint({ method: 'GET', path: '/api/cms/idp/template/:id', ...guard, summary: 'One IDP template, whatever its tab', response: TemplateSchema }),
  formal: endpoint({
    method: 'GET',
    path: '/api/cms/idp/formal-learning/:kind',
    ...guard,
    summary: "Formal learning to pick: the organisation's courses, live events or programs, by title; 8 a page",
    params: FormalKindSchema,
    query: PickerQuerySchema,
    response: page(PickItemSchema).extend({ available: z.boolean() }),
  }),
  project: endpoint({
    method: 'GET',
    path: '/api/cms/idp/experiential-learning/project',
    ...guard,
    summary: "Experiential learning to pick: projects, the organisation's assignments (decision 0134); 8 a page",
    query: PickerQuerySchema,
    response: page(PickItemSchema),
  }),
  social: endpoint({
    method: 'GET',
    path: '/api/cms/idp/social-learning/:kind',
    ...guard,
    summary: "Social learning to pick: the organisation's coaches for coaching or mentoring (one each); 8 a page",
    params: SocialKindSchema,
    query: PickerQuerySchema,
    response: page(CoachItemSchema),
  }),
  recommended: endpoint({
    method: 'GET',
    path: '/api/cms/idp/recommended-learning/:kind',
    ...guard,
    summary: 'Recommended learning categories: CBA (the checkpoints) or job competencies (the categories); 8 a page',
    params: RecommendedKindSchema,
    query: PickerQuerySchema,
    response: page(PickItemSchema),
  }),
  cbaContent: endpoint({
    method: 'GET',
    path: '/api/cms/idp/cba-content/:id',
    ...guard,
    summary: "A CBA category's contents: the competencies its checkpoint assesses; 9 a page",
    query: ContentQuerySchema,
    response: page(PickItemSchema),
  }),
  jobContent: endpoint({
    method: 'GET',
    path: '/api/cms/idp/job-competencies-content/:id',
    ...guard,
    summary: "A job-competency category's contents: its courses, by id_course; 9 a page",
    query: ContentQuerySchema,
    response: page(JobContentSchema),
  }),
  draft: endpoint({
    method: 'GET',
    path: '/api/cms/idp/draft',
    ...guard,
    summary: "The caller's draft of a new template (template_id 0) or an edit, as left at any step",
    query: DraftKeySchema,
    response: DraftSchema,
  }),
  saveDraft: endpoint({
    method: 'PUT',
    path: '/api/cms/idp/draft',
    ...guard,
    summary: "Keep a step of the caller's draft: the fields, the cart (spec 002 §4's rules applied), or both",
    body: DraftInputSchema,
    response: DraftSchema,
  }),
  discardDraft: endpoint({
    method: 'DELETE',
    path: '/api/cms/idp/draft',
    ...guard,
    summary: "Discard the caller's draft",
    query: DraftKeySchema,
    response: z.null(),
  }),
});
