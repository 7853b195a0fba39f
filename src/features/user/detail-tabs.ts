/** The user detail's tabs (?tab=, docs/decisions/0072). */
export const USER_DETAIL_TABS = [
  { key: 'profile', label: 'Profile' },
  { key: 'sessions', label: 'Sessions' },
  { key: 'enrolments', label: 'Enrolments' },
  { key: 'history', label: 'History' },
  { key: 'audit', label: 'Audit Trail' },
] as const;
export type UserDetailTab = (typeof USER_DETAIL_TABS)[number]['key'];
