import { bind, selfParsing } from '@/server/http/dispatch';
import { handle } from '@/server/http/envelope';
import type { ApiContext } from '@/server/http/api-context';
import { brandingApi } from '../api';
import { getColors, saveColors } from './colors';
import { getOrganizationSettings, saveOrganizationSettings } from './organization-settings';
import { publicBrandingResponse } from './public-branding';
import { publicFileResponse } from './public-file';

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
