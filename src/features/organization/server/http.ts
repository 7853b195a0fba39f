import type { APIRoute } from 'astro';
import { handle, ok } from '@/server/http/envelope';
import { parseWith } from '@/server/http/parse';
import { OrgCodeSchema } from '../schemas';
import { getLoginStyle, toOrgConfig } from './get-configuration';

export const configurationInit: APIRoute = handle(async ({ locals }) => ok(toOrgConfig(locals.org)));

export const loginConfiguration: APIRoute = handle(async ({ locals, params }) => {
  const orgCode = parseWith(OrgCodeSchema, params.orgCode);
  return ok(await getLoginStyle({ db: locals.db, orgCode }));
});
