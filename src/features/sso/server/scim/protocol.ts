import { AppError } from '@/server/http/app-error';

/** SCIM 2.0 (RFC 7643, 7644) wire pieces: media type, schemas, errors, filters, PATCH operations. */

const SCIM_TYPE = 'application/scim+json; charset=utf-8';
export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const ENTERPRISE_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const MAX_RESULTS = 200;
const MAX_BODY_BYTES = 1_000_000;

export type ScimType = 'invalidFilter' | 'invalidValue' | 'invalidSyntax' | 'uniqueness' | 'mutability' | 'invalidPath' | 'noTarget' | 'tooMany';

export class ScimError extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly scimType?: ScimType,
    /** Extra response headers (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export function scimJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': SCIM_TYPE, 'cache-control': 'no-store', ...headers },
  });
}

export function scimErrorResponse(err: ScimError): Response {
  const body: Record<string, unknown> = { schemas: [ERROR_SCHEMA], status: String(err.status), detail: err.message };
  if (err.scimType) body.scimType = err.scimType;
  return scimJson(body, err.status, { ...(err.status === 401 ? { 'www-authenticate': 'Bearer realm="scim"' } : {}), ...err.headers });
}

export function listResponse(resources: unknown[], total: number, startIndex: number) {
  return { schemas: [LIST_SCHEMA], totalResults: total, itemsPerPage: resources.length, startIndex, Resources: resources };
}

/** startIndex is 1-based; a count of 0 answers only totalResults (RFC 7644 §3.4.2.4). */
export function paging(search: URLSearchParams): { startIndex: number; count: number } {
  const start = Number(search.get('startIndex') ?? 1);
  const count = Number(search.get('count') ?? MAX_RESULTS);
  return {
    startIndex: Number.isInteger(start) && start >= 1 ? start : 1,
    count: Number.isInteger(count) && count >= 0 ? Math.min(count, MAX_RESULTS) : MAX_RESULTS,
  };
}

/**
 * The filters identity providers send to match an account before creating it: `<attribute> eq "<value>"` (Entra ID
 * and Okta use userName, externalId, displayName). Anything else is refused as invalidFilter rather than misread.
 */
export function parseEqFilter(filter: string | null, allowed: string[]): { attribute: string; value: string } | null {
  if (filter === null || filter.trim() === '') return null;
  const m = /^\s*([A-Za-z][\w.:]*)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i.exec(filter);
  const attribute = m && allowed.find((a) => a.toLowerCase() === m[1].toLowerCase());
  if (!m || !attribute) throw new ScimError(400, `Only ${allowed.map((a) => `${a} eq "…"`).join(', ')} filters are supported.`, 'invalidFilter');
  return { attribute, value: m[2].replace(/\\(.)/g, '$1') };
}

/** Entra ID sends booleans as the strings "True" and "False". */
export function scimBoolean(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string' && /^(true|false)$/i.test(v.trim())) return v.trim().toLowerCase() === 'true';
  throw new ScimError(400, `"${String(v)}" is not a boolean.`, 'invalidValue');
}

export interface PatchOp {
  op: 'add' | 'replace' | 'remove';
  path: string | null;
  value: unknown;
}

/** The Operations of a PatchOp body; op is case-insensitive (Entra ID writes "Replace", Okta "replace"). */
export function patchOperations(body: unknown): PatchOp[] {
  const ops = (body as { Operations?: unknown })?.Operations;
  if (!Array.isArray(ops) || ops.length === 0) throw new ScimError(400, 'A PatchOp body needs Operations.', 'invalidSyntax');
  return ops.map((o) => {
    const op = String((o as { op?: unknown })?.op ?? '').toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove')
      throw new ScimError(400, `Unknown PATCH op "${String((o as { op?: unknown })?.op)}".`, 'invalidSyntax');
    const path = (o as { path?: unknown }).path;
    // RFC 7643 §3.1: id is assigned by the console and read-only; RFC 7644 §3.5.2 answers a change to it with mutability.
    if (typeof path === 'string' && /^\s*(id|meta(\..*)?)\s*$/i.test(path))
      throw new ScimError(400, `The attribute "${path.trim()}" is read-only.`, 'mutability');
    return { op, path: typeof path === 'string' && path.trim() ? path.trim() : null, value: (o as { value?: unknown }).value };
  });
}

/** A SCIM body (application/scim+json) of at most MAX_BODY_BYTES, as JSON. */
export async function readJson(request: { text(maxBytes: number): Promise<string> }): Promise<unknown> {
  let text: string;
  try {
    text = await request.text(MAX_BODY_BYTES);
  } catch (err) {
    if (err instanceof AppError && err.code === 'PAYLOAD_TOO_LARGE') throw new ScimError(413, 'The request body is too large.');
    throw err;
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ScimError(400, 'The request body is not JSON.', 'invalidSyntax');
  }
}
