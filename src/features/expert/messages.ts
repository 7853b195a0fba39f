import { areaTexts } from '@/lib/area-texts';

/**
 * The expert area's texts. Spec 000 names the screens through the route table (Expert List, Create Expert, Expert
 * Details; Expert Journey, Create Expert Journey, Edit Expert Journey) and the shared 'There's no anything changed';
 * spec 002 shows no other expert text, so the rest follow the other areas' wording (docs/decisions/0144).
 */
export const expertMessages = {
  ...areaTexts('Expert', 'experts'),
  nameRequired: 'Name is required for an external expert',
  userUnknown: 'Choose an active person of your organisation',
  userTaken: 'This person already has an expert profile',
  levelUnknown: 'Choose an expert level of your organisation',
  pictureInvalid: 'Upload a JPG or PNG picture',
  emailInvalid: 'Enter a valid e-mail address',
  tagTooLong: 'Each expertise tag must be at most 40 characters',
  tooManyTags: 'Add at most 20 expertise tags',
  inJourney: 'This expert follows an expert journey: remove them from it first',
} as const;

export const journeyMessages = {
  ...areaTexts('Expert Journey', 'expert journeys'),
  listTitle: 'Expert Journey',
  stepsEmpty: 'Add at least one step',
  courseUnknown: 'Choose a course of your organisation',
  checkpointUnknown: 'Choose a checkpoint of your organisation',
  sessionsInvalid: 'Sessions taught must be a whole number from 1 to 1000',
  levelUnknown: 'Choose an expert level of your organisation',
  expertUnknown: 'Choose experts of your organisation',
  expertExternal: 'Only experts who are people of your organisation can follow a journey: their progress is read from their records',
} as const;
