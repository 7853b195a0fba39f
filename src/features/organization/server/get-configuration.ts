import type { DbOrTx } from '@/db/client';
import type { Organization } from '@/db/schema';
import { AppError } from '@/server/http/app-error';
import { findOrganizationByCode } from '@/server/org';
import type { LoginStyle, OrgConfig } from '../schemas';

export function toOrgConfig(org: Organization): OrgConfig {
  return {
    org_code: org.orgCode,
    title: org.title,
    website_title: org.websiteTitle,
    primary_color: org.primaryColor,
    secondary_color: org.secondaryColor,
    text_color: org.textColor,
    url_favicon: org.urlFavicon,
    url_logo: org.urlLogo,
    url_subdomain: org.urlSubdomain,
    url_domain: org.urlDomain,
  };
}

/** GET /organizations/{orgCode}/configuration-all/lo: the login page's style, as data[0].configs. */
export async function getLoginStyle(options: { db: DbOrTx; orgCode: string }): Promise<LoginStyle[]> {
  const org = await findOrganizationByCode(options.db, options.orgCode);
  if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
  return [{ configs: { ...org.loginStyle, org_code: org.orgCode, title: org.title, url_logo: org.urlLogo ?? '' } }];
}
