import { z } from 'zod';
import { pageSizeSchema } from '@/lib/list';
import { idpMessages as M } from './messages';

/** The four tabs (spec 002 §2), recommended the default. */
export const IDP_TABS = ['recommended', 'formal', 'social', 'experiential'] as const;
export type IdpTab = (typeof IDP_TABS)[number];
export const TabSchema = z.enum(IDP_TABS).catch('recommended');
export const TAB_LABELS: Record<IdpTab, string> = {
  recommended: 'Recommended Learning',
  formal: 'Formal Learning',
  social: 'Social Learning',
  experiential: 'Experiential Learning',
};

/**
 * The learning groups of spec 002 §3 and the tab each belongs to (spec 002 §7's calls): formal course, live event and
 * program; experiential project; social coaching and mentoring; recommended CBA and job competencies.
 */
export const IDP_GROUPS = ['course', 'live_event', 'program', 'project', 'coaching', 'mentoring', 'cba', 'job_competencies'] as const;
export type IdpGroup = (typeof IDP_GROUPS)[number];

export interface GroupInfo {
  id: IdpGroup;
  label: string;
  tab: IdpTab;
  /** Spec 002 §4: coaching and mentoring allow one selection. */
  single: boolean;
  /** Whether an area of the console serves its items yet (every group does since live events and programs were built). */
  available: boolean;
  /** Picked inside a category (the recommended groups). */
  byCategory: boolean;
}

const GROUPS: readonly GroupInfo[] = [
  { id: 'course', label: 'Course', tab: 'formal', single: false, available: true, byCategory: false },
  { id: 'live_event', label: 'Live Event', tab: 'formal', single: false, available: true, byCategory: false },
  { id: 'program', label: 'Program', tab: 'formal', single: false, available: true, byCategory: false },
  { id: 'project', label: 'Project', tab: 'experiential', single: false, available: true, byCategory: false },
  { id: 'coaching', label: 'Coaching', tab: 'social', single: true, available: true, byCategory: false },
  { id: 'mentoring', label: 'Mentoring', tab: 'social', single: true, available: true, byCategory: false },
  { id: 'cba', label: 'CBA', tab: 'recommended', single: false, available: true, byCategory: true },
  { id: 'job_competencies', label: 'Job Competencies', tab: 'recommended', single: false, available: true, byCategory: true },
];
export const groupInfo = (id: string): GroupInfo | undefined => GROUPS.find((g) => g.id === id);
export const groupsOf = (tab: IdpTab): GroupInfo[] => GROUPS.filter((g) => g.tab === tab);

/** Spec 002 §9: IDP lists 8 a page; CBA and job content 9. */
export const IDP_PAGE_SIZE = 8;
export const CONTENT_PAGE_SIZE = 9;

/** A learning in the cart: its group, the item's id (a job competency's is its course's id) and its title. */
export const LearningSchema = z.object({
  group: z.enum(IDP_GROUPS),
  id: z.number().int().min(1).max(2_147_483_647),
  title: z.string().max(500).default(''),
  category_id: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type Learning = z.infer<typeof LearningSchema>;

/**
 * Spec 002 §4's selection rules over a cart, for one tab: coaching and mentoring at most one each; every other group
 * several without duplicates (by id; a job competency by its id_course, which is its id here). The messages name the
 * first learning that breaks a rule; an empty list is no breach.
 */
export function selectionProblems(tab: IdpTab, learnings: readonly Learning[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  for (const l of learnings) {
    const g = groupInfo(l.group)!;
    if (g.tab !== tab) problems.push(M.notOfTab(g.label));
    else if (!g.available) problems.push(M.notAvailable(g.label));
    const key = `${l.group}:${l.id}`;
    if (seen.has(key)) problems.push(M.duplicate(l.title || `${g.label} ${l.id}`));
    seen.add(key);
    counts.set(l.group, (counts.get(l.group) ?? 0) + 1);
  }
  for (const g of GROUPS) if (g.single && (counts.get(g.id) ?? 0) > 1) problems.push(M.single(g.label));
  return [...new Set(problems)];
}

/**
 * Adds a learning to a cart under the same rules: a single-selection group's pick replaces the one before, a
 * duplicate is left out (the cart is returned unchanged).
 */
export function addLearning(cart: readonly Learning[], l: Learning): Learning[] {
  if (groupInfo(l.group)?.single) return [...cart.filter((c) => c.group !== l.group), l];
  return cart.some((c) => c.group === l.group && c.id === l.id) ? [...cart] : [...cart, l];
}

const topic = z.string().trim().min(1).max(60, M.topicTooLong);

/** The template's own fields (create's first step, and the PATCH of spec 002 §7: title, description, topics). */
export const TemplateFieldsSchema = z.object({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(200, M.titleTooLong),
  description: z.string().trim().max(2000, M.descriptionTooLong).default(''),
  topics: z.array(topic).max(20, M.tooManyTopics).default([]),
  objectives: z.array(z.number().int().min(1).max(1000)).max(20).default([]),
  thumbnail: z.number({ error: M.thumbnailRequired }).int().min(1, M.thumbnailRequired).max(6, M.thumbnailRequired).default(1),
});
export type TemplateFields = z.infer<typeof TemplateFieldsSchema>;

export const TemplateInputSchema = TemplateFieldsSchema.extend({
  learnings: z.array(LearningSchema).min(1, M.learningsRequired).max(200),
}).strict();
export type TemplateInput = z.infer<typeof TemplateInputSchema>;

/** PATCH: title, description and topics (spec 002 §7), and optionally the rest when the edit went through its steps. */
export const TemplatePatchSchema = z
  .object({
    title: TemplateFieldsSchema.shape.title,
    description: TemplateFieldsSchema.shape.description,
    topics: TemplateFieldsSchema.shape.topics,
    objectives: z.array(z.number().int().min(1).max(1000)).max(20).optional(),
    thumbnail: z.number().int().min(1).max(6).optional(),
    learnings: z.array(LearningSchema).min(1, M.learningsRequired).max(200).optional(),
  })
  .strict();
export type TemplatePatch = z.infer<typeof TemplatePatchSchema>;

export const TemplateSchema = z.object({
  id: z.number(),
  tab: z.enum(IDP_TABS),
  title: z.string(),
  description: z.string(),
  topics: z.array(z.string()),
  objectives: z.array(z.object({ id: z.number(), title: z.string() })),
  thumbnail: z.number(),
  learnings: z.array(LearningSchema.extend({ title: z.string() })),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Template = z.infer<typeof TemplateSchema>;

export const TemplateRowSchema = TemplateSchema.pick({
  id: true,
  tab: true,
  title: true,
  topics: true,
  thumbnail: true,
  created_at: true,
  updated_at: true,
}).extend({
  learning_count: z.number(),
});
export type TemplateRow = z.infer<typeof TemplateRowSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

/** GET /cms/{tab}/templates: date_from, date_until, order_by, order_type (spec 002 §7), a keyword, 8 a page. */
export const TemplateListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: pageSizeSchema(IDP_PAGE_SIZE, 100),
  keyword: z.string().trim().max(200).optional(),
  date_from: isoDate.optional(),
  date_until: isoDate.optional(),
  order_by: z.enum(['created_at', 'updated_at', 'title']).catch('created_at').default('created_at'),
  order_type: z.enum(['asc', 'desc']).catch('desc').default('desc'),
});
export type TemplateListQuery = z.infer<typeof TemplateListQuerySchema>;

/** A picker's query: a keyword and the page (8 a page; a category's contents 9). */
export const PickerQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: pageSizeSchema(IDP_PAGE_SIZE, 100),
  keyword: z.string().trim().max(200).optional(),
});
export const ContentQuerySchema = PickerQuerySchema.extend({ page_size: pageSizeSchema(CONTENT_PAGE_SIZE, 100) });
export type PickerQuery = z.infer<typeof PickerQuerySchema>;

export const PickItemSchema = z.object({ id: z.number(), title: z.string(), subtitle: z.string() });
export type PickItem = z.infer<typeof PickItemSchema>;
/** Coach (spec 002 §3): id, full_name, description. */
export const CoachItemSchema = z.object({ id: z.number(), full_name: z.string(), description: z.string() });
/** A job competency's content: a course, named by id_course (spec 002 §4). */
export const JobContentSchema = z.object({ id_course: z.number(), title: z.string(), subtitle: z.string() });

export const ObjectiveSchema = z.object({ id: z.number(), title: z.string() });
export type Objective = z.infer<typeof ObjectiveSchema>;

/** The draft of a create or an edit, resumable at each step. */
export const DraftSchema = z.object({
  tab: z.enum(IDP_TABS),
  template_id: z.number(),
  fields: TemplateFieldsSchema.partial().extend({ title: z.string() }),
  learnings: z.array(LearningSchema.extend({ title: z.string() })),
  updated_at: z.string().nullable(),
});
export type Draft = z.infer<typeof DraftSchema>;

export const DraftKeySchema = z.object({
  tab: z.enum(IDP_TABS),
  template_id: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});

/** Saving a step: the fields (step one) or the cart (the learning and cart steps), or both. */
export const DraftInputSchema = DraftKeySchema.extend({
  fields: TemplateFieldsSchema.optional(),
  learnings: z.array(LearningSchema).max(200).optional(),
}).strict();
export type DraftInput = z.infer<typeof DraftInputSchema>;

export const FormalKindSchema = z.object({ kind: z.enum(['course', 'live-event', 'program']) });
export const SocialKindSchema = z.object({ kind: z.enum(['coaching', 'mentoring']) });
export const RecommendedKindSchema = z.object({ kind: z.enum(['cba-category', 'job-competencies-category']) });
