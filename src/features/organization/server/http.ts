import { bind } from '@/server/http/dispatch';
import { parseWith } from '@/server/http/parse';
import { organizationApi } from '../api';
import { OrgCodeSchema } from '../schemas';
import { getLoginStyle, toOrgConfig } from './get-configuration';

export const organizationEndpoints = bind(organizationApi, {
  configurationInit: ({ ctx }) => toOrgConfig(ctx.locals.org),
  // A malformed code is a validation error (400), as the login page's own check says, not a 404.
  loginStyle: ({ caller, params }) => getLoginStyle({ db: caller.db, orgCode: parseWith(OrgCodeSchema, params.orgCode) }),
});
