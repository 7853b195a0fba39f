import { createClient } from '@/lib/api-client';
import { programApi } from './api';
import type { ProgramContents } from './schemas';

/** Typed calls of Manage Content (the contents and the content pickers). */
const api = createClient(programApi);

export const programClient = {
  saveContents: (id: number, body: ProgramContents) => api.saveContents({ params: { id }, body }),
  pick: (type: string, keyword: string, page: number) => api.settings({ query: { type, keyword, page } as never }),
};
