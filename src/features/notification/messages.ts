/**
 * The notification area's texts. The spec names the screen (Setting › Notification, spec 000 §2) and nothing more;
 * the rest follow the console's wording (docs/decisions/0131).
 */
export const notificationMessages = {
  saved: (label: string) => `Notification "${label}" has been saved.`,
  nothingChanged: 'Nothing has changed.',
  reset: (label: string) => `The template of "${label}" is back to its default.`,
  eventNotFound: 'Notification event not found',
  subjectRequired: 'Subject is required',
  bodyRequired: 'Body is required',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  recipientsRequired: 'Choose at least one recipient',
  recipientNotOffered: (label: string) => `"${label}" cannot receive this notification`,
  unknownPlaceholder: (names: string[]) => `Unknown placeholder: ${names.map((n) => `{{${n}}}`).join(', ')}`,
  deliveryNotFound: 'Delivery not found',
  notFailed: 'Only a failed delivery can be sent again.',
  retried: 'The delivery is queued again.',
  notificationNotFound: 'Notification not found',
  read: 'Notification has been marked as read.',
  mailNotConfigured: 'E-mail is not configured on this server (SMTP_URL or SMTP_HOST).',
  noAddress: 'The recipient has no e-mail address.',
  notTriggered: 'Nothing in the console causes this event yet: this notification is never sent until something does.',
};
