import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { documentEndpoints } from './server/http';
import { DOCUMENT_JOB, documentJob } from './server/process-document';
import { seedDocuments } from './seed';

const built = { list: true, create: true, edit: true, detail: true };
const doc = area({ name: 'content-document', base: '/content-document', key: 'content-document', noun: 'Document', group: 'Content', built });
const docType = (p: Record<string, string>) => (p.type ?? 'pdf').toUpperCase();

/** /content-document/{type?} (spec 002 §2, key content-document): PDF and PPT documents (issue 15). */
const routes: RouteDef[] = [
  // type is pdf or ppt; any other type matches nothing and so leads to /pages/error-404.
  doc.list('/content-document/:type(pdf|ppt)?', 'Document List'),
  { ...doc.create('/content-document/:type(pdf|ppt)/create'), title: (p) => `Add ${docType(p)}` },
  { ...doc.edit('/content-document/:type(pdf|ppt)/edit/:id'), title: (p) => `Edit ${docType(p)}` },
  { ...doc.detail('/content-document/:type(pdf|ppt)/detail/:id'), title: (p) => `${docType(p)} Details` },
];

/**
 * The documents table serves /pdf too (docs/decisions/0083): this manifest carries the calls of both areas
 * (/api/pdfs, /api/content-documents and the picker /api/files/upload), the job, the migration and the seed; the
 * /pdf manifest declares its screens only (an area imports no other area's code).
 */
export default defineArea({
  name: 'content-document',
  routes,
  menu: [{ group: 'Content', label: 'Document', path: '/content-document', position: 100 }],
  api: documentEndpoints,
  migrations: ['document'],
  seed: seedDocuments,
  jobs: { [DOCUMENT_JOB]: documentJob },
});
