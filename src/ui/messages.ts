/** User-facing texts of the shared widgets, quoted from the spec where it gives them (000 §2/§5/§8, 001 §2/§5/§8). */
export const UI_TEXT = {
  noData: 'No data found',
  searchPlaceholder: 'Search by title',
  dateRangePlaceholder: 'Select Date Range',
  // Not given by the spec (decision: plain, explicit wording).
  leaveTitle: 'Leave this page?',
  leaveText: 'You have unsaved changes. If you leave this page, your changes will be lost.',
  leaveConfirm: 'Leave',
  leaveCancel: 'Stay',
  // Closing a form inside a page (a wizard's batch) with typed input; the same plain wording.
  discardTitle: 'Discard changes?',
  discardText: 'You have unsaved changes. If you close this form, they will be lost.',
  discardConfirm: 'Discard',
  loading: 'Loading…',
  close: 'Close',
  clearChoice: (label?: string) => `Clear ${label ?? 'selection'}`,
  ok: 'OK',
  cancel: 'Cancel',
  noOptions: 'No options',
  // A capped field whose typed or pasted text did not all fit (not in the spec; issue 27 item 17).
  lengthCut: (max: number) => `Only ${max} characters fit: the rest was left out.`,
} as const;
