import { createClient } from '@/lib/api-client';
import { categoryApi } from './api';

/** The category screens' typed calls, derived from the endpoint declarations (api.ts). */
export const categoryClient = createClient(categoryApi);
