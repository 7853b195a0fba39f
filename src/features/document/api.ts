import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  DocumentListQuerySchema,
  DocumentProcessingSchema,
  DocumentRowSchema,
  DocumentSavedSchema,
  DocumentInputSchema,
  DocumentUpdateSchema,
  FilePickerQuerySchema,
  FilePickerRowSchema,
} from './schemas';

/** The calls of one document area: the same shapes under /api/pdfs (content-files) and /api/content-documents. */
function documentApi<const P extends string, const K extends 'content-files' | 'content-document'>(P: P, key: K, noun: string) {
  const access = { access: 'key', key } as const;
  return endpoints({
    list: endpoint({
      method: 'GET',
      path: P,
      ...access,
      summary: `${noun} list (list contract: keyword, category_id, status, type, start_date/end_date, order_by/order_type)`,
      query: DocumentListQuerySchema,
      response: listResultSchema(DocumentRowSchema),
    }),
    create: endpoint({
      method: 'POST',
      path: P,
      ...access,
      summary: `Create a ${noun} from an uploaded file (its page count, thumbnail and preview are made by a background job)`,
      body: DocumentInputSchema,
      response: CreatedSchema,
    }),
    get: endpoint({ method: 'GET', path: `${P}/:id`, ...access, summary: `A ${noun} with its file, page count and preview`, response: DocumentRowSchema }),
    update: endpoint({
      method: 'PATCH',
      path: `${P}/:id`,
      ...access,
      summary: `Edit a ${noun} (nothing changed answers changed: false; a stale updated_at is 409; a new file is processed again)`,
      body: DocumentUpdateSchema,
      response: DocumentSavedSchema,
    }),
    remove: endpoint({ method: 'DELETE', path: `${P}/:id`, ...access, summary: `Delete a ${noun}`, response: z.null() }),
    processing: endpoint({
      method: 'GET',
      path: `${P}/:id/processing`,
      ...access,
      summary: `The background work on a ${noun}'s file (page count, thumbnail, conversion): state and progress`,
      response: DocumentProcessingSchema,
    }),
    download: endpoint({
      method: 'GET',
      path: `${P}/:id/download`,
      ...access,
      summary: `A ${noun}'s file as a download under its name (Range requests; with the S3 driver, a file of 8 MiB or more is a 302 to a presigned link)`,
      raw: true,
    }),
    preview: endpoint({
      method: 'GET',
      path: `${P}/:id/preview`,
      ...access,
      summary: `The PDF a ${noun} is previewed with (the file itself, or LibreOffice's conversion of a PPT), inline`,
      raw: true,
    }),
  });
}

export const pdfApi = documentApi('/api/pdfs', 'content-files', 'PDF');
export const contentDocumentApi = documentApi('/api/content-documents', 'content-document', 'document');

/** The calls of one screen family (/pdf or /content-document). */
export const documentApiOf = (area: 'pdf' | 'document') => (area === 'pdf' ? pdfApi : contentDocumentApi);

/**
 * Spec 002 §7 `GET /files/upload`: the content picker of PDF and PPT files for courses and other areas. It gives the
 * published documents' files, so it needs the key of an area that places them (decision 0106): the library's own
 * doors, the course (and AI course) wizard, the classroom wizard and channels.
 */
export const filesPickerApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: '/api/files/upload',
    access: 'key',
    key: ['content-files', 'content-document', 'content-course', 'content-course_ai', 'classroom', 'content-channel'],
    summary: 'Published PDF and PPT documents for content pickers (list contract, 10 per page, keyword, type pdf|ppt)',
    query: FilePickerQuerySchema,
    response: listResultSchema(FilePickerRowSchema),
  }),
});
