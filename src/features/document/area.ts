import { eq, sql } from 'drizzle-orm';
import type { RouteDef } from '@/lib/routes';
import { documents } from '@/db/schema/document';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { documentEndpoints } from './server/http';
import { DOCUMENT_JOB, documentJob } from './server/process-document';
import { seedDocuments } from './seed';
import { TYPE_LABEL, type DocumentType } from './kinds';

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

/** One kind of document as the other areas read it: a course content (both allowed in restricted mode) and a channel's. */
const documentItems = (type: DocumentType) => ({
  table: documents,
  id: documents.id,
  organizationId: documents.organizationId,
  title: documents.title,
  where: eq(documents.kind, type),
  status: documents.status,
  updatedAt: documents.updatedAt,
  pickerSubtitle: documents.status,
});

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
  // The two doors of one library (decision 0083): /pdf (content-files) and /content-document (content-document); a
  // learner of a published course holding the published document reads its file and its preview.
  files: [
    {
      area: 'document',
      folders: ['pdf', 'ppt', 'document-previews'],
      keys: ['content-files', 'content-document'],
      placed: {
        table: documents,
        id: documents.id,
        organizationId: documents.organizationId,
        published: eq(documents.status, 'publish'),
        contentType: sql`${documents.kind}`,
        fileColumns: [documents.fileId, documents.previewFileId],
      },
    },
  ],
  contents: [
    {
      type: 'pdf',
      label: TYPE_LABEL.pdf,
      items: documentItems('pdf'),
      // The library counts once, PDFs and PPTs together: '2 documents'.
      category: { table: documents, organizationId: documents.organizationId, column: documents.categoryId, label: ['document', 'documents'] },
      placeable: { course: 1 },
      restricted: true,
      inChannels: 3,
    },
    { type: 'ppt', label: TYPE_LABEL.ppt, items: documentItems('ppt'), placeable: { course: 3 }, restricted: true, inChannels: 4 },
  ],
});
