/**
 * The announcement area's texts. Spec 000 names the screens through the route table (Announcement List, Create
 * Announcement, Edit Announcement, Announcement Details; the same for Location) and the shared 'There's no anything
 * changed'; the rest follow the other areas' wording (docs/decisions/0124).
 */
const shared = {
  nothingChanged: "There's no anything changed",
  saveChanges: 'Save Changes?',
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;

export const announcementMessages = {
  ...shared,
  listTitle: 'Announcement List',
  listFailed: 'Failed get announcements',
  created: 'Announcement has been successfully created.',
  createFailed: 'Failed to create announcement',
  edited: 'Announcement has been successfully edited.',
  editFailed: 'Failed to edit announcement',
  deleted: 'Announcement Deleted Successfully',
  deleteTitle: 'Delete Announcement?',
  deleteFailed: 'Failed Delete Announcement',
  dateInvalid: 'Enter a date and time',
  endBeforeStart: 'The end must be after the start',
  audienceEmpty: (what: string) => `Choose at least one ${what}`,
  audienceUnknown: (what: string) => `Choose ${what} of your organisation`,
  notFound: 'Announcement not found',
} as const;

export const locationMessages = {
  ...shared,
  listTitle: 'Location List',
  listFailed: 'Failed get locations',
  created: 'Location has been successfully created.',
  createFailed: 'Failed to create location',
  edited: 'Location has been successfully edited.',
  editFailed: 'Failed to edit location',
  deleted: 'Location Deleted Successfully',
  deleteTitle: 'Delete Location?',
  deleteFailed: 'Failed Delete Location',
  latitudeInvalid: 'Latitude must be a number from -90 to 90',
  longitudeInvalid: 'Longitude must be a number from -180 to 180',
  radiusInvalid: (min: number, max: number) => `Radius must be a whole number of metres from ${min} to ${max}`,
  nameTaken: 'A location with this name already exists',
  notFound: 'Location not found',
  inUse: (uses: string) => `This location is in use (${uses}) and cannot be deleted. Pick another place for them first.`,
} as const;
