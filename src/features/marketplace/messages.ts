import type { FieldTexts } from '@/lib/field-schemas';

/**
 * The marketplace's texts. Spec 002 §9 gives the cart summary ('{n} Item' with the total, Rp with dot thousands
 * separators); the rest is ours (docs/decisions/0133).
 */
export const marketplaceMessages = {
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  itemSummary: (n: number) => `${n} Item`,
  offerNotFound: 'Content not found',
  cartItemNotFound: 'Cart item not found',
  approvalNotFound: 'Approval not found',
  alreadyInCart: 'This content is already in your cart.',
  alreadyRequested: 'This content is already waiting for an approval.',
  alreadyOwned: 'Your organisation already owns this content.',
  cartEmpty: 'Your cart is empty.',
  addedToCart: 'Content has been added to the cart.',
  removedFromCart: 'Item has been removed from the cart.',
  checkedOut: 'Your request has been sent for approval.',
  ownRequest: 'You cannot approve or reject your own request.',
  decided: 'This request has already been approved or rejected.',
  approved: 'Request has been approved.',
  rejected: 'Request has been rejected.',
  notRated: 'Not rated yet',
} satisfies FieldTexts & Record<string, unknown>;

/** How each module is named on the screens (spec 002 §3's module of a cart item). */
export const MODULE_LABELS = { course: 'Course', video: 'Video', podcast: 'Podcast', document: 'Document', live_event: 'Live Event' } as const;

export const STATUS_LABELS = { pending: 'Waiting for Approval', approved: 'Approved', rejected: 'Rejected' } as const;
