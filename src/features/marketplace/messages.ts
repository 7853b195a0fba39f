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
  // Publishing offers and rating bought content (decision 0141).
  listTitle: 'Offer List',
  listFailed: 'Failed get offers',
  created: 'Offer has been successfully published.',
  createFailed: 'Failed to publish offer',
  edited: 'Offer has been successfully edited.',
  editFailed: 'Failed to edit offer',
  nothingChanged: "There's no anything changed",
  saveChanges: 'Save Changes?',
  deleteTitle: 'Withdraw Offer?',
  deleteText: 'Withdraw "{title}" from the catalogue? Nobody can add it to a cart until it is listed again; requests already sent stay as they are.',
  deleted: 'Offer has been withdrawn from the catalogue.',
  deleteFailed: 'Failed to withdraw offer',
  providerNotFound: 'Provider not found',
  providerInactive: 'This provider is inactive: activate it on /provider before publishing its content.',
  pricePositive: 'Price must be at least Rp 1',
  priceWhole: 'Enter the price in whole rupiah, e.g. 1500000 or 1.500.000',
  priceTooLarge: 'Price must be at most Rp 1.000.000.000.000',
  durationRange: 'Duration must be a whole number of minutes from 1 to 100000',
  contentUrlInvalid: 'Enter the full https:// address where the content is opened',
  ratingRange: 'Choose a rating from 1 to 5',
  rateNotOwned: 'Only an organisation that was granted this content can rate it.',
  rated: 'Thank you: your organisation’s rating has been saved.',
} satisfies FieldTexts & Record<string, unknown>;

/** How each module is named on the screens (spec 002 §3's module of a cart item). */
export const MODULE_LABELS = { course: 'Course', video: 'Video', podcast: 'Podcast', document: 'Document', live_event: 'Live Event' } as const;

export const STATUS_LABELS = { pending: 'Waiting for Approval', approved: 'Approved', rejected: 'Rejected' } as const;
