import { request, type SuccessEnvelope } from './fetcher';
import { apiPath, endpointHref, type EndpointDef, type EndpointInput, type EndpointOutput } from './endpoint';

/**
 * The islands' typed client, derived from an area's endpoint declarations (src/features/<area>/api.ts): the path,
 * the input and the output types come from the declaration, never retyped. A GET answers the envelope's `data`;
 * a mutation answers the whole envelope, whose `message` the screen shows in its toast.
 */
/** What any call may add: a signal that aborts it (a search overtaken by the next keystroke). */
interface CallOptions {
  signal?: AbortSignal;
}
type Args<E extends EndpointDef> = object extends EndpointInput<E> ? [input?: EndpointInput<E> & CallOptions] : [input: EndpointInput<E> & CallOptions];

export type EndpointCall<E extends EndpointDef> = E['method'] extends 'GET'
  ? ((...args: Args<E>) => Promise<EndpointOutput<E>>) & { href: (...args: Args<E>) => string }
  : (...args: Args<E>) => Promise<SuccessEnvelope<EndpointOutput<E>>>;

export type ApiClient<T extends Record<string, EndpointDef>> = { [K in keyof T]: EndpointCall<T[K]> };

interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}

export function createClient<T extends Record<string, EndpointDef>>(defs: T): ApiClient<T> {
  const client: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(defs)) {
    const send = (input: LooseInput = {}) =>
      request<unknown>(apiPath(def.path, input.params).replace(/^\/api/, ''), {
        method: def.method,
        query: input.query as Record<string, string>,
        body: input.body as Record<string, unknown>,
        signal: input.signal,
      });
    client[name] =
      def.method === 'GET'
        ? Object.assign(async (input?: LooseInput) => (await send(input)).data, { href: (input?: LooseInput) => endpointHref(def, input) })
        : send;
  }
  return client as ApiClient<T>;
}
