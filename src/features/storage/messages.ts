/** Texts of uploads and badges that the spec does not give (spec 000 §8 has the image-upload ones, in ui/messages). */
export const storageMessages = {
  badgeNotImage: 'A badge must be a JPG or PNG image.',
} as const;
