/** Texts of uploads and badges that the spec does not give (spec 000 §8 has the image-upload ones, in ui/messages). */
export const storageMessages = {
  badgeNotImage: 'A badge must be a JPG or PNG image.',
  tooManyOpenUploads: (count: number) => `You have ${count} unfinished uploads. Finish or cancel one of them first.`,
  openUploadsTooLarge: (megabytes: number) => `Your unfinished uploads would come to more than ${megabytes} MB. Finish or cancel one of them first.`,
} as const;

/** The resumable upload field (src/islands/kit/MediaUploadField.tsx); the refusals come from the policy (policies.ts). */
export const uploadFieldText = {
  choose: 'Choose a file',
  replace: 'Replace the file',
  drop: 'drag it here, or click to select it',
  remove: 'Remove',
  pause: 'Pause',
  resume: 'Resume',
  retry: 'Retry',
  cancel: 'Cancel',
  uploading: 'Uploading',
  paused: 'Paused',
  uploaded: 'Uploaded',
  interrupted: 'The connection was interrupted. Retry continues where the upload stopped.',
  failed: 'The file could not be uploaded.',
} as const;
