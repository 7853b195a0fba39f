import { createClient } from '@/lib/api-client';
import type { QueryValue } from '@/lib/endpoint';
import { quizApi } from './api';
import type { QuizInput } from './schemas';

export type { ResultRowView } from './schemas';

/** Typed calls of the quiz islands (spec 001 §7): paths, inputs and outputs come from the contract (api.ts). */
const api = createClient(quizApi);
type Query = Record<string, QueryValue>;

export const quizClient = {
  list: (query: Query) => api.list({ query }),
  remove: (id: number) => api.remove({ params: { id } }),
  get: (id: number) => api.get({ params: { id } }),
  constants: () => api.constants(),
  create: (body: QuizInput) => api.create({ body }),
  update: (id: number, body: QuizInput) => api.update({ params: { id }, body }),
  associates: (id: number, query: Query) => api.associates({ params: { id }, query }),
  results: (id: number, query: Query) => api.results({ params: { id }, query }),
  grade: (id: number, attemptId: number, body: { question_id: number; score: number }) => api.grade({ params: { id, resultId: attemptId }, body }),
  importQuestions: (type: string, file: File) => {
    const form = new FormData();
    form.set('file', file);
    return api.importQuestions({ params: { type }, body: form });
  },
  template: () => api.template(),
  downloadUrl: (id: number, query: Query) => api.download.href({ params: { id }, query }),
};
