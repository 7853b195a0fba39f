import type { APIRoute } from 'astro';
import { handleScim } from '@/features/sso/server/scim/route';

// SCIM 2.0 provisioning (features/sso, docs/decisions/0079): outside /api, guarded by its own bearer token.
export const ALL: APIRoute = (ctx) => handleScim(ctx);
