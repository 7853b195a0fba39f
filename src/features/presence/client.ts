import { createClient } from '@/lib/api-client';
import { presenceApi } from './api';

/** Typed calls of the presence screens (spec 002 §7): paths, inputs and outputs come from the contract (api.ts). */
const api = createClient(presenceApi);
type Query = Record<string, string | number | undefined>;

export const presenceClient = {
  list: (query: Query) => api.list({ query }),
  moduleTypes: () => api.moduleTypes({ query: { group: 'presence' } }),
  create: (body: Parameters<typeof api.create>[0]['body']) => api.create({ body }),
  update: (id: number, body: Parameters<typeof api.update>[0]['body']) => api.update({ params: { id }, body }),
  remove: (id: number) => api.remove({ params: { id } }),
  saveCheckInRules: (id: number, body: Parameters<typeof api.saveCheckInRules>[0]['body']) => api.saveCheckInRules({ params: { id }, body }),
  get: (id: number, query: Query = {}) => api.get({ params: { id }, query }),
  regenerate: (id: number) => api.regenerate({ params: { id } }),
  batches: (id: number) => api.batches({ params: { id } }),
  schedules: (id: number, batchId: number) => api.schedules({ params: { id }, query: { batch_id: batchId } }),
  attendances: (id: number, query: Query) => api.attendances({ params: { id }, query }),
  manual: (id: number, body: Parameters<typeof api.manual>[0]['body']) => api.manual({ params: { id }, body }),
  /** The QR image address (the img tag loads it with the session cookie). */
  qrSrc: (id: number, query: Query & { t?: number }) => api.qr.href({ params: { id }, query }),
  downloadHref: (id: number, query: Query) => api.download.href({ params: { id }, query }),
};
