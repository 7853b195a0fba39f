/**
 * The provider area's texts. Spec 000 names the screens through the route table (Provider List, Create Provider,
 * Edit Provider, Provider Details) and the shared 'There's no anything changed'; the rest follow the other areas'
 * wording (docs/decisions/0075).
 */
export const providerMessages = {
  listTitle: 'Provider List',
  listFailed: 'Failed get providers',
  partnersFailed: 'Failed get partners',
  created: 'Provider has been successfully created.',
  createFailed: 'Failed to create provider',
  edited: 'Provider has been successfully edited.',
  editFailed: 'Failed to edit provider',
  nothingChanged: "There's no anything changed",
  saveChanges: 'Save Changes?',
  deleted: 'Provider Deleted Successfully',
  deleteFailedTitle: 'Failed',
  deleteTitle: 'Delete Provider?',
  deleteFailed: 'Failed Delete Provider',
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  emailInvalid: 'Enter a valid e-mail address, e.g. name@company.com',
  phoneInvalid: 'Enter a phone number of 6 to 20 digits; spaces, +, ( ), - and . are allowed',
  websiteInvalid: 'Enter a full web address starting with https:// or http://',
  logoNotImage: 'The logo must be an uploaded JPG or PNG image.',
  nameTaken: 'A provider with this name already exists.',
  notFound: 'Provider not found',
  /** The in-use refusal names what still references the provider, e.g. "3 courses". */
  inUse: (uses: string) => `This provider supplies content (${uses}) and cannot be deleted.`,
} as const;
