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

/** The learner site's page editors (docs/decisions/0136), in the same wording. */
export const sitePageMessages = {
  sectionSaved: (section: string) => `${section} has been successfully saved.`,
  sectionSaveFailed: (section: string) => `Failed to save ${section.toLowerCase()}`,
  published: (page: string, version: number) => `${page} has been published as version ${version}.`,
  publishFailed: (page: string) => `Failed to publish ${page.toLowerCase()}`,
  restored: (version: number) => `Version ${version} has been restored into the draft. Publish it to show it on the learner site.`,
  restoreFailed: 'Failed to restore the version',
  nothingToPublish: 'The published version is the same as the draft: nothing to publish.',
  versionNotFound: 'Version not found',
  sectionNotFound: 'Section not found',
  stale: 'Someone else saved this page since you opened it. Reload to see their changes.',
  linkInvalid: (field: string) => `${field} must be a full address (https://…) or a path starting with /`,
  numberRange: (field: string, min: number, max: number) => `${field} must be a whole number from ${min} to ${max}`,
  optionInvalid: (field: string) => `Choose one of the ${field.toLowerCase()} options`,
  tooMany: (noun: string, max: number) => `At most ${max} ${noun.toLowerCase()}s`,
  categoryNotFound: 'A chosen category no longer exists; choose again.',
} as const;
