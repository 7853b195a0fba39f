import type { APIRoute } from 'astro';
import { ok } from '@/server/http/envelope';

export const GET: APIRoute = () => ok({ status: 'ok' });
