/** 'PDF and PPT', 'A, B and C'. */
const joinLabels = (labels: string[]) => (labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? 'no'));

/**
 * The course area's texts. Spec 002 names the screens and leaves the course calls' messages unshown (§8); these
 * follow the other areas' wording (docs/decisions/0086).
 */
export const courseMessages = {
  listTitle: 'Course List',
  listFailed: 'Failed get courses',
  created: 'Course has been successfully created.',
  saved: 'Course has been successfully saved.',
  // Publishing by someone outside the review role while review is required (Setting › Content, decision 0132).
  sentForReview: 'Course has been saved and sent for review: a member of the review role publishes it.',
  reviewFirst: 'Publishing sends this course to review first: a member of the review role publishes it (Setting › Content).',
  saveFailed: 'Failed to save course',
  deleted: 'Course Deleted Successfully',
  deleteTitle: 'Delete Course?',
  deleteFailed: 'Failed Delete Course',
  deleteFailedTitle: 'Failed',
  duplicated: 'Course has been duplicated.',
  duplicateFailed: 'Failed to duplicate course',
  notFound: 'Course not found',
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  thumbnailRequired: 'Choose one of the default thumbnails or upload an image',
  thumbnailNotImage: 'The thumbnail must be an uploaded JPG or PNG image.',
  categoryUnknown: 'Choose a category from the list',
  providerUnknown: 'Choose an active provider from the list',
  contentTypeUnknown: 'Unknown content type',
  contentUnavailable: (label: string) => `${label} content is not available yet`,
  contentMissing: (label: string) => `This ${label.toLowerCase()} does not exist`,
  contentDuplicate: 'This content is already in the course',
  contentHasResults: 'A content with learner results cannot be removed or replaced.',
  /** Restricted mode names the types it allows, as the areas declare them: 'Restricted mode allows PDF and PPT contents only'. */
  restrictedOnly: (labels: string[]) => `Restricted mode allows ${joinLabels(labels)} contents only`,
  restrictedMode: (labels: string[]) => `Restricted mode (${joinLabels(labels)} only)`,
  sectionRequired: 'Add at least one section',
  dateInvalid: 'Enter a valid date',
  endBeforeStart: 'End date must be on or after the start date',
  certificateUnknown: 'Choose a course certificate template from the list',
  badgeUnknown: 'Choose a badge from the list',
  expertUnknown: 'Choose experts from the list',
  divisionUnknown: 'Choose divisions from the list',
  companyUnknown: 'Choose companies from the list',
  prerequisiteUnknown: 'Choose prerequisite courses from the list',
  prerequisiteSelf: 'A course cannot be its own prerequisite',
  stale: 'Someone else changed this course. Reload to see their changes.',
  stepFirst: 'Save the earlier steps first',
  invited: (n: number) => `${n} user(s) invited`,
  nothingToInvite: 'Nobody new to invite',
  notAvailableYet: 'not available yet',
  questionNotFound: 'Question not found',
  feedbackFailed: 'Failed get feedback answers',
  downloadFailed: 'Failed to download the answers',
  noAnswers: 'No answers yet',
  historyFailed: 'Failed get user history',
} as const;
