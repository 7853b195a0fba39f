import type { z } from 'zod';
import type { PermissionKey, RouteRule } from './permissions';

/**
 * One API endpoint as an area declares it (docs/architecture.md "The kits"): method, path, who may call it and
 * the zod schemas of what goes in and comes out. It is isomorphic: the server dispatcher binds a handler to it,
 * the OpenAPI document and the guards read it, and the islands' typed client derives its calls and types from it.
 * The path is written here and nowhere else.
 */
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface EndpointDef {
  method: Method;
  /** Express-style pattern under /api, e.g. /api/cms/presences/:id; a :name ending in id/Id is an integer id. */
  path: string;
  /** public: no session; signed-in: any session; key: the permission key (and the admin rule). */
  access: 'public' | 'signed-in' | 'key';
  /** The key, or several of which any one will do (the quiz calls serve both quiz route families). */
  key?: PermissionKey | readonly PermissionKey[];
  rule?: RouteRule;
  summary: string;
  /** Path parameters beyond the default (ids are parsed by the shared id parser; a bad one is a 404). */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A zod schema for JSON, or 'multipart' when the handler reads a form with files itself. */
  body?: z.ZodType | 'multipart';
  /** The largest JSON body accepted (default 1 MB). */
  maxBodyBytes?: number;
  /** The `data` of the success envelope; absent for files and other raw answers. */
  response?: z.ZodType;
  /** The answer is a file or an image, not the JSON envelope. */
  raw?: boolean;
  /**
   * The call changes the accounts it names (the path's :id, or the body's ids): the server refuses a caller who
   * lacks a permission key such a person holds (docs/decisions/0102), and the access walk tries it that way.
   */
  changesAccount?: true;
}

/** What a call needs of its declaration at run time: the method and the path (with its /api, as declared). */
export interface Route {
  method: Method;
  path: string;
}

declare const declared: unique symbol;
/**
 * A declaration's route, still carrying the declaration's type (never its zod schemas, which stay on the server): plain
 * data a page hands to an island as a prop, so the island calls the typed client without shipping the contract.
 */
export type RouteOf<E extends EndpointDef> = Pick<E, 'method' | 'path'> & { readonly [declared]?: E };
export type RoutesOf<T extends Record<string, EndpointDef>> = { [K in keyof T]: RouteOf<T[K]> };

/** The route of one declaration: `route(userApi.bulk)`. */
export const route = <E extends EndpointDef>(def: E): RouteOf<E> => ({ method: def.method, path: def.path });

/** The routes of some of an area's declarations, for a page to pass to an island: `routesOf(assignmentApi, 'results', 'grade')`. */
export function routesOf<T extends Record<string, EndpointDef>, K extends keyof T & string>(defs: T, ...names: K[]): RoutesOf<Pick<T, K>> {
  return Object.fromEntries(names.map((name) => [name, route(defs[name])])) as RoutesOf<Pick<T, K>>;
}

/** Declares an endpoint, keeping its literal types for the client. */
export const endpoint = <const E extends EndpointDef>(def: E): E => def;

/** Declares an area's endpoints by name: `presenceApi.list`, `presenceApi.get`, … */
export const endpoints = <const T extends Record<string, EndpointDef>>(defs: T): T => defs;

type Infer<S, Fallback> = S extends z.ZodType ? z.input<S> : Fallback;
type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? CleanName<Name> | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? CleanName<Name>
    : never;
type CleanName<N extends string> = N extends `${infer Base}(${string}` ? Base : N extends `${infer Base}?` ? Base : N;

type PathParams<E extends EndpointDef> = [ParamNames<E['path']>] extends [never] ? unknown : { params: Record<ParamNames<E['path']>, string | number> };
/** A query value as the browser sends it: every value travels as text, so numbers and flags are fine. */
export type QueryValue = string | number | boolean | null | undefined;
type QueryInput<E extends EndpointDef> = E['query'] extends z.ZodType ? { query?: { [K in keyof Infer<E['query'], object>]?: QueryValue } } : unknown;
type BodyInput<E extends EndpointDef> = E['body'] extends 'multipart'
  ? { body: FormData }
  : E['body'] extends z.ZodType
    ? { body: Infer<E['body'], never> }
    : unknown;

/** What a call of the endpoint takes: its path params, query and body. */
export type EndpointInput<E extends EndpointDef> = PathParams<E> & QueryInput<E> & BodyInput<E>;
/** The `data` the endpoint answers. */
export type EndpointOutput<E extends EndpointDef> = Out<E['response']>;

/** Fills the :params of an API path (optional ones that are missing are dropped). */
export function apiPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern
    .split('/')
    .map((part) => {
      const m = /^:([A-Za-z_]\w*)(?:\([^)]*\))?(\?)?$/.exec(part);
      if (!m) return part;
      const v = params[m[1]];
      if (v === undefined || v === '') {
        if (m[2]) return null;
        throw new Error(`missing path parameter ${m[1]} for ${pattern}`);
      }
      return encodeURIComponent(String(v));
    })
    .filter((p) => p !== null)
    .join('/');
}

/** A query object as a query string: empty values dropped (spec 000 §5). */
export function queryString(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.forEach((x) => params.append(k, String(x)));
    else params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The address of a GET endpoint with its params and query (downloads, images, links). */
export function endpointHref(def: Route, input: { params?: Record<string, string | number>; query?: Record<string, unknown> } = {}): string {
  return apiPath(def.path, input.params) + queryString(input.query);
}
