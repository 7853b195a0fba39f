import { atom } from 'nanostores';

/**
 * Set once a page needs the global hosts for something other than a toast or an error (a form became dirty, so the
 * leave guard must be up). GlobalHost reads this flag instead of the dirty-form store, so a list page, which never
 * edits, does not load that store at first.
 */
export const $hostWanted = atom(false);

export function wantHost(): void {
  if (!$hostWanted.get()) $hostWanted.set(true);
}
