import { defineArea } from '../area-kit';
import { ssoEndpoints } from './server/http';

/**
 * Single sign-on and provisioning (issue 16, docs/decisions/0079): OpenID Connect sign-in per organisation, its
 * settings on /setting/authentication (the setting area's route, built by this area's page and island), and SCIM 2.0
 * at /scim/v2 (src/pages/scim/v2, outside the API dispatcher).
 */
export default defineArea({
  name: 'sso',
  api: ssoEndpoints,
  migrations: ['sso'],
});
