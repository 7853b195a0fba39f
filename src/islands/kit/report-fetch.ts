import { apiPath, queryString } from '@/lib/endpoint';

/**
 * The address of a GET path of the contract (downloads): its params filled, empty query values dropped. Only the
 * course feedback report still takes a path for its download; the other reports take routes from the page and ask
 * the typed client for the address (`createClient(routes).download.href(…)`), and so will it (issue 26).
 */
export const hrefAt = (pattern: string, params: Record<string, string | number>, query?: Record<string, unknown>): string =>
  apiPath(pattern, params) + queryString(query);
