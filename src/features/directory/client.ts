import { createClient } from '@/lib/api-client';
import { pickerApi } from './api';

/** The islands' typed calls of the people and organisation pickers. */
export const pickerClient = createClient(pickerApi);
