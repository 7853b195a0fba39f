/**
 * The program area's texts. Spec 002 names the screens through its routes (Program List, Create Program, Edit
 * Program, Program Details) and shows no messages for program calls (§8 "Error messages for … program … calls beyond
 * the generic rule above are not shown"), so the rest follow the course and classroom wording (docs/decisions/0146).
 */
export const programMessages = {
  listTitle: 'Program List',
  listFailed: 'Failed get programs',
  created: 'Program has been successfully created.',
  createFailed: 'Failed to create program',
  edited: 'Program has been successfully edited.',
  editFailed: 'Failed to edit program',
  nothingChanged: "There's no anything changed",
  saveChanges: 'Save Changes?',
  deleted: 'Program Deleted Successfully',
  deleteTitle: 'Delete Program?',
  deleteFailed: 'Failed Delete Program',
  deleteFailedTitle: 'Failed',
  notFound: 'Program not found',
  staleEdit: 'This program was changed by someone else since you opened it. Reload to see the latest version.',
  inUse: 'This program has contents placed in it and cannot be deleted.',
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  categoryInvalid: 'Choose one of the categories of this organisation.',
  thumbnailRequired: 'Choose one of the six default thumbnails or upload an image.',
  thumbnailInvalid: 'The thumbnail must be an uploaded JPG, PNG or WebP image.',
} as const;

/** The batches' and waiting list's texts (docs/decisions/0146, 0147). */
export const batchMessages = {
  saved: 'Batch has been successfully saved.',
  deleted: 'Batch has been successfully deleted.',
  notFound: 'Batch not found',
  inUse: 'This batch has invited people and cannot be deleted. Remove them first.',
  organizationInvalid: 'Choose one of the organisations (companies) of this organisation’s structure.',
  endBeforeStart: 'End date must be on or after the start date',
  capacityInvalid: 'Capacity must be a whole number from 1 to 100000, or empty for no limit',
  invited: 'Participants have been successfully invited.',
  removed: 'Participants have been successfully removed.',
  peopleInvalid: 'Choose active people of this organisation.',
  divisionsInvalid: 'Choose divisions of this organisation.',
  companiesInvalid: 'Choose companies of this organisation.',
  nobody: 'Choose at least one user, division or company',
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;

/** Manage Content's texts (docs/decisions/0146): the live event's and classroom's wording, for a program. */
export const contentMessages = {
  saved: 'Contents have been successfully saved.',
  saveFailed: 'Failed to save contents',
  typeUnknown: 'Choose a content type a program holds',
  notFound: 'Content not found',
  twice: 'This content is already in the program',
  noBatch: "Add a batch first: a program's contents are placed in each of its batches.",
  hasResults: (holders: string) => `Remove the contents holding learner results first: ${holders}`,
  resultHolder: (type: string, title: string, noun: string) => `${type} "${title}" (${noun})`,
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;

/** The create-batch and edit-batch forms (the form kit's texts, as the program form's). */
export const batchFormMessages = {
  created: 'Batch has been successfully created.',
  createFailed: 'Failed to create batch',
  edited: 'Batch has been successfully edited.',
  editFailed: 'Failed to edit batch',
  nothingChanged: "There's no anything changed",
  saveChanges: 'Save Changes?',
} as const;

/** Feedback Detail of a LIM question placed in the program (decision 0157). */
export const limFeedbackMessages = {
  programNotFound: 'Program not found',
  questionNotFound: 'Question not found',
  batchUnknown: 'Choose a batch of this program that holds the survey',
  noAnswers: 'No answer yet.',
} as const;
