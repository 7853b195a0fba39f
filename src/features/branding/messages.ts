/**
 * The branding area's texts for the organisation and colour screens. Spec 000 names the screens through the route
 * table (Organization, Primary Color) and the shared 'There's no anything changed' / 'Save Changes?'; the rest is
 * ours (docs/decisions/0126), in the other areas' wording.
 */
export const brandingMessages = {
  organizationEdited: 'Organization has been successfully edited.',
  organizationEditFailed: 'Failed to edit organization',
  colorsEdited: 'Colors have been successfully edited.',
  colorsEditFailed: 'Failed to edit colors',
  nothingChanged: "There's no anything changed",
  saveChanges: 'Save Changes?',
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  hostInvalid: (field: string) => `${field} must be a host name such as learn.company.com (no https:// and no path)`,
  hostsSame: 'The learner site and the console need different hosts.',
  consoleHostTaken: 'This console host is already used by another organization.',
  emailInvalid: 'Enter a valid e-mail address, e.g. name@company.com',
  phoneInvalid: 'Enter a phone number of 6 to 20 digits; spaces, +, ( ), - and . are allowed',
  colorInvalid: (field: string) => `${field} must be a hex color such as #0f766e`,
  imageNotOwn: (field: string) => `The ${field.toLowerCase()} must be an uploaded JPG or PNG image.`,
  organizationNotFound: 'Organization not found',
  fileNotFound: 'File not found',
} as const;
