import type { APIRoute } from 'astro';
import { dispatch } from '@/features/api-registry';

/** The one API endpoint: every call declared in an area manifest is dispatched from here (src/server/http/dispatch.ts). */
export const ALL: APIRoute = (ctx) => dispatch(ctx);
