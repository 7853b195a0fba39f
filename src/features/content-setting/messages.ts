/**
 * The content-setting area's texts (/setting/content). Spec 000 names the screen 'Content Setting' and gives the
 * shared 'There's no anything changed' / 'Save Changes?'; the rest is ours (docs/decisions/0132), in the other areas'
 * wording.
 */
export const contentSettingMessages = {
  edited: 'Content setting has been successfully edited.',
  editFailed: 'Failed to edit content setting',
  nothingChanged: "There's no anything changed",
  saveChanges: 'Save Changes?',
  required: (field: string) => `${field} is required`,
  thumbnailRequired: 'Choose one of the default thumbnails or upload an image',
  thumbnailNotImage: 'The thumbnail must be an uploaded JPG, PNG or WebP image',
  certificateUnknown: (type: string) => `Choose one of the organization's ${type} certificate templates`,
  roleUnknown: "Choose one of the organization's roles",
  reviewRoleRequired: 'Review role is required when content needs review',
} as const;
