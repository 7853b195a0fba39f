import { createClient } from '@/lib/api-client';
import { liveEventApi } from './api';
import type { LiveEventContents, RegistrantQuery } from './schemas';

/** Typed calls of the live-event screens beyond the form (contents, registrants, the content pickers). */
const api = createClient(liveEventApi);

export const liveEventClient = {
  saveContents: (id: number, body: LiveEventContents) => api.contents({ params: { id }, body }),
  registrants: (id: number, query: Partial<RegistrantQuery>) => api.registrants({ params: { id }, query: query as never }),
  register: (id: number, user_ids: number[]) => api.register({ params: { id }, body: { user_ids } }),
  unregister: (id: number, user_ids: number[]) => api.unregister({ params: { id }, body: { user_ids } }),
  pick: (type: string, keyword: string, page: number) => api.settings({ query: { type, keyword, page } as never }),
};
