/**
 * The classroom area's texts. Spec 002 names the screens (Classroom List, Create Classroom, Create Batch) and the
 * wizard's steps (1 General, 2 Content, 3 Batch, 4 Participant); it shows no messages for classroom calls
 * (§8 "Error messages for classroom … calls beyond the generic rule above are not shown"), so the rest follow the
 * other areas' wording (docs/decisions/0087).
 */
export const classroomMessages = {
  listTitle: 'Classroom List',
  listFailed: 'Failed get classrooms',
  created: 'Classroom has been successfully created.',
  saved: 'Classroom has been successfully saved.',
  sentForReview: 'Classroom has been saved and sent for review: a member of the review role publishes it.',
  saveFailed: 'Failed to save classroom',
  contentsSaved: 'Contents have been successfully saved.',
  contentsFailed: 'Failed to save contents',
  batchSaved: 'Batch has been successfully saved.',
  batchFailed: 'Failed to save batch',
  batchDeleted: 'Batch has been successfully deleted.',
  batchDeleteFailed: 'Failed Delete Batch',
  participantsSaved: 'Participants have been successfully saved.',
  participantsFailed: 'Failed to save participants',
  nothingChanged: "There's no anything changed",
  deleted: 'Classroom Deleted Successfully',
  deleteTitle: 'Delete Classroom?',
  deleteFailed: 'Failed Delete Classroom',
  deleteFailedTitle: 'Failed',
  inUse: 'This classroom has participants and cannot be deleted.',
  notFound: 'Classroom not found',
  batchNotFound: 'Batch not found',
  contentNotFound: 'Content not found',
  contentTypeUnknown: 'Unknown content type',
  staleEdit: 'Someone else changed this classroom. Reload to see their changes.',
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  endBeforeStart: 'End must be after start',
  outsideBatch: 'Sessions must fall between the batch start and end dates',
  duplicateSession: 'Two sessions of a batch cannot have the same title and start',
  categoryInvalid: 'Choose a category of this organisation',
  thumbnailInvalid: 'The thumbnail must be an uploaded JPG, PNG or WebP image',
  badgeInvalid: 'Choose a badge of this organisation',
  locationInvalid: 'Choose a location of this organisation',
  peopleInvalid: 'Choose active people of this organisation',
  divisionsInvalid: 'Choose divisions of this organisation',
  companiesInvalid: 'Choose companies of this organisation',
  // The results rule (docs/decisions/0087): nothing holding learner results is removed; the course's wording, naming what holds them.
  resultHolder: (label: string, title: string, results: string) => `${label} "${title}" (${results})`,
  contentHasResults: (holders: string) => `A content with learner results cannot be removed: ${holders}.`,
  sessionHasResults: (sessions: string) => `A session whose contents have learner results cannot be removed: ${sessions}.`,
  sessionHolder: (session: string, holders: string) => `"${session}" with ${holders}`,
  scheduleHasResults: (sessions: string) => `A rundown session with check-ins cannot be removed: ${sessions}.`,
  scheduleHolder: (title: string, date: string, time: string) => `"${title}" on ${date} ${time} WIB`,
  batchHasResults: 'A batch with learner results (quiz attempts, assignment submissions or check-ins) cannot be deleted.',
  classroomHasResults: 'A classroom with learner results (quiz attempts, assignment submissions or check-ins) cannot be deleted.',
  transitionInvalid: (from: string, to: string) => `A participant cannot go from ${from} to ${to}`,
} as const;

export const STEP_LABELS = ['General', 'Content', 'Batch', 'Participant'] as const;
