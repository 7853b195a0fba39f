/** The IDP templates' texts: the specification's (spec 002 §8) and ours where it is silent (docs/decisions/0134). */
export const idpMessages = {
  /** Spec 002 §8: an IDP template update without a response. */
  unknownTitle: 'Unknown error',
  unknownMessage: 'An unknown error occurred',
  created: 'IDP template created',
  updated: 'IDP template updated',
  deleted: 'IDP template deleted',
  draftSaved: 'Draft saved',
  draftDiscarded: 'Draft discarded',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  descriptionTooLong: 'Description must be at most 2000 characters',
  topicTooLong: 'A topic must be at most 60 characters',
  tooManyTopics: 'At most 20 topics',
  objectiveUnknown: 'Choose objectives from the list',
  thumbnailRequired: 'Choose a thumbnail',
  learningsRequired: 'Add at least one learning',
  single: (group: string) => `${group} allows one selection`,
  duplicate: (title: string) => `${title} is already in the cart`,
  notOfTab: (group: string) => `${group} is not a learning of this tab`,
  notAvailable: (group: string) => `${group} is not available yet`,
  missing: (group: string, id: number) => `${group} ${id} was not found`,
} as const;
