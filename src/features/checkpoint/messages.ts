import { areaTexts } from '@/lib/area-texts';

/**
 * The checkpoint area's texts. Spec 000 names the screens through the route table (Checkpoint List, Create
 * Checkpoint, Edit Checkpoint, Checkpoint Details) and the shared 'There's no anything changed'; spec 002 shows no
 * other checkpoint text, so the rest follow the other content areas' wording (docs/decisions/0123).
 */
export const checkpointMessages = {
  ...areaTexts('Checkpoint', 'checkpoints'),
  competenciesEmpty: 'Add at least one competency',
  codeTaken: 'Each competency needs its own code',
  criteriaEmpty: 'Give the competency at least one criterion',
  levelInvalid: 'Choose a proficiency level',
  assessorsEmpty: 'Choose at least one assessor',
  assessorUnknown: 'Choose assessors among the active people of your organisation',
  inviteeUnknown: 'Invite active people of your organisation',
  dateInvalid: 'Enter a date',
  endBeforeStart: 'The end date must be on or after the start date',
  competencyScored: (code: string) => `Competency ${code} already has scores and cannot be removed`,
  batchScored: (title: string) => `Batch "${title}" already has scores and cannot be removed`,
  inviteeScored: (title: string) => `People scored in batch "${title}" cannot be uninvited`,
  batchNotFound: 'Batch not found',
  scored: 'Scores have been successfully saved.',
  scoreFailed: 'Failed to save scores',
  notAssessor: "Only this checkpoint's assessors can enter scores",
  notPublished: 'Publish the checkpoint before entering scores',
  notInvited: 'This person is not invited to the batch',
  competencyUnknown: 'Score the competencies of this checkpoint',
  scoresEmpty: 'Enter at least one score',
  downloadFailed: 'Failed to download checkpoint scores.',
  scoredNoDelete: 'This checkpoint already has scores and cannot be deleted',
} as const;
