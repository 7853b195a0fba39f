import { createClient } from '@/lib/api-client';
import { request } from '@/lib/fetcher';
import { BADGES_PATH } from '@/lib/platform-paths';
import type { Pagination } from '@/lib/pager';
import { courseApi } from './api';
import { BADGE_PAGE_SIZE } from './schemas';

/** Typed calls of the course islands (spec 002 §7): paths, inputs and outputs come from the contract (api.ts). */
export const courseClient = createClient(courseApi);

interface Page<T> {
  results: T[];
  pagination: Pagination;
}

/** The pickers of other areas the wizard reads (spec 000 §7 /partners; 002 §7 /badges 7 a page, course certificate templates). */
export const pickerClient = {
  partners: async () => (await request<Page<{ id: number; name: string }>>('/partners', { query: { page: 1, page_size: 100 } })).data,
  badges: async (page: number) =>
    (
      await request<Page<{ id: number; file_url: string; name?: string | null }>>(BADGES_PATH.replace(/^\/api/, ''), {
        query: { page, page_size: BADGE_PAGE_SIZE },
      })
    ).data,
  /** The organisation's course certificate templates (type 2; spec 002 §7: the maximum page size). */
  certificates: async () =>
    (await request<Page<{ id: number; title: string }>>('/certificates/template', { query: { type: 2, page: 1, page_size: 1000 } })).data,
};
