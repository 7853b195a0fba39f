/**
 * The digital library's texts. Spec 000 names the screens through the route table (Digital Library List, Create
 * Digital Library, …) and the item types (1 E-Book Digital, 2 Fisik, 3 E-Book Digital Partner); the rest follow the
 * other content areas' wording (docs/decisions/0084).
 */
export const digilibMessages = {
  listTitle: 'Digital Library List',
  listFailed: 'Failed get digital library',
  created: 'Digital library item has been successfully created.',
  createFailed: 'Failed to create digital library item',
  edited: 'Digital library item has been successfully edited.',
  editFailed: 'Failed to edit digital library item',
  nothingChanged: "There's no anything changed",
  saveChanges: 'Save Changes?',
  deleted: 'Digital Library Item Deleted Successfully',
  deleteTitle: 'Delete Digital Library Item?',
  deleteFailed: 'Failed Delete Digital Library Item',
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  isbnInvalid: 'Enter a valid ISBN-10 or ISBN-13 (its check digit does not match)',
  stockInvalid: 'Stock must be a whole number from 0 to 100000',
  borrowedInvalid: 'Borrowed must be a whole number from 0 up to the stock',
  linkInvalid: 'Enter a full https:// address',
  /** Spec 000 §2/§8: the file input's warning when it is empty. */
  fileRequired: "There's no any file to be uploaded",
  fileInvalid: 'Upload the file again: it is not a file of this organisation',
  coverInvalid: 'Upload the cover again: it is not an image of this organisation',
  categoryUnknown: 'Choose a category from the list',
  notFound: 'Digital library item not found',
} as const;
