/** The reporting area's texts (the spec shows no report screen: docs/decisions/0135). */
export const reportingMessages = {
  courseListTitle: 'Course Report',
  courseListFailed: 'Failed to load the course report.',
  learnersTitle: 'Learners',
  learnersFailed: 'Failed to load the learners of this course.',
  notFound: 'Course not found',
  download: 'Download (.xlsx)',
  checkpointListTitle: 'Checkpoint Report',
  checkpointListFailed: 'Failed to load the checkpoint report.',
  checkpointLearnersFailed: 'Failed to load the people of this checkpoint.',
  checkpointNotFound: 'Checkpoint not found',
  issueListTitle: 'Issue Report',
  issueListFailed: 'Failed to load the issue report.',
  issueNotFound: 'Issue not found',
  issueContentUnknown: 'Content not found',
  issueContentTypeUnknown: 'Unknown content type',
  issueDescriptionRequired: 'Description is required',
  issueRateLimited: 'You have reported too many issues in the last hour. Please try again later.',
  issueCreated: 'Thank you. Your report has been sent.',
  issueUpdated: 'Issue has been successfully updated.',
  issueNothingChanged: "There's no anything changed",
  issueAssigneeUnknown: 'Assignee must be an active user who can open the issue report',
  programListTitle: 'Program Report',
  programListFailed: 'Failed to load the program report.',
  programLearnersFailed: 'Failed to load the learners of this program.',
  programNotFound: 'Program not found',
  webinarListTitle: 'Webinar Report',
  webinarListFailed: 'Failed to load the webinar report.',
  webinarLearnersFailed: 'Failed to load the registrants of this webinar.',
  webinarNotFound: 'Webinar not found',
  endBeforeStart: 'End date must be on or after the start date',
} as const;

export const COURSE_STATUS_LABELS: Record<string, string> = { draft: 'Draft', published: 'Published', trial: 'Trial' };

/** A learner's standing in a course report: nothing done, begun, every counted content met. */
export const LEARNER_STATUS_LABELS: Record<string, string> = { not_started: 'Not Started', in_progress: 'In Progress', completed: 'Completed' };

export const WEBINAR_STATUS_LABELS: Record<string, string> = { draft: 'Draft', review: 'Review', publish: 'Publish' };

/** A registrant's attendance in a webinar report (decision 0154): checked in, a seat but no check-in, no seat yet. */
export const WEBINAR_ATTENDANCE_LABELS: Record<string, string> = { attended: 'Attended', absent: 'Absent', waiting: 'Waiting' };

export const PROGRAM_STATUS_LABELS: Record<string, string> = { draft: 'Draft', publish: 'Publish' };

export const PROGRAM_LEVEL_LABELS: Record<string, string> = { fundamental: 'Fundamental', intermediate: 'Intermediate', advanced: 'Advanced' };

export const CHECKPOINT_STATUS_LABELS: Record<string, string> = { draft: 'Draft', publish: 'Publish' };

/** An invited learner's result in a checkpoint report: no score yet, scored but not every competency met, all met. */
export const CHECKPOINT_RESULT_LABELS: Record<string, string> = { not_assessed: 'Not Assessed', not_met: 'Not Yet Met', met: 'Met' };

/** The proficiency scale of the checkpoints (decision 0123), 0 for not demonstrated: the score distribution's bands. */
export const LEVEL_LABELS = ['0 Not demonstrated', '1 Basic', '2 Developing', '3 Proficient', '4 Advanced', '5 Expert'] as const;

/** An issue's status, in the order it moves (decision 0143). */
export const ISSUE_STATUS_LABELS: Record<string, string> = { open: 'Open', in_progress: 'In Progress', resolved: 'Resolved' };

/** What a learner may report about a content (decision 0143). */
export const ISSUE_CATEGORY_LABELS: Record<string, string> = {
  broken_media: 'Broken video or audio',
  wrong_answer: 'Wrong answer key',
  incorrect_content: 'Incorrect or outdated content',
  missing_file: 'Missing or unreadable file',
  other: 'Other',
};
