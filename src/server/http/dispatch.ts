import { z } from 'zod';
import { compilePattern } from '@/lib/routes';
import type { EndpointDef, EndpointOutput } from '@/lib/endpoint';
import type { Db } from '@/db/client';
import type { ApiContext } from './api-context';
import { AppError } from './app-error';
import { errorResponse, fail, ok } from './envelope';
import { parseQuery, zodMessages } from './parse';

/**
 * The one API dispatcher (docs/architecture.md "A request"): every endpoint an area declares is bound here to its
 * handler; the one API entry (src/api-entry.ts) hands each request to `dispatch`, which matches method and path, parses
 * params, query and body with the declared schemas, calls the handler and wraps the envelope. The guards (session,
 * rule, permission key) ran before, in the entry, from the same declarations.
 */

/** Path ids are database integers: anything else (letters, 0, beyond 2^31 - 1) names nothing, so it is a 404. */
export const IdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));

type ParamsOf<E extends EndpointDef> = E['params'] extends z.ZodType ? z.output<E['params']> : Record<string, number & string>;
type QueryOf<E extends EndpointDef> = E['query'] extends z.ZodType ? z.output<E['query']> : Record<string, never>;
type BodyOf<E extends EndpointDef> = E['body'] extends z.ZodType ? z.output<E['body']> : undefined;

export interface Caller {
  db: Db;
  organizationId: number;
  /** The signed-in user (0 on public endpoints, which never use it). */
  userId: number;
}

export interface HandlerInput<E extends EndpointDef> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  caller: Caller;
  ctx: ApiContext;
}

/** An answer with its own message, status or headers (the default is 200 'Success'). */
class Reply<T> {
  constructor(
    readonly data: T,
    readonly message?: string,
    readonly status = 200,
    readonly headers: Record<string, string> = {},
  ) {}
}
export const reply = <T>(data: T, message?: string, status?: number, headers?: Record<string, string>) => new Reply(data, message, status, headers);

type Result<T> = T | Reply<T> | Response;
export type Handler<E extends EndpointDef> = (input: HandlerInput<E>) => Promise<Result<EndpointOutput<E>>> | Result<EndpointOutput<E>>;

export interface BoundEndpoint extends EndpointDef {
  handler: Handler<EndpointDef>;
}

/** Binds an area's handlers to its endpoint declarations; every declared endpoint needs one. */
export function bind<T extends Record<string, EndpointDef>>(defs: T, handlers: { [K in keyof T]: Handler<T[K]> }): BoundEndpoint[] {
  return Object.entries(defs).map(([name, def]) => {
    const handler = handlers[name as keyof T];
    if (!handler) throw new Error(`endpoint ${name} (${def.method} ${def.path}) has no handler`);
    return { ...def, handler: handler as unknown as Handler<EndpointDef> };
  });
}

/**
 * The endpoint with a refinement of its body that only the server can make, e.g. one that reads the areas' declared
 * content types (src/features/contents.ts): the dispatcher parses with it, while the islands, the typed client and
 * the OpenAPI document keep the declared, isomorphic schema.
 */
export function refineBody<E extends EndpointDef & { body: z.ZodType }>(
  def: E,
  check: (value: z.output<E['body']>, ctx: z.RefinementCtx) => void | Promise<void>,
): E {
  return { ...def, body: def.body.superRefine(check as (value: unknown, ctx: z.RefinementCtx) => void | Promise<void>) };
}

const SELF_PARSING = Symbol('self-parsing');

/**
 * An endpoint that parses its own request (the sign-in calls, whose handlers set cookies and read forms as well as
 * JSON; uploads; tus): the dispatcher guards, matches and parses its path params, and leaves query and body to it.
 * Its declaration still carries the schemas for the OpenAPI document.
 */
export function selfParsing<E extends EndpointDef>(route: (ctx: ApiContext) => Response | Promise<Response>): Handler<E> {
  const placeholder = () => {
    throw new Error('a self-parsing endpoint is called by the dispatcher with its context');
  };
  return Object.assign(placeholder, { [SELF_PARSING]: route }) as unknown as Handler<E>;
}

interface Compiled {
  def: BoundEndpoint;
  regex: RegExp;
  names: string[];
  /** Its place in the declarations. */
  index: number;
}

const PREFIX_DEPTH = 4;
/** The lower-case static segments a path pattern starts with, at most PREFIX_DEPTH of them, joined by '/'. */
function staticStart(pattern: string): string {
  const out: string[] = [];
  for (const segment of pattern.toLowerCase().split('/').filter(Boolean)) {
    if (segment.startsWith(':') || out.length === PREFIX_DEPTH) break;
    out.push(segment);
  }
  return out.join('/');
}

export type ApiMatch = { kind: 'found'; def: BoundEndpoint; params: Record<string, string> } | { kind: 'not-found' } | { kind: 'method-not-allowed' };

/** Matches method and path against the endpoints (a HEAD is served by the GET). */
export function createDispatcher(endpoints: BoundEndpoint[]) {
  const compiled: Compiled[] = endpoints.map((def, index) => {
    const { regex, names } = compilePattern(def.path);
    return { def, regex: new RegExp(regex.source, 'i'), names, index };
  });
  // Endpoints by the static start of their path (up to PREFIX_DEPTH segments, lower case), so that a request is
  // tried against the few endpoints that share its start rather than every regex of every area, twice (the guard's
  // candidates, then the match).
  const buckets = new Map<string, Compiled[]>();
  for (const c of compiled) {
    const key = staticStart(c.def.path);
    buckets.set(key, [...(buckets.get(key) ?? []), c]);
  }
  /** The endpoints that may match a path, in declaration order (the first match wins). */
  function pool(path: string): Compiled[] {
    const segments = path.toLowerCase().split('/').filter(Boolean);
    const lists: Compiled[][] = [];
    for (let n = 0; n <= Math.min(PREFIX_DEPTH, segments.length); n++) {
      const list = buckets.get(segments.slice(0, n).join('/'));
      if (list) lists.push(list);
    }
    return lists.length === 1 ? lists[0] : lists.flat().sort((a, b) => a.index - b.index);
  }

  function match(method: string, path: string): ApiMatch {
    let pathMatched = false;
    const wanted = method === 'HEAD' ? 'GET' : method;
    for (const c of pool(path)) {
      const m = c.regex.exec(path);
      if (!m) continue;
      pathMatched = true;
      if (c.def.method !== wanted) continue;
      const params: Record<string, string> = {};
      c.names.forEach((n, i) => {
        if (m[i + 1] !== undefined) params[n] = m[i + 1];
      });
      return { kind: 'found', def: c.def, params };
    }
    return pathMatched ? { kind: 'method-not-allowed' } : { kind: 'not-found' };
  }

  /** Every endpoint whose path matches, whatever its method (the guards answer 405 from these). */
  function candidates(path: string): BoundEndpoint[] {
    return pool(path)
      .filter((c) => c.regex.test(path))
      .map((c) => c.def);
  }

  async function dispatch(ctx: ApiContext): Promise<Response> {
    const found = match(ctx.method, ctx.url.pathname);
    if (found.kind === 'not-found') return errorResponse(new AppError('NOT_FOUND', 'This API path does not exist.'));
    if (found.kind === 'method-not-allowed') return fail(405, 'Method Not Allowed', 'This method is not allowed here.');
    const { def } = found;
    try {
      const route = (def.handler as unknown as Record<symbol, ((c: ApiContext) => Response | Promise<Response>) | undefined>)[SELF_PARSING];
      if (route) {
        // An endpoint that reads its own request (see `selfParsing`): it sees the matched path params.
        Object.assign(ctx.params, parseParams(def, found.params));
        return await route(ctx);
      }
      const params = parseParams(def, found.params);
      const query = def.query ? parseQuery(ctx.url, def.query) : {};
      const body = def.body && def.body !== 'multipart' ? await ctx.json(def.body, def.maxBodyBytes) : undefined;
      const locals = ctx.locals;
      const caller: Caller = { db: locals.db, organizationId: locals.org.id, userId: locals.auth?.user.id ?? 0 };
      const result = await def.handler({ params, query, body, caller, ctx } as HandlerInput<EndpointDef>);
      if (result instanceof Response) return result;
      const answer = result instanceof Reply ? result : new Reply(result);
      checkResponse(def, answer.data);
      return ok(answer.data, answer.message, answer.status, answer.headers);
    } catch (err) {
      return errorResponse(err);
    }
  }

  return { match, candidates, dispatch };
}

function parseParams(def: EndpointDef, raw: Record<string, string>): Record<string, unknown> {
  if (def.params) {
    const r = def.params.safeParse(raw);
    if (!r.success) throw new AppError('NOT_FOUND');
    return r.data as Record<string, unknown>;
  }
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!/id$/i.test(name)) {
      out[name] = value;
      continue;
    }
    const r = IdParamSchema.safeParse(value);
    if (!r.success) throw new AppError('NOT_FOUND');
    out[name] = r.data;
  }
  return out;
}

/**
 * With VALIDATE_RESPONSES=1 (the test servers set it) every answer is checked against its declared schema, so an
 * output schema that drifts from what the handler returns fails the tests instead of misleading the islands' types.
 */
const validateResponses = process.env.VALIDATE_RESPONSES === '1';
function checkResponse(def: EndpointDef, data: unknown): void {
  if (!validateResponses || !def.response) return;
  const r = def.response.safeParse(data);
  if (!r.success) {
    const details = zodMessages(r.error)
      .slice(0, 5)
      .map((m) => `${m.field ?? '(root)'}: ${m.message}`)
      .join('; ');
    console.error(`[api] ${def.method} ${def.path} answered outside its response schema: ${details}`);
    throw new AppError('INTERNAL', `The answer of ${def.method} ${def.path} does not match its schema: ${details}`);
  }
}
