import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations, type Organization } from '@/db/schema';
import { organizationContacts } from '@/db/schema/branding';
import type { RequestHead } from '@/server/http/api-context';
import { AppError } from '@/server/http/app-error';
import { ok } from '@/server/http/envelope';
import { isLoopbackName } from '@/server/host';
import { publicOrigin } from '@/server/org';
import { FILE_URL_PREFIX } from '@/server/storage/store-file';
import { brandingMessages as M } from '../messages';
import type { PublicBranding } from '../schemas';

/** The learner site may keep an answer a minute, then asks again with If-None-Match (a 304 costs one query). */
const CACHE_CONTROL = 'public, max-age=60, must-revalidate';

/** An organisation and its contact details by its code, in one query; undefined when no organisation has it. */
export async function organizationByCode(db: DbOrTx, orgCode: string) {
  const [row] = await db
    .select({ org: organizations, contact: organizationContacts })
    .from(organizations)
    .leftJoin(organizationContacts, eq(organizationContacts.organizationId, organizations.id))
    .where(eq(organizations.orgCode, orgCode.toUpperCase()))
    .limit(1);
  return row;
}

/** The public address of one of the organisation's images: an uploaded one through the public file call. */
export function absolute(origin: string, org: Organization, url: string | null): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith(FILE_URL_PREFIX)) return `${origin}/api/public/organizations/${org.orgCode}/files/${url.slice(FILE_URL_PREFIX.length)}`;
  return origin + url;
}

/** The learner-site origins that may read the answer from a browser: its host over https (and http on a loopback name). */
function learnerOrigins(org: Pick<Organization, 'urlSubdomain'>): string[] {
  const host = org.urlSubdomain
    ?.toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  if (!host) return [];
  return isLoopbackName(host.replace(/:\d+$/, '')) ? [`https://${host}`, `http://${host}`] : [`https://${host}`];
}

/** CORS for the organisation's own learner site only; every answer varies by Origin. */
function corsHeaders(org: Organization, origin: string | null): Record<string, string> {
  const headers: Record<string, string> = { vary: 'Origin' };
  if (origin && learnerOrigins(org).includes(origin.toLowerCase())) {
    headers['access-control-allow-origin'] = origin;
    headers['access-control-expose-headers'] = 'ETag';
  }
  return headers;
}

/** Whether an If-None-Match header names this ETag (or *); a weak one matches too. */
export const etagMatches = (header: string | null, etag: string) =>
  !!header && header.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === etag);

/**
 * GET /api/public/organizations/{org_code}/branding (issue 31): no sign-in, one query, the saved (published)
 * configuration only, images as absolute addresses the learner site can load, an ETag with Cache-Control and 304 on
 * If-None-Match, CORS for the organisation's learner-site host. An unknown code is a 404.
 */
export async function publicBrandingResponse(options: { db: DbOrTx; orgCode: string; request: RequestHead & { url: URL } }): Promise<Response> {
  const { db, request } = options;
  const row = await organizationByCode(db, options.orgCode);
  if (!row) throw new AppError('NOT_FOUND', M.organizationNotFound);
  const { org, contact } = row;
  const origin = (await publicOrigin(db, org, { host: request.headers.get('host'), origin: request.url.origin })) ?? request.url.origin;
  const data: PublicBranding = {
    org_code: org.orgCode,
    title: org.title,
    website_title: org.websiteTitle,
    primary_color: org.primaryColor,
    secondary_color: org.secondaryColor,
    text_color: org.textColor,
    url_logo: absolute(origin, org, org.urlLogo),
    url_favicon: absolute(origin, org, org.urlFavicon),
    url_subdomain: org.urlSubdomain,
    url_domain: org.urlDomain,
    contact: { email: contact?.email ?? '', phone: contact?.phone ?? '', address: contact?.address ?? '' },
    updated_at: org.updatedAt.toISOString(),
  };
  return cachedAnswer(data, org, request);
}

/**
 * A public read's answer: an ETag (a hash of the answer) with Cache-Control, 304 on a matching If-None-Match, and CORS
 * for the organisation's learner site (the branding and the learner site's pages, docs/decisions/0126 and 0136).
 */
export function cachedAnswer(data: unknown, org: Organization, request: RequestHead): Response {
  const etag = `"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 32)}"`;
  const headers = { etag, 'cache-control': CACHE_CONTROL, ...corsHeaders(org, request.headers.get('origin')) };
  if (etagMatches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return ok(data, 'Success', 200, headers);
}
