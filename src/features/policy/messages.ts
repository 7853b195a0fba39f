/**
 * The policy area's texts. The spec names the screens (Terms and Conditions, User Policy, FAQ: spec 000 §2) and the
 * statuses draft and publish (spec 000 §4); the rest follow the console's wording (docs/decisions/0125).
 */
export const policyMessages = {
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  bodyEmpty: 'Write the text of the document',
  draftSaved: 'Draft has been saved.',
  draftDiscarded: 'Draft has been discarded.',
  noDraft: 'There is no draft to publish. Save a draft first.',
  noDraftToDiscard: 'There is no draft to discard.',
  published: (version: number) => `Version ${version} has been published.`,
  versionNotFound: 'Version not found',
  nothingPublished: 'Nothing has been published yet.',
  accepted: (version: number) => `Version ${version} has been accepted.`,
  notCurrent: (current: number) => `A newer version was published (version ${current}). Read it, then accept it.`,
  faqSaved: 'FAQ has been saved.',
  faqTooMany: (max: number) => `The FAQ may hold at most ${max} questions`,
  userNotFound: 'User not found',
  organizationNotFound: 'Organization not found',
  confirmPublish: 'Publish this version? Every learner will be asked to accept it again.',
  confirmDiscard: 'Discard this draft? What it says will be lost.',
} as const;

/** The two versioned documents, as the routes, the keys and the learner API name them. */
export const POLICY_DOCUMENTS = {
  term_and_condition: { slug: 'term-and-condition', title: 'Terms and Conditions', key: 'setting-term_and_condition' },
  user_policy: { slug: 'user-policy', title: 'User Policy', key: 'setting-user_policy' },
} as const;
