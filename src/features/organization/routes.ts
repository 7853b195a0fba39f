import type { ApiRouteDef } from '@/server/access/guard';
import { LoginStyleSchema, OrgConfigSchema } from './schemas';

export const organizationApiRoutes: ApiRouteDef[] = [
  { method: 'GET', path: '/api/organizations/configuration-init', access: 'public', doc: { summary: "The organisation's configuration (resolved from the host)", response: OrgConfigSchema } },
  { method: 'GET', path: '/api/organizations/:orgCode/configuration-all/lo', access: 'public', doc: { summary: "The login page's style, as data[0].configs", response: LoginStyleSchema } },
];
