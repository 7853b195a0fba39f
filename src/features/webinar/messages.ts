/**
 * The webinar area's texts. Spec 000 names the screens through the route table (Webinar List, Create Webinar, Edit
 * Webinar, Webinar Details), the statuses (draft, review, publish), the levels and the shared 'There's no anything
 * changed'; the rest follow the other content areas' wording (docs/decisions/0084).
 */
export const webinarMessages = {
  listTitle: 'Webinar List',
  listFailed: 'Failed get webinars',
  created: 'Webinar has been successfully created.',
  createFailed: 'Failed to create webinar',
  edited: 'Webinar has been successfully edited.',
  editFailed: 'Failed to edit webinar',
  nothingChanged: "There's no anything changed",
  saveChanges: 'Save Changes?',
  deleted: 'Webinar Deleted Successfully',
  deleteTitle: 'Delete Webinar?',
  deleteFailed: 'Failed Delete Webinar',
  statusChanged: (status: string) => `Webinar status changed to ${status}.`,
  statusFailed: 'Failed to change the status',
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  dateInvalid: 'Enter a date and time',
  endBeforeStart: 'The end must be after the start',
  tooLongSession: 'A webinar lasts at most 24 hours',
  linkInvalid: 'Enter a full https:// address',
  capacityInvalid: (max: number) => `Capacity must be a whole number from 1 to ${max}`,
  recordingBeforeEnd: 'The recording can be added once the webinar has ended',
  speakersMax: (max: number) => `At most ${max} speakers`,
  speakerUnknown: 'Choose speakers among the active people of your organisation',
  categoryUnknown: 'Choose a category from the list',
  notFound: 'Webinar not found',
  transitionRefused: (from: string, to: string) => `A webinar in ${from} cannot move to ${to}.`,
  publishNeedsLink: 'Add the meeting link before publishing',
  copyOf: (title: string) => `Copy of ${title}`,
} as const;
