/**
 * The document areas' texts. Spec 002 §2 names the /content-document titles ('Add PDF', 'Edit PPT', 'PDF Details',
 * …); the rest follow the other content areas' wording (docs/decisions/0083).
 */
export const documentMessages = {
  listFailed: 'Failed get documents',
  created: (noun: string) => `${noun} has been successfully created.`,
  createFailed: (noun: string) => `Failed to create ${noun}`,
  edited: (noun: string) => `${noun} has been successfully edited.`,
  editFailed: (noun: string) => `Failed to edit ${noun}`,
  nothingChanged: "There's no anything changed",
  saveChanges: 'Save Changes?',
  deleted: (noun: string) => `${noun} Deleted Successfully`,
  deleteTitle: (noun: string) => `Delete ${noun}?`,
  deleteFailed: (noun: string) => `Failed Delete ${noun}`,
  deleteFailedTitle: 'Failed',
  notFound: 'Document not found',
  required: (field: string) => `${field} is required`,
  /** Spec 000 §2/§8: the file input's warning when it is empty. */
  fileRequired: "There's no any file to be uploaded",
  titleMax: (max: number) => `Title must be at most ${max} characters`,
  descriptionMax: 'Description is too long',
  categoryNotFound: 'The category does not exist.',
  fileWrongType: (type: string) => `The file must be an uploaded ${type} file.`,
  fileNotPowerPoint: 'The file is not a PowerPoint presentation.',
  typeNotAllowed: 'This type of document is not kept here.',
  typeFixed: 'The type of a document cannot be changed.',
  previewUnavailable: 'Preview unavailable: LibreOffice is not installed on the server',
  previewFailed: 'Preview unavailable: the file could not be converted.',
  /** A presentation refused by its limits, or a conversion stopped by them (docs/decisions/0104). */
  previewTooComplex: (why: string) => `The presentation is too large or complex to preview: ${why}.`,
  previewDamaged: 'The presentation is damaged: its parts cannot be read to preview it.',
  previewNotOpened: 'The presentation could not be opened to preview it: it may be damaged, or too large or complex.',
} as const;
