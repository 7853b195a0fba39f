/**
 * The knowledge feed's texts. Spec 000 names the screens through the route table (Knowledge Feed List, Knowledge
 * Feed Details); the rest follow the other content areas' wording (docs/decisions/0085).
 */
export const feedMessages = {
  listTitle: 'Knowledge Feed List',
  listFailed: 'Failed get knowledge feed',
  notFound: 'Post not found',
  reasonRequired: 'Reason is required',
  reasonTooShort: 'Reason must be at least 3 characters',
  reasonTooLong: 'Reason must be at most 500 characters',
  stale: 'Someone else moderated this post meanwhile. Reload the page to see its current state.',
  /** A moderation the post's state does not allow (hide a hidden post, restore a visible one). */
  notAllowed: (action: string, state: string) => `This post is ${state}: it cannot be ${action}.`,
  done: { hide: 'Post has been hidden.', restore: 'Post has been restored.', delete: 'Post has been deleted.' },
  failed: 'Failed to moderate post',
  confirmTitle: { hide: 'Hide Post?', restore: 'Restore Post?', delete: 'Delete Post?' },
  confirmText: {
    hide: 'Learners will no longer see this post. You can restore it later.',
    restore: 'Learners will see this post on the feed again.',
    delete: 'The post is removed from the feed for good. It stays here, with your reason, for the record.',
  },
  bodyRequired: 'Write something to share',
  linkInvalid: 'Enter a full web address starting with https:// or http://',
  imageRequired: 'An image post needs an image',
} as const;
