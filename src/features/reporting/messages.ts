/** The reporting area's texts (the spec shows no report screen: docs/decisions/0135). */
export const reportingMessages = {
  courseListTitle: 'Course Report',
  courseListFailed: 'Failed to load the course report.',
  learnersTitle: 'Learners',
  learnersFailed: 'Failed to load the learners of this course.',
  notFound: 'Course not found',
  download: 'Download (.xlsx)',
  endBeforeStart: 'End date must be on or after the start date',
} as const;

export const COURSE_STATUS_LABELS: Record<string, string> = { draft: 'Draft', published: 'Published', trial: 'Trial' };

/** A learner's standing in a course report: nothing done, begun, every counted content met. */
export const LEARNER_STATUS_LABELS: Record<string, string> = { not_started: 'Not Started', in_progress: 'In Progress', completed: 'Completed' };
