import { areaTexts } from '@/lib/area-texts';

/**
 * The channel area's texts. Spec 000 names the screens through the route table (Channel List, Create Channel, Edit
 * Channel, Channel Details) and the shared 'There's no anything changed'; the rest follow the other content areas.
 */
export const channelMessages = {
  ...areaTexts('Channel', 'channels'),
  titleTaken: 'A channel with this title already exists.',
  audienceRequired: 'Choose at least one division or company for a private channel',
  audienceUnknown: 'A chosen division or company no longer exists',
  categoryUnknown: 'Choose a category from the list',
  coverNotImage: 'The cover must be an uploaded JPG, PNG or WebP image.',
  tooManyItems: (max: number) => `A channel holds at most ${max} items`,
  duplicateItem: 'The same content is in the channel twice',
  unknownType: 'Unknown content type',
  itemMissing: (title: string) => `${title} no longer exists; remove it from the channel`,
  contentRemoved: 'Content removed',
  pickerFailed: 'Failed get content',
} as const;
