/** The dashboard's texts (ours: spec 000 shows no dashboard content). */
const dashboardMessages = {
  /** After a stale link: /pages/error-404 sends a signed-in user here (spec 000 §6), with ?notice=not-found. */
  notFound: 'The page you opened does not exist or was removed.',
} as const;

/** The notice a query flag asks for, or null; unknown values show nothing. */
export function dashboardNotice(search: URLSearchParams): string | null {
  return search.get('notice') === 'not-found' ? dashboardMessages.notFound : null;
}
