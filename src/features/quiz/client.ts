import { api, request } from '@/lib/fetcher';
import type { ListResult } from '@/lib/list';
import type { AssociateRow, QuizListItem } from './schemas';

/** Typed calls of the quiz islands (spec 001 §7), under /api. */
const Q = '/cms/v4/quizzes';

export interface ResultAttemptView {
  id: number;
  retake: number;
  start_at: string;
  score: number | null;
  status: string;
  quiz_version: number;
}
export interface ResultRowView {
  id: number;
  placement_id: number;
  name: string;
  email: string;
  nik: string | null;
  position: string | null;
  score: number;
  retake: number;
  status: string;
  attempts: ResultAttemptView[];
}

export const quizClient = {
  list: (query: Record<string, string | number>) => api<ListResult<QuizListItem>>(Q, { query }),
  remove: (id: number) => request<null>(`${Q}/${id}`, { method: 'DELETE' }),
  get: <T>(id: number) => api<T>(`${Q}/${id}`),
  constants: <T>() => api<T>(`${Q}/constants`),
  create: (body: unknown) => request<{ id: number }>(Q, { method: 'POST', body: body as Record<string, unknown> }),
  update: (id: number, body: unknown) => request<{ id: number; updated_at: string }>(`${Q}/${id}`, { method: 'PATCH', body: body as Record<string, unknown> }),
  associates: (id: number, query: Record<string, string | number>) => api<ListResult<AssociateRow>>(`${Q}/${id}/associates`, { query }),
  results: (id: number, query: Record<string, string | number>) => api<ListResult<ResultRowView>>(`${Q}/${id}/results`, { query }),
  grade: (id: number, attemptId: number, body: { question_id: number; score: number }) =>
    request<{ score: number | null; status: string }>(`${Q}/${id}/results/${attemptId}/grade`, { method: 'POST', body }),
  importQuestions: <T>(type: string, file: File) => {
    const form = new FormData();
    form.set('file', file);
    return request<{ data: { results: T[] } }>(`${Q}/questions/import/${type}`, { method: 'POST', body: form });
  },
  template: () => api<{ file: string; size: number }>('/template/import/template-quiz-question'),
  downloadUrl: (id: number, query: Record<string, string | number>) => {
    const qs = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== '' && v !== undefined).map(([k, v]) => [k, String(v)]));
    return `/api${Q}/${id}/results/download?${qs}`;
  },
};
