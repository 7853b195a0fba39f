/**
 * Texts of the file widgets (spec 000 §2, §8): apart from UI_TEXT, which every island loads, so that a list page does
 * not carry the upload messages (issue 11, the list-page budget).
 */
export const FILE_TEXT = {
  mimeNotAccepted: 'Mime types not accepted',
  multipleNotAllowed: 'Cannot select multiple file',
  noFileToUpload: "There's no any file to be uploaded",
  noFileSelected: 'No file selected',
  fileTooLarge: 'File size exceeds 2MB',
  resolutionTooLarge: 'Image resolution exceeds 480x480',
  resolutionUnknown: 'Unable to validate image resolution',
  imageUploaded: 'Image was uploaded successfully',
  imageUploadFailed: 'Image was failed to upload',
  editorUploadFailed: 'Failed to upload image',
  failed: 'Failed',
} as const;
