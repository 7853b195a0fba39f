import type { APIRoute } from 'astro';
import { answerApi } from './api-entry';
import { contextOfWebRequest } from './server/http/api-context';

/**
 * /api/… and /scim/v2/… under `astro dev` only, where scripts/serve.mjs is not in front: Astro's request, adapted to
 * the API's context, goes to the same entry as in production (docs/decisions/0109). scripts/api-entry.mjs injects
 * this route in dev; a production build has no /api route at all.
 */
export const ALL: APIRoute = (ctx) => answerApi(contextOfWebRequest(ctx.request, ctx.clientAddress, ctx.url));
