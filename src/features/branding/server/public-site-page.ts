import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations, type Organization } from '@/db/schema';
import { sitePages, type SitePageKind } from '@/db/schema/branding';
import type { RequestHead } from '@/server/http/api-context';
import { AppError } from '@/server/http/app-error';
import { publicOrigin } from '@/server/org';
import { brandingMessages as M } from '../messages';
import type { PublicSitePage } from '../site-schemas';
import { completePage, SITE_PAGES, type FieldDef, type SectionValue } from '../site-sections';
import { absolute, cachedAnswer } from './public-branding';

/** The organisation and its published page, in one query; undefined when no organisation has the code. */
async function publishedPage(db: DbOrTx, orgCode: string, page: SitePageKind) {
  const [row] = await db
    .select({ org: organizations, published: sitePages.published, version: sitePages.publishedVersion, at: sitePages.publishedAt })
    .from(organizations)
    .leftJoin(sitePages, and(eq(sitePages.organizationId, organizations.id), eq(sitePages.page, page)))
    .where(eq(organizations.orgCode, orgCode.toUpperCase()))
    .limit(1);
  return row;
}

function withAbsoluteImages(fields: FieldDef[], value: Record<string, unknown>, toUrl: (u: string) => string | null) {
  const out: Record<string, unknown> = { ...value };
  for (const f of fields) if (f.kind === 'image') out[f.name] = typeof value[f.name] === 'string' && value[f.name] ? toUrl(value[f.name] as string) : null;
  return out;
}

/**
 * GET /api/public/organizations/{org_code}/{landing-page|home-page|login-page} (docs/decisions/0136): the published
 * version only (a page never published has no sections), visible sections only, images as absolute addresses, one
 * query, ETag/304 and CORS as the branding read. An unknown code is a 404.
 */
export async function publicSitePageResponse(options: { db: DbOrTx; orgCode: string; page: SitePageKind; request: RequestHead & { url: URL } }) {
  const { db, request, page } = options;
  const row = await publishedPage(db, options.orgCode, page);
  if (!row) throw new AppError('NOT_FOUND', M.organizationNotFound);
  const org: Organization = row.org;
  const origin = (await publicOrigin(db, org, { host: request.headers.get('host'), origin: request.url.origin })) ?? request.url.origin;
  const toUrl = (u: string) => absolute(origin, org, u);
  const sections: Record<string, Record<string, unknown>> = {};
  if (row.published) {
    const content = completePage(page, row.published);
    for (const def of SITE_PAGES[page].sections) {
      const { visible, items, ...fields } = content[def.slug] as SectionValue;
      if (!visible) continue;
      sections[def.slug] = {
        ...withAbsoluteImages(def.fields, fields, toUrl),
        ...(def.items ? { items: (items ?? []).map((item) => withAbsoluteImages(def.items!.fields, item, toUrl)) } : {}),
      };
    }
  }
  const data: PublicSitePage = {
    org_code: org.orgCode,
    page,
    version: row.version ?? null,
    published_at: row.at ? row.at.toISOString() : null,
    sections,
  };
  return cachedAnswer(data, org, request);
}

/** Whether a stored picture is shown by one of the organisation's published pages (the public file call serves it). */
export async function isPublishedPicture(db: DbOrTx, organizationId: number, url: string): Promise<boolean> {
  const [row] = await db
    .select({ page: sitePages.page })
    .from(sitePages)
    .where(and(eq(sitePages.organizationId, organizationId), sql`position(${JSON.stringify(url)} in ${sitePages.published}::text) > 0`))
    .limit(1);
  return Boolean(row);
}
