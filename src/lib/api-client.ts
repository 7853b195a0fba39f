import { callApi, type SuccessEnvelope } from './fetcher';
import { apiPath, endpointHref, type EndpointDef, type EndpointInput, type EndpointOutput, type Route, type RoutesOf } from './endpoint';

/**
 * The islands' one typed client, derived from an area's endpoint declarations (src/features/<area>/api.ts): the path,
 * the input and the output types come from the declaration, never retyped. A GET answers the envelope's `data`; a
 * mutation answers the whole envelope, whose `message` the screen shows in its toast.
 *
 * An island that already carries zod (a form validating with the area's schemas) passes the declarations themselves:
 * `createClient(presenceApi)`. One that must stay without zod (a list, a report, a detail page's action) gets its
 * routes from the page as a prop, `routesOf(assignmentApi, 'results', 'grade')`, and passes those: the types travel
 * with them, the schemas stay on the server. The path is the endpoint's own (`/api/…`), as the fetcher takes it.
 */

/** What every call may add: a signal to abandon it (a search superseded by the next keystroke). */
export interface CallOptions {
  signal?: AbortSignal;
}

type Args<E extends EndpointDef> = object extends EndpointInput<E> ? [input?: EndpointInput<E> & CallOptions] : [input: EndpointInput<E> & CallOptions];

export type EndpointCall<E extends EndpointDef> = E['method'] extends 'GET'
  ? ((...args: Args<E>) => Promise<EndpointOutput<E>>) & { href: (...args: Args<E>) => string }
  : (...args: Args<E>) => Promise<SuccessEnvelope<EndpointOutput<E>>>;

export type ApiClient<T extends Record<string, EndpointDef>> = { [K in keyof T]: EndpointCall<T[K]> };

interface LooseInput extends CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: object | FormData;
}

export function createClient<T extends Record<string, EndpointDef>>(defs: T): ApiClient<T>;
export function createClient<T extends Record<string, EndpointDef>>(routes: RoutesOf<T>): ApiClient<T>;
export function createClient(routes: Record<string, Route>): Record<string, unknown> {
  const client: Record<string, unknown> = {};
  for (const [name, { method, path }] of Object.entries(routes)) {
    const send = ({ params, query, body, signal }: LooseInput = {}) => callApi(apiPath(path, params), { method, query, body, signal });
    client[name] =
      method === 'GET'
        ? Object.assign(async (input?: LooseInput) => (await send(input)).data, { href: (input?: LooseInput) => endpointHref({ method, path }, input) })
        : send;
  }
  return client;
}
