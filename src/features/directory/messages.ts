import { areaTexts } from '@/lib/area-texts';

/**
 * The directory area's texts. The spec names the entities (Division, Company, Level, Coach) but shows no screens;
 * the texts follow the other areas' wording (docs/decisions/0074).
 */
const nouns = { division: 'Division', company: 'Company', expertLevel: 'Expert Level', coach: 'Coach' } as const;
type Noun = (typeof nouns)[keyof typeof nouns];

const screenTexts = (noun: Noun) => areaTexts(noun, `${noun.toLowerCase()} list`);

export const directoryMessages = {
  division: {
    ...screenTexts(nouns.division),
    codeTaken: 'A division with this code already exists.',
    inUse: (people: string) => `This division has ${people} and cannot be deleted. Move them to another division first.`,
  },
  company: {
    ...screenTexts(nouns.company),
    codeTaken: 'A company with this code already exists.',
    inUse: (people: string) => `This company has ${people} and cannot be deleted. Move them to another company first.`,
  },
  expertLevel: {
    ...screenTexts(nouns.expertLevel),
    titleTaken: 'An expert level with this title already exists.',
    valueTaken: 'Another expert level already has this value.',
  },
  coach: {
    ...screenTexts(nouns.coach),
    userTaken: 'This person is already a coach.',
    userNotActive: 'Choose an active user of this organisation.',
  },
  required: (field: string) => `${field} is required`,
  maxLength: (field: string, max: number) => `${field} must be at most ${max} characters`,
  codeFormat: 'Code may contain only letters, digits, dots, dashes and underscores.',
  valueRange: (min: number, max: number) => `Value must be a whole number from ${min} to ${max}`,
  people: (n: number) => (n === 1 ? '1 user' : `${n} users`),
} as const;
