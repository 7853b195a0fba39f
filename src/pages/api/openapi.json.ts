import type { APIRoute } from 'astro';
import { openApiDocument } from '@/features/openapi';

export const GET: APIRoute = () => new Response(JSON.stringify(openApiDocument()), { headers: { 'content-type': 'application/json' } });
