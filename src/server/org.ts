import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations, type Organization } from '@/db/schema';

/** Host → organisation, kept briefly so that a page does not query its configuration twice; any instance may hold it. */
const cache = new Map<string, { org: Organization; at: number }>();
const TTL_MS = 5_000;
/** The Host header is the caller's to choose: past this many hosts the oldest entry goes, so the map stays small. */
const MAX_HOSTS = 256;

function hostname(host: string | null): string {
  return (host ?? '').toLowerCase().replace(/:\d+$/, '');
}

/** The organisation whose url_domain is the request's host, else the default one. Throws when none can be loaded. */
export async function resolveOrganization(db: DbOrTx, host: string | null, now = Date.now()): Promise<Organization> {
  const key = hostname(host);
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.org;
  let [org] = key ? await db.select().from(organizations).where(eq(organizations.urlDomain, key)).limit(1) : [];
  if (!org) [org] = await db.select().from(organizations).where(eq(organizations.isDefault, true)).limit(1);
  if (!org) throw new Error('No organisation is configured');
  cache.delete(key);
  cache.set(key, { org, at: now });
  if (cache.size > MAX_HOSTS) cache.delete(cache.keys().next().value as string);
  return org;
}

export async function findOrganizationByCode(db: DbOrTx, orgCode: string): Promise<Organization | undefined> {
  const [org] = await db.select().from(organizations).where(eq(organizations.orgCode, orgCode.toUpperCase())).limit(1);
  return org;
}
