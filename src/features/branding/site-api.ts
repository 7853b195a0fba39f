import { endpoint, endpoints } from '@/lib/endpoint';
import type { PermissionKey } from '@/lib/permissions';
import { OrgCodeParamsSchema } from './schemas';
import {
  PublicSitePageSchema,
  PublishedSchema,
  PublishSchema,
  SaveSectionSchema,
  SectionSavedSchema,
  SitePageParamsSchema,
  SitePageSchema,
  VersionParamsSchema,
} from './site-schemas';

/** One learner-site page's calls (docs/decisions/0136): its draft and versions, a section's save, publish, restore. */
function pageCalls<const S extends string, const K extends PermissionKey>(slug: S, key: K, title: string) {
  return endpoints({
    get: endpoint({
      method: 'GET',
      path: `/api/branding/${slug}`,
      access: 'key',
      key,
      summary: `The ${title}'s draft (every section), its published version and every version kept`,
      response: SitePageSchema,
    }),
    saveSection: endpoint({
      method: 'PUT',
      path: `/api/branding/${slug}/sections/:section`,
      access: 'key',
      key,
      summary: `Save one section of the ${title}'s draft (a stale updated_at is 409)`,
      params: SitePageParamsSchema,
      body: SaveSectionSchema,
      response: SectionSavedSchema,
    }),
    publish: endpoint({
      method: 'POST',
      path: `/api/branding/${slug}/publish`,
      access: 'key',
      key,
      summary: `Publish the ${title}'s draft as its next version, atomically (every version is kept)`,
      body: PublishSchema,
      response: PublishedSchema,
    }),
    restore: endpoint({
      method: 'POST',
      path: `/api/branding/${slug}/versions/:version/restore`,
      access: 'key',
      key,
      summary: `Restore a kept version of the ${title} into its draft`,
      params: VersionParamsSchema,
      response: SectionSavedSchema,
    }),
    public: endpoint({
      method: 'GET',
      path: `/api/public/organizations/:org_code/${slug}`,
      access: 'public',
      summary: `The learner site's read of the published ${title}: no sign-in, ETag/304, CORS for its learner-site host`,
      params: OrgCodeParamsSchema,
      response: PublicSitePageSchema,
    }),
  });
}

export const sitePageApi = {
  landing: pageCalls('landing-page', 'branding-landing_page', 'landing page'),
  home: pageCalls('home-page', 'branding-home_page', 'home page'),
  login: pageCalls('login-page', 'branding-login_page', 'login page'),
};
