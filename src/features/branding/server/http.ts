import { bind, selfParsing } from '@/server/http/dispatch';
import { handle } from '@/server/http/envelope';
import type { ApiContext } from '@/server/http/api-context';
import { brandingApi } from '../api';
import { getColors, saveColors } from './colors';
import { getOrganizationSettings, saveOrganizationSettings } from './organization-settings';
import { publicBrandingResponse } from './public-branding';
import { publicFileResponse } from './public-file';
import type { SitePageKind } from '@/db/schema/branding';
import { sitePageApi } from '../site-api';
import { getSitePage, publishSitePage, restoreSitePageVersion, saveSection } from './site-pages';
import { publicSitePageResponse } from './public-site-page';

const publicFile = handle((ctx: ApiContext) =>
  publicFileResponse({ db: ctx.locals.db, orgCode: String(ctx.params.org_code), key: decodeURIComponent(String(ctx.params.key ?? '')), request: ctx }),
);

export const brandingEndpoints = bind(brandingApi, {
  organization: ({ caller }) => getOrganizationSettings(caller),
  saveOrganization: ({ caller, body }) => saveOrganizationSettings({ ...caller, input: body }),
  colors: ({ caller }) => getColors(caller),
  saveColors: ({ caller, body }) => saveColors({ ...caller, input: body }),
  publicBranding: ({ caller, params, ctx }) => publicBrandingResponse({ db: caller.db, orgCode: params.org_code, request: ctx }),
  publicFile: selfParsing(publicFile),
});

const pageHandlers = (page: SitePageKind) =>
  bind(sitePageApi[page], {
    get: ({ caller }) => getSitePage({ ...caller, page }),
    saveSection: ({ caller, params, body }) => saveSection({ ...caller, page, section: params.section, content: body.content, updatedAt: body.updated_at }),
    publish: ({ caller, body }) => publishSitePage({ ...caller, page, updatedAt: body.updated_at }),
    restore: ({ caller, params }) => restoreSitePageVersion({ ...caller, page, version: params.version }),
    public: ({ caller, params, ctx }) => publicSitePageResponse({ db: caller.db, orgCode: params.org_code, page, request: ctx }),
  });

/** The learner site's landing, home and login pages (docs/decisions/0136). */
export const sitePageEndpoints = [...pageHandlers('landing'), ...pageHandlers('home'), ...pageHandlers('login')];
