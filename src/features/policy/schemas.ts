import { z } from 'zod';
import { policyMessages as M } from './messages';

export const POLICY_KINDS = ['term_and_condition', 'user_policy'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

const BODY_MAX = 200_000;
export const CHANGE_NOTE_MAX = 500;
export const QUESTION_MAX = 300;
export const ANSWER_MAX = 5000;
export const FAQ_MAX = 100;

/** Save the draft: the rich text (sanitised on the server) and what changed; `updated_at` of the draft it edits (null: a new draft). */
export const DraftInputSchema = z.strictObject({
  body: z.string({ error: M.required('Body') }).max(BODY_MAX, M.tooLong('Body', BODY_MAX)),
  change_note: z.string().trim().max(CHANGE_NOTE_MAX, M.tooLong('What changed', CHANGE_NOTE_MAX)).default(''),
  updated_at: z.string().nullable().default(null),
});

/** Publish or discard the draft as it was last saved (`updated_at`: a draft changed since is a 409). */
export const DraftStampSchema = z.strictObject({ updated_at: z.string({ error: M.required('updated_at') }) });

const DocumentBase = z.object({
  id: z.number(),
  kind: z.enum(POLICY_KINDS),
  status: z.enum(['draft', 'publish']),
  version: z.number().nullable(),
  change_note: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
  published_at: z.string().nullable(),
  published_by: z.string().nullable(),
});

/** A version in the history: no body, with how many people accepted it. */
export const VersionRowSchema = DocumentBase.extend({ accepted_count: z.number() });
export type VersionRow = z.infer<typeof VersionRowSchema>;

/** One document version (or the draft) with its sanitised HTML. */
export const DocumentSchema = DocumentBase.extend({ body: z.string() });
export type PolicyDocument = z.infer<typeof DocumentSchema>;

/** The settings screen's state: the current version, the draft and every published version, newest first. */
export const PolicyOverviewSchema = z.object({
  kind: z.enum(POLICY_KINDS),
  current: DocumentSchema.nullable(),
  draft: DocumentSchema.nullable(),
  versions: z.array(VersionRowSchema),
});
export type PolicyOverview = z.infer<typeof PolicyOverviewSchema>;

const FaqItemSchema = z.strictObject({
  question: z
    .string({ error: M.required('Question') })
    .trim()
    .min(1, M.required('Question'))
    .max(QUESTION_MAX, M.tooLong('Question', QUESTION_MAX)),
  answer: z
    .string({ error: M.required('Answer') })
    .trim()
    .min(1, M.required('Answer'))
    .max(ANSWER_MAX, M.tooLong('Answer', ANSWER_MAX)),
});

/** The whole FAQ in its order, replaced at once; `updated_at` of the FAQ the edit started from (null: never saved). */
export const FaqInputSchema = z.strictObject({
  items: z.array(FaqItemSchema).max(FAQ_MAX, M.faqTooMany(FAQ_MAX)),
  updated_at: z.string().nullable().default(null),
});

export const FaqSchema = z.object({ items: z.array(FaqItemSchema), updated_at: z.string().nullable(), updated_by: z.string().nullable() });
export type Faq = z.infer<typeof FaqSchema>;

/** GET organizations/{id}/footer: the FAQ as JSON text (spec 002 §7), a JSON array of { question, answer }. */
export const FooterSchema = z.object({ organization_id: z.number(), faq: z.string() });

/** The learner's state for one document: the current version, what they accepted last and whether they must accept now. */
const LearnerPolicySchema = z.object({
  kind: z.enum(POLICY_KINDS),
  title: z.string(),
  current: z.object({ id: z.number(), version: z.number(), body: z.string(), published_at: z.string() }).nullable(),
  accepted_version: z.number().nullable(),
  accepted_at: z.string().nullable(),
  must_accept: z.boolean(),
});
export const LearnerPoliciesSchema = z.object({ must_accept: z.boolean(), documents: z.array(LearnerPolicySchema) });
export type LearnerPolicies = z.infer<typeof LearnerPoliciesSchema>;

/** Accept the version the learner read: a version that is no longer the current one is a 409. */
export const AcceptInputSchema = z.strictObject({
  version: z
    .number({ error: M.required('version') })
    .int()
    .positive(),
});
export const AcceptedSchema = z.object({ kind: z.enum(POLICY_KINDS), version: z.number(), accepted_at: z.string() });

export const KindParamSchema = z.object({ kind: z.enum(POLICY_KINDS) });

/** What one user accepted (the user detail): per document, the current version and each acceptance. */
export const UserAcceptancesSchema = z.array(
  z.object({
    kind: z.enum(POLICY_KINDS),
    title: z.string(),
    current_version: z.number().nullable(),
    must_accept: z.boolean(),
    accepted: z.array(z.object({ version: z.number(), accepted_at: z.string() })),
  }),
);
export type UserAcceptances = z.infer<typeof UserAcceptancesSchema>;
