import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { LoginStyleSchema, OrgConfigSchema } from './schemas';

export const organizationApi = endpoints({
  configurationInit: endpoint({
    method: 'GET',
    path: '/api/organizations/configuration-init',
    access: 'public',
    summary: "The organisation's configuration (resolved from the host)",
    response: OrgConfigSchema,
  }),
  loginStyle: endpoint({
    method: 'GET',
    path: '/api/organizations/:orgCode/configuration-all/lo',
    access: 'public',
    summary: "The login page's style, as data[0].configs",
    response: z.array(LoginStyleSchema),
  }),
});
