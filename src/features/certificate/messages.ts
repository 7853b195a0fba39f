/**
 * The certificate area's texts. Spec 000 names the screens through the route table (Certificate Template List,
 * Create Certificate Template, …, Certificate Theme Details) and the shared 'There's no anything changed'; the rest
 * follow the other content areas' wording (docs/decisions/0093).
 */
const shared = {
  nothingChanged: "There's no anything changed",
  saveChanges: 'Save Changes?',
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  deleteFailedTitle: 'Failed Delete',
} as const;

export const themeMessages = {
  ...shared,
  listTitle: 'Certificate Theme List',
  listFailed: 'Failed get certificate themes',
  created: 'Certificate theme has been successfully created.',
  createFailed: 'Failed to create certificate theme',
  edited: 'Certificate theme has been successfully edited.',
  editFailed: 'Failed to edit certificate theme',
  deleted: 'Certificate Theme Deleted Successfully',
  deleteTitle: 'Delete Certificate Theme?',
  deleteFailed: 'Failed Delete Certificate Theme',
  colorInvalid: 'Enter a colour as #rrggbb, e.g. #1f2937',
  backgroundRequired: 'Upload the background image',
  backgroundInvalid: 'Upload the background again: it is not an image of this organisation',
  backgroundKind: 'The background must be a PNG or JPEG image',
  backgroundShape: (orientation: string) =>
    `The background must have the proportions of an A4 page in ${orientation} (e.g. ${orientation === 'portrait' ? '2480 × 3508' : '3508 × 2480'} px)`,
  inUse: (what: string) => `This theme is used by ${what}: choose another theme there first.`,
  notFound: 'Certificate theme not found',
} as const;

export const templateMessages = {
  ...shared,
  listTitle: 'Certificate Template List',
  listFailed: 'Failed get certificate templates',
  created: 'Certificate template has been successfully created.',
  createFailed: 'Failed to create certificate template',
  edited: 'Certificate template has been successfully edited.',
  editFailed: 'Failed to edit certificate template',
  deleted: 'Certificate Template Deleted Successfully',
  deleteTitle: 'Delete Certificate Template?',
  deleteFailed: 'Failed Delete Certificate Template',
  inUse: (what: string) => `This template is awarded by ${what}: choose another achievement there first.`,
  typeInvalid: 'Choose the type: Live Event, Course, Program or Classroom',
  themeRequired: 'Choose a theme',
  themeInvalid: 'Choose a theme of your organisation',
  cityInvalid: 'Choose a city from the list',
  unknownPlaceholders: (names: string[], allowed: string) => `Unknown placeholder${names.length > 1 ? 's' : ''} ${names.join(', ')}: use only ${allowed}`,
  prefixInvalid: 'Use letters, digits, - and / only (e.g. NLA/CRS-)',
  validityInvalid: 'Enter a whole number of months from 1 to 120, or leave it empty',
  signatureInvalid: 'Upload the signature again: it is not an image of this organisation',
  signatureKind: 'The signature must be a PNG or JPEG image',
  notFound: 'Certificate template not found',
} as const;

/** Issued certificates (decision 0139). */
export const issuedMessages = {
  notFound: 'Certificate not found',
  alreadyRevoked: 'This certificate is already revoked.',
  revoked: 'Certificate has been revoked.',
  reasonRequired: 'Enter the reason for revoking the certificate',
  reissueQueued: 'Reissuing the certificates of this template in the background.',
  statusLabels: { valid: 'Valid', revoked: 'Revoked', expired: 'Expired' },
} as const;

/** A classroom's or a program's certificate award (decision 0151). */
export const awardMessages = {
  saved: 'The certificate award has been saved.',
  contentNotFound: { classroom: 'Classroom not found', program: 'Program not found' },
  templateInvalid: {
    classroom: 'Choose a certificate template of the classroom type',
    program: 'Choose a certificate template of the program type',
  },
} as const;
