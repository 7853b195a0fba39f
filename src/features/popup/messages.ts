/**
 * The popup area's texts. Spec 000 names the screens through the route table (Popup List, Create Popup, Edit Popup,
 * Popup Details) and the shared 'There's no anything changed'; the rest follow the other content areas' wording
 * (docs/decisions/0084).
 */
export const popupMessages = {
  listTitle: 'Popup List',
  listFailed: 'Failed get popups',
  created: 'Popup has been successfully created.',
  createFailed: 'Failed to create popup',
  edited: 'Popup has been successfully edited.',
  editFailed: 'Failed to edit popup',
  nothingChanged: "There's no anything changed",
  saveChanges: 'Save Changes?',
  deleted: 'Popup Deleted Successfully',
  deleteTitle: 'Delete Popup?',
  deleteFailed: 'Failed Delete Popup',
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  dateInvalid: 'Enter a date',
  endBeforeStart: 'The end date must be on or after the start date',
  linkInvalid: 'Enter a full https:// address',
  ctaIncomplete: 'Give the button both a label and a link, or neither',
  audienceEmpty: (what: string) => `Choose at least one ${what}`,
  audienceUnknown: (what: string) => `Choose ${what} of your organisation`,
  categoryUnknown: 'Choose a category from the list',
  imageInvalid: 'Upload the image again: it is not an image of this organisation',
  notFound: 'Popup not found',
} as const;
