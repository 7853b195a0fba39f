/**
 * The proficiency-level directory (GET /directory-competencies/proficiency-level): one five-level scale for every
 * competency, as corporate competency frameworks keep it (docs/decisions/0123). A score of 0 means not demonstrated.
 * Without zod, so that the detail page's islands can show the levels.
 */
export const PROFICIENCY_LEVELS = [
  { level: 1, title: 'Basic', description: 'Knows the concepts; needs guidance to apply them.' },
  { level: 2, title: 'Developing', description: 'Applies the skill in routine situations with some help.' },
  { level: 3, title: 'Proficient', description: 'Applies the skill on their own in most situations.' },
  { level: 4, title: 'Advanced', description: 'Handles complex situations and guides others.' },
  { level: 5, title: 'Expert', description: 'Sets the standard and develops the practice in the organisation.' },
] as const;
export const MAX_LEVEL = 5;

/** A level as the screens and the download show it: '3 Proficient', '0 Not demonstrated', '-' for none. */
export const levelLabel = (level: number | null) =>
  level === null ? '-' : level === 0 ? '0 Not demonstrated' : `${level} ${PROFICIENCY_LEVELS[level - 1]?.title ?? ''}`.trim();
