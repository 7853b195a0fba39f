import { api, request, type RequestOptions, type SuccessEnvelope } from '@/lib/fetcher';
import { apiPath, queryString } from '@/lib/endpoint';

/**
 * Calls by path for the report islands (decision 0073). The page passes each endpoint's path from the area's
 * contract (`quizApi.results.path`, …) as a prop, and the island calls it through the shared fetcher: the contract
 * module (and zod with it) never reaches the browser, while its output types are still imported as types.
 */
type Params = Record<string, string | number>;

const relative = (pattern: string, params: Params) => apiPath(pattern, params).replace(/^\/api(?=\/)/, '');

/** GET a path of the contract; answers the envelope's data. */
export const getAt = <T>(pattern: string, params: Params, query?: Record<string, unknown>): Promise<T> => api<T>(relative(pattern, params), { query });

/** A mutation on a path of the contract; answers the whole envelope (its message is the toast's text). */
export const sendAt = <T>(
  pattern: string,
  params: Params,
  method: NonNullable<RequestOptions['method']>,
  body?: object | FormData,
): Promise<SuccessEnvelope<T>> => request<T>(relative(pattern, params), { method, body });

/** The address of a GET path (downloads): its params filled, empty query values dropped. */
export const hrefAt = (pattern: string, params: Params, query?: Record<string, unknown>): string => apiPath(pattern, params) + queryString(query);
