import { createClient } from '@/lib/api-client';
import type { QueryValue } from '@/lib/endpoint';
import { assignmentApi } from './api';
import type { AssignmentInput } from './schemas';

/** Typed calls of the assignment screens (spec 002 §7): paths, inputs and outputs come from the contract (api.ts). */
const api = createClient(assignmentApi);
type Query = Record<string, QueryValue>;

export const assignmentClient = {
  list: (query: Query) => api.list({ query }),
  create: (body: AssignmentInput) => api.create({ body }),
  update: (id: number, body: AssignmentInput & { updated_at?: string }) => api.update({ params: { id }, body }),
  remove: (id: number) => api.remove({ params: { id } }),
  /** The batches the assignment is placed in, 20 per page (spec 002 §7, §9). */
  filterOptions: (id: number, query: Query) => api.filterOptions({ params: { id }, query }),
  associates: (id: number, query: Query) => api.associates({ params: { id }, query }),
  results: (id: number, query: Query) => api.results({ params: { id }, query }),
  dashboard: (id: number, query: Query) => api.dashboard({ params: { id }, query }),
  grade: (id: number, data: { id: number; score: number; version?: number; overwrite?: boolean }[]) => api.grade({ params: { id }, body: { data } }),
  importGrades: (id: number, file: File) => {
    const body = new FormData();
    body.set('file', file);
    return api.gradeImport({ params: { id }, body });
  },
  downloadUrl: (id: number, query: Query) => api.download.href({ params: { id }, query }),
};

export { fileNameOf, moduleTypeLabel, typeLabel } from './labels';
