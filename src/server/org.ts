import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations, type Organization } from '@/db/schema';
import { consoleUrl, defaultOrganizationServes, isLoopbackName, parseHost } from './host';

/**
 * Host → organisation (docs/decisions/0105), kept briefly so that a page does not query its configuration twice; any
 * instance may hold it. A host that serves no organisation is kept too (as null), so a stream of them costs no query.
 */
type Cached = Map<string, { org: Organization | null; at: number }>;
// One map per process, shared through globalThis: the pages' bundle and the API entry's (decision 0109) each have their
// own copy of this module, and a save through the API must reach the next page's lookup (forgetOrganizations).
const CACHE_KEY = Symbol.for('console.org-by-host');
const shared = globalThis as { [CACHE_KEY]?: Cached };
const cache: Cached = (shared[CACHE_KEY] ??= new Map());
const TTL_MS = 5_000;
/** The Host header is the caller's to choose: past this many hosts the oldest entry goes, so the map stays small. */
const MAX_HOSTS = 256;

/**
 * Forgets the hosts looked up so far: an organisation's configuration was saved (its colours, titles or hosts), so
 * this instance's next page shows it at once. Other instances see it within TTL_MS.
 */
export function forgetOrganizations(): void {
  cache.clear();
}

export type HostLookup = { status: 'served'; org: Organization } | { status: 'malformed' } | { status: 'unknown' };

/**
 * The organisation a request's Host header selects: the one whose url_domain it is; else the default organisation
 * where it answers (CONSOLE_URL's host, the loopback names, any host with DEFAULT_ORG_ANY_HOST=1: src/server/host.ts);
 * else none (`unknown`, a 404; an absent header too). A header that is no host at all is `malformed` (a 400). Throws
 * when the default organisation is to answer and there is none, or the database cannot be read.
 */
export async function resolveOrganization(db: DbOrTx, header: string | null | undefined, now = Date.now()): Promise<HostLookup> {
  if (header == null) return { status: 'unknown' };
  const host = parseHost(header);
  if (!host) return { status: 'malformed' };
  const hit = cache.get(host.name);
  let org: Organization | null;
  if (hit && now - hit.at < TTL_MS) org = hit.org;
  else {
    [org = null] = await db.select().from(organizations).where(eq(organizations.urlDomain, host.name)).limit(1);
    if (!org && defaultOrganizationServes(host.name)) {
      [org = null] = await db.select().from(organizations).where(eq(organizations.isDefault, true)).limit(1);
      if (!org) throw new Error('No organisation is configured');
    }
    cache.delete(host.name);
    cache.set(host.name, { org, at: now });
    if (cache.size > MAX_HOSTS) cache.delete(cache.keys().next().value as string);
  }
  return org ? { status: 'served', org } : { status: 'unknown' };
}

/**
 * The address an e-mailed link of `org` opens (docs/decisions/0105): CONSOLE_URL when that address serves the
 * organisation; else its url_domain (https, or http for a loopback name); else the address of the request itself
 * when it came on a loopback name (npm start on http://localhost:4321). Never the Host of a request from elsewhere,
 * which is the caller's to choose: null when none of these exists, and the caller refuses to send.
 */
export async function publicOrigin(db: DbOrTx, org: Organization, request: { host: string | null; origin: string }): Promise<string | null> {
  const configured = consoleUrl();
  if (configured) {
    const served = await resolveOrganization(db, configured.host);
    if (served.status === 'served' && served.org.id === org.id) return configured.origin + configured.pathname.replace(/\/+$/, '');
  }
  const requested = parseHost(request.host);
  const local = requested !== null && isLoopbackName(requested.name);
  const domain = org.urlDomain?.toLowerCase();
  if (domain) {
    if (local && requested.name === domain) return request.origin;
    return `${isLoopbackName(domain) ? 'http' : 'https'}://${domain}`;
  }
  return local ? request.origin : null;
}

export async function findOrganizationByCode(db: DbOrTx, orgCode: string): Promise<Organization | undefined> {
  const [org] = await db.select().from(organizations).where(eq(organizations.orgCode, orgCode.toUpperCase())).limit(1);
  return org;
}
