import { clientAddressOf } from '@/server/auth/client-address';
import { countBadScimToken, scimRetryAfter } from '@/server/auth/rate-limit';
import type { ApiContext } from '@/server/http/api-context';
import { AppError } from '@/server/http/app-error';
import { scimActorOfToken } from '../scim-tokens';
import { resourceTypes, schemas } from './discovery';
import { createGroup, deleteGroup, getGroup, listGroups, patchGroup, replaceGroup } from './groups';
import { MAX_RESULTS, readJson, ScimError, scimErrorResponse, scimJson } from './protocol';
import { createScimUser, deleteScimUser, getUser, listUsers, patchScimUser, replaceScimUser, type ScimScope } from './users';

const SERVICE_PROVIDER_CONFIG = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: MAX_RESULTS },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    { type: 'oauthbearertoken', name: 'OAuth Bearer Token', description: 'A SCIM token generated on Setting › Authentication', primary: true },
  ],
};

const ORPHANED =
  'The person who generated this SCIM token no longer has an active account, so the token acts for nobody. Generate a new token on Setting › Authentication.';

function tooManyBadTokens(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many requests with an invalid SCIM token from this address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

function bearer(ctx: ApiContext): string | null {
  const h = ctx.headers.get('authorization');
  return h && /^bearer /i.test(h) ? h.slice(7).trim() : null;
}

/**
 * /scim/v2/… (RFC 7644): served outside /api by the one API entry (src/api-entry.ts), guarded by the organisation's
 * SCIM bearer token alone (no session): the token says which organisation's users are read and written.
 */
export async function handleScim(ctx: ApiContext): Promise<Response> {
  try {
    const db = ctx.locals.db;
    // Bad tokens are counted per address; past the limit the address waits, whatever token it sends (issue 25).
    const address = clientAddressOf(ctx);
    const wait = await scimRetryAfter(db, address);
    if (wait) throw new ScimError(429, tooManyBadTokens(wait), undefined, { 'retry-after': String(wait) });
    const actor = await scimActorOfToken(db, bearer(ctx));
    if (actor.status !== 'ok') await countBadScimToken(db, address);
    if (actor.status === 'orphaned') throw new ScimError(401, ORPHANED);
    if (actor.status !== 'ok') throw new ScimError(401, 'A valid SCIM bearer token is required.');
    const { organizationId, actorId } = actor;
    const parts = ctx.url.pathname
      .replace(/^\/scim\/v2\/?/i, '')
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent);
    const scope: ScimScope = { db, organizationId, actorId, base: `${ctx.url.origin}/scim/v2` };
    const method = ctx.method;
    const body = () => readJson(ctx);
    const [resource = '', id, extra] = parts;
    if (extra !== undefined) throw new ScimError(404, 'Not found.');
    const kind = resource.toLowerCase();
    if (kind === 'serviceproviderconfig' && method === 'GET' && !id) return scimJson(SERVICE_PROVIDER_CONFIG);
    if (kind === 'schemas' || kind === 'resourcetypes') {
      if (method !== 'GET') throw new ScimError(405, `${method} is not allowed here.`);
      return scimJson(kind === 'schemas' ? schemas(scope.base, id) : resourceTypes(scope.base, id));
    }
    if (kind === 'users') {
      if (!id && method === 'GET') return scimJson(await listUsers(scope, ctx.url.searchParams));
      if (!id && method === 'POST') return scimJson(await createScimUser(scope, await body()), 201);
      if (id && method === 'GET') return scimJson(await getUser(scope, id));
      if (id && method === 'PUT') return scimJson(await replaceScimUser(scope, id, await body()));
      if (id && method === 'PATCH') return scimJson(await patchScimUser(scope, id, await body()));
      if (id && method === 'DELETE') return (await deleteScimUser(scope, id), scimJson(null, 204));
      throw new ScimError(405, `${method} is not allowed here.`);
    }
    if (kind === 'groups') {
      if (!id && method === 'GET') return scimJson(await listGroups(scope, ctx.url.searchParams));
      if (!id && method === 'POST') return scimJson(await createGroup(scope, await body()), 201);
      if (id && method === 'GET') return scimJson(await getGroup(scope, id, ctx.url.searchParams));
      if (id && method === 'PUT') return scimJson(await replaceGroup(scope, id, await body()));
      if (id && method === 'PATCH') return scimJson(await patchGroup(scope, id, await body()));
      if (id && method === 'DELETE') return (await deleteGroup(scope, id), scimJson(null, 204));
      throw new ScimError(405, `${method} is not allowed here.`);
    }
    throw new ScimError(404, 'Not found.');
  } catch (err) {
    if (err instanceof ScimError) return scimErrorResponse(err);
    // The console's own refusals (a change beyond the token maker's keys) keep their status and words.
    if (err instanceof AppError && err.code === 'FORBIDDEN') return scimErrorResponse(new ScimError(403, err.message));
    console.error('[scim] request failed', err);
    return scimErrorResponse(new ScimError(500, 'Something went wrong on our side.'));
  }
}
