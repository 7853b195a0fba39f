/**
 * The catalogue of events that notify someone (issue 30, docs/decisions/0131), isomorphic: the server fills the
 * templates with it and the settings screen shows the placeholders, the sample data and the defaults.
 */
export const NOTIFICATION_EVENTS = [
  'invitation',
  'assignment_graded',
  'quiz_review',
  'schedule_tomorrow',
  'certificate_issued',
  'marketplace_requested',
  'marketplace_approved',
  'marketplace_rejected',
  'issue_status_changed',
] as const;
export type NotificationEventId = (typeof NOTIFICATION_EVENTS)[number];

/** Who may receive an event: the learner it concerns, the content's creator, the organisation's administrators. */
export const RECIPIENTS = ['learner', 'creator', 'administrators'] as const;
export type Recipient = (typeof RECIPIENTS)[number];
export const recipientLabels: Record<Recipient, string> = {
  learner: 'The learner',
  creator: 'The creator of the content',
  administrators: 'Administrators',
};

export interface Placeholder {
  name: string;
  description: string;
  /** What the preview fills it with (shown as sample data, never as real data). */
  sample: string;
}

export interface EventDefinition {
  id: NotificationEventId;
  label: string;
  description: string;
  /** False: nothing in the console causes the event yet (the screen says so). */
  triggered: boolean;
  recipientOptions: Recipient[];
  defaults: { email: boolean; inApp: boolean; recipients: Recipient[]; subject: string; body: string };
  placeholders: Placeholder[];
}

const person: Placeholder[] = [
  { name: 'recipient_name', description: 'The full name of the person who receives it', sample: 'Sari Wulandari' },
  { name: 'organization_name', description: 'Your organisation’s name', sample: 'PT Contoh Sejahtera' },
];
const learner: Placeholder = { name: 'learner_name', description: 'The learner the event is about', sample: 'Budi Santoso' };

/** The marketplace's approval steps tell the requester (issue 33, decision 0141): the `learner` recipient is the requester. */
const purchase: Placeholder[] = [
  ...person,
  { name: 'learner_name', description: 'The person who checked out the cart (the requester)', sample: 'Budi Santoso' },
  { name: 'request_number', description: 'The approval request’s number', sample: '42' },
  { name: 'item_summary', description: 'How many items the request holds', sample: '2 Item' },
  { name: 'total', description: 'The request’s total in rupiah', sample: 'Rp 1.250.000' },
];
const decidedBy: Placeholder = { name: 'decided_by', description: 'The approver who decided', sample: 'Ayu Pratiwi' };

export const eventCatalogue: EventDefinition[] = [
  {
    id: 'invitation',
    label: 'Invited to a classroom or course',
    description: 'A learner is invited to a classroom batch or a course.',
    triggered: true,
    recipientOptions: ['learner'],
    defaults: {
      email: true,
      inApp: true,
      recipients: ['learner'],
      subject: 'You are invited: {{learning_title}}',
      body: 'Dear {{recipient_name}},\n\nYou have been invited to the {{learning_type}} "{{learning_title}}".\n\nRegards,\n{{organization_name}}',
    },
    placeholders: [
      ...person,
      learner,
      { name: 'learning_type', description: 'classroom or course', sample: 'classroom' },
      { name: 'learning_title', description: 'The title of the classroom or course', sample: 'Safety Induction 2026' },
    ],
  },
  {
    id: 'assignment_graded',
    label: 'Assignment graded',
    description: 'A grader scores a learner’s assignment.',
    triggered: true,
    recipientOptions: ['learner', 'creator'],
    defaults: {
      email: true,
      inApp: true,
      recipients: ['learner'],
      subject: 'Your assignment "{{assignment_title}}" has been graded',
      body: 'Dear {{recipient_name}},\n\nYour assignment "{{assignment_title}}" has been graded: {{score}}.\n\nRegards,\n{{organization_name}}',
    },
    placeholders: [
      ...person,
      learner,
      { name: 'assignment_title', description: 'The title of the assignment', sample: 'Monthly Sales Report' },
      { name: 'score', description: 'The score given', sample: '85' },
    ],
  },
  {
    id: 'quiz_review',
    label: 'Quiz waiting for review',
    description: 'A learner submits a quiz attempt with answers that a person must grade.',
    triggered: true,
    recipientOptions: ['creator', 'administrators'],
    defaults: {
      email: true,
      inApp: true,
      recipients: ['creator'],
      subject: 'A quiz attempt is waiting for review: {{quiz_title}}',
      body: 'Dear {{recipient_name}},\n\n{{learner_name}} submitted "{{quiz_title}}". Some answers wait for your review.\n\nRegards,\n{{organization_name}}',
    },
    placeholders: [...person, learner, { name: 'quiz_title', description: 'The title of the quiz', sample: 'Product Knowledge Quiz' }],
  },
  {
    id: 'schedule_tomorrow',
    label: 'Schedule starting tomorrow',
    description: 'A schedule of a batch the learner takes part in starts tomorrow (checked every hour).',
    triggered: true,
    recipientOptions: ['learner'],
    defaults: {
      email: true,
      inApp: true,
      recipients: ['learner'],
      subject: 'Tomorrow: {{schedule_title}}',
      body: 'Dear {{recipient_name}},\n\n"{{schedule_title}}" starts tomorrow at {{starts_at}} (WIB).\n\nRegards,\n{{organization_name}}',
    },
    placeholders: [
      ...person,
      learner,
      { name: 'schedule_title', description: 'The title of the schedule', sample: 'Day 1: Opening Session' },
      { name: 'starts_at', description: 'When it starts (DD/MM/YYYY HH:mm, WIB)', sample: '15/01/2027 09:00' },
    ],
  },
  {
    id: 'certificate_issued',
    label: 'Certificate issued',
    description: 'A learner receives a certificate (issued when they complete a course whose achievement is a certificate).',
    triggered: true,
    recipientOptions: ['learner', 'administrators'],
    defaults: {
      email: true,
      inApp: true,
      recipients: ['learner'],
      subject: 'Your certificate: {{certificate_title}}',
      body: 'Dear {{recipient_name}},\n\nCongratulations! Your certificate "{{certificate_title}}" has been issued.\n\nRegards,\n{{organization_name}}',
    },
    placeholders: [...person, learner, { name: 'certificate_title', description: 'The title of the certificate', sample: 'Certified Safety Officer' }],
  },
  {
    id: 'marketplace_requested',
    label: 'Marketplace request sent for approval',
    description: 'A user checks out the marketplace cart: the request waits for another administrator (the requester is told).',
    triggered: true,
    recipientOptions: ['learner'],
    defaults: {
      email: false,
      inApp: true,
      recipients: ['learner'],
      subject: 'Your request #{{request_number}} has been sent for approval',
      body: 'Dear {{recipient_name}},\n\nYour marketplace request #{{request_number}} ({{item_summary}}, {{total}}) has been sent for approval. The total is held on the wallet until it is decided.\n\nRegards,\n{{organization_name}}',
    },
    placeholders: purchase,
  },
  {
    id: 'marketplace_approved',
    label: 'Marketplace request approved',
    description: 'An approver approves a marketplace request: the wallet is debited and the content granted (the requester is told).',
    triggered: true,
    recipientOptions: ['learner'],
    defaults: {
      email: false,
      inApp: true,
      recipients: ['learner'],
      subject: 'Your request #{{request_number}} has been approved',
      body: 'Dear {{recipient_name}},\n\n{{decided_by}} approved your marketplace request #{{request_number}} ({{item_summary}}, {{total}}). The content is now your organisation’s.\n\nRegards,\n{{organization_name}}',
    },
    placeholders: [...purchase, decidedBy],
  },
  {
    id: 'marketplace_rejected',
    label: 'Marketplace request rejected',
    description: 'An approver rejects a marketplace request with a reason: the wallet’s hold is released (the requester is told).',
    triggered: true,
    recipientOptions: ['learner'],
    defaults: {
      email: false,
      inApp: true,
      recipients: ['learner'],
      subject: 'Your request #{{request_number}} has been rejected',
      body: 'Dear {{recipient_name}},\n\n{{decided_by}} rejected your marketplace request #{{request_number}} ({{item_summary}}, {{total}}).\n\nReason: {{reason}}\n\nRegards,\n{{organization_name}}',
    },
    placeholders: [...purchase, decidedBy, { name: 'reason', description: 'Why the request was rejected', sample: 'Not in this quarter’s budget.' }],
  },
  {
    id: 'issue_status_changed',
    label: 'Reported issue updated',
    description: 'The status of a problem a learner reported with a content changes (open, in progress, resolved).',
    triggered: true,
    recipientOptions: ['learner'],
    defaults: {
      email: false,
      inApp: true,
      recipients: ['learner'],
      subject: 'Your report on "{{content_title}}" is {{issue_status}}',
      body: 'Dear {{recipient_name}},\n\nThe problem you reported with "{{content_title}}" is now {{issue_status}}.\n{{note}}\n\nRegards,\n{{organization_name}}',
    },
    placeholders: [
      ...person,
      learner,
      { name: 'content_title', description: 'The title of the content the report is about', sample: 'Fire Safety Video' },
      { name: 'issue_status', description: 'Open, In Progress or Resolved', sample: 'Resolved' },
      { name: 'note', description: 'The note written with the change (may be empty)', sample: 'The video has been uploaded again.' },
    ],
  },
];

export const eventById = (id: string): EventDefinition | undefined => eventCatalogue.find((e) => e.id === id);

/** Fills {{name}} placeholders; an unknown one is left as written, so a typo shows in the preview. */
export const fillTemplate = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => (name in values ? values[name] : whole));

/** The placeholders a template names that the event does not have. */
export const unknownPlaceholders = (template: string, event: EventDefinition): string[] => {
  const known = new Set(event.placeholders.map((p) => p.name));
  return [...new Set([...template.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/g)].map((m) => m[1]).filter((n) => !known.has(n)))];
};

export const sampleValues = (event: EventDefinition): Record<string, string> => Object.fromEntries(event.placeholders.map((p) => [p.name, p.sample]));
