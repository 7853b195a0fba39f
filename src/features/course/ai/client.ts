import { createClient } from '@/lib/api-client';
import { courseAiApi } from './api';

/** Typed calls of the AI course islands (decision 0091): paths, inputs and outputs come from the contract (api.ts). */
export const courseAiClient = createClient(courseAiApi);
