import { api, request } from '@/lib/fetcher';
import type { ListResult } from '@/lib/list';
import type { AssignmentDashboard, AssignmentInput, AssignmentRow, AssociateRow, ImportPreviewRow, ResultRow } from './schemas';

/** Typed calls of the assignment screens (spec 002 §7), through the shared fetcher. */
type Query = Record<string, string | number | undefined | null>;
const base = '/cms/assignments';

export const assignmentClient = {
  list: (query: Query) => api<ListResult<AssignmentRow>>(base, { query }),
  create: (body: AssignmentInput) => request<{ id: number }>(base, { method: 'POST', body }),
  update: (id: number, body: AssignmentInput & { updated_at?: string }) => request<{ id: number; updated_at: string }>(`${base}/${id}`, { method: 'PATCH', body }),
  remove: (id: number) => request<null>(`${base}/${id}`, { method: 'DELETE' }),
  /** The batches the assignment is placed in, 20 per page (spec 002 §7, §9). */
  filterOptions: (id: number, query: Query) => api<ListResult<{ value: number; label: string; module_type: string; module_title: string }>>(`${base}/${id}/filter`, { query }),
  associates: (id: number, query: Query) => api<ListResult<AssociateRow>>(`${base}/${id}/associates`, { query }),
  results: (id: number, query: Query) => api<ListResult<ResultRow>>(`${base}/${id}/results`, { query }),
  dashboard: (id: number, query: Query) => api<AssignmentDashboard>(`${base}/${id}/dashboard`, { query }),
  grade: (id: number, data: { id: number; score: number; version?: number; overwrite?: boolean }[]) =>
    request<{ success: boolean; graded: number }>(`${base}/${id}/results/grade`, { method: 'PATCH', body: { data } }),
  importGrades: (id: number, file: File) => {
    const body = new FormData();
    body.set('file', file);
    return request<{ success: boolean; data: { results: ImportPreviewRow[]; stale: number; skipped: number } }>(`${base}/${id}/results/grade-import`, { method: 'POST', body });
  },
  downloadUrl: (id: number, query: Query) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
    return `/api${base}/${id}/results/download?${params}`;
  },
};

/** The file name of a stored file, taken from its URL (spec 002 §2). */
export const fileNameOf = (url: string) => decodeURIComponent(url.split('?')[0].split('/').pop() ?? url);

/** module_type shown with non-alphanumerics as spaces, capitalised (spec 002 §2). */
export const moduleTypeLabel = (v: string) =>
  v
    .replace(/[^a-zA-Z0-9]+/g, ' ')
    .trim()
    .replace(/\b\w/g, (c) => c.toUpperCase());

export const typeLabel = (t: string) => (t === 'group' ? 'Group' : 'Individual');
