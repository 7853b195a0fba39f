/**
 * The gamification area's texts. Spec 000 names the screens through the route table (Point List, Create Point, Edit
 * Point, Point Details; Leaderboard, Create Target, Edit Target, Target Details, Create Merchandise, Edit Merchandise,
 * Merchandise Details) and the shared 'There's no anything changed'; the rest follow the other areas' wording
 * (docs/decisions/0130).
 */
const shared = {
  nothingChanged: "There's no anything changed",
  saveChanges: 'Save Changes?',
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  wholeNumber: (field: string, min: number, max: number) => `${field} must be a whole number from ${min} to ${max}`,
} as const;

export const pointMessages = {
  ...shared,
  listTitle: 'Point List',
  listFailed: 'Failed get point rules',
  created: 'Point rule has been successfully created.',
  createFailed: 'Failed to create point rule',
  edited: 'Point rule has been successfully edited.',
  editFailed: 'Failed to edit point rule',
  deleted: 'Point Rule Deleted Successfully',
  deleteTitle: 'Delete Point Rule?',
  deleteFailed: 'Failed Delete Point Rule',
  activityTaken: 'This activity already has a point rule: edit that one',
  capBelowPoints: 'The daily cap must be at least the points of one activity',
  dateInvalid: 'Enter a date',
  endBeforeStart: 'The end date must be on or after the start date',
  notFound: 'Point rule not found',
} as const;

export const targetMessages = {
  ...shared,
  listTitle: 'Target List',
  listFailed: 'Failed get targets',
  created: 'Target has been successfully created.',
  createFailed: 'Failed to create target',
  edited: 'Target has been successfully edited.',
  editFailed: 'Failed to edit target',
  deleted: 'Target Deleted Successfully',
  deleteTitle: 'Delete Target?',
  deleteFailed: 'Failed Delete Target',
  periodInvalid: 'Choose a month (e.g. 2026-11) or a year (e.g. 2026)',
  audienceMissing: (what: string) => `Choose a ${what}`,
  audienceUnknown: (what: string) => `Choose a ${what} of your organisation`,
  notFound: 'Target not found',
} as const;

export const merchandiseMessages = {
  ...shared,
  listTitle: 'Merchandise List',
  listFailed: 'Failed get merchandise',
  created: 'Merchandise has been successfully created.',
  createFailed: 'Failed to create merchandise',
  edited: 'Merchandise has been successfully edited.',
  editFailed: 'Failed to edit merchandise',
  deleted: 'Merchandise Deleted Successfully',
  deleteTitle: 'Delete Merchandise?',
  deleteFailed: 'Failed Delete Merchandise',
  nameTaken: 'Merchandise with this name already exists',
  imageInvalid: 'Upload the picture again: it is not one of your organisation’s pictures',
  inUse: 'This merchandise has been redeemed and cannot be deleted. Set it inactive instead.',
  notFound: 'Merchandise not found',
  redeemed: 'Merchandise has been successfully redeemed.',
  outOfStock: 'This merchandise is out of stock.',
  unavailable: 'This merchandise is not available.',
  notEnoughPoints: (balance: number, price: number) => `You have ${balance} points; this merchandise costs ${price}.`,
} as const;
