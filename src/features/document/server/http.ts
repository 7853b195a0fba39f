import { bind, reply } from '@/server/http/dispatch';
import { readerOf } from '@/server/storage/file-access';
import { contentDocumentApi, filesPickerApi, pdfApi } from '../api';
import { CONTENT_DOCUMENT_AREA, PDF_AREA, TYPE_LABEL, type DocumentArea } from '../kinds';
import { documentMessages as M } from '../messages';
import { findDocuments, findPickableFiles } from './find-documents';
import { getDocument, loadDocument } from './document-rows';
import { getDocumentProcessing } from './process-document';
import { previewResponse } from './preview';
import { downloadResponse } from './download';
import { createDocument, deleteDocument, updateDocument } from './save-document';

/** The noun of the toasts: 'PDF' on /pdf; the document's type on /content-document. */
const nounOf = (area: DocumentArea, type?: 'pdf' | 'ppt') => (area.area === 'pdf' ? 'PDF' : type ? TYPE_LABEL[type] : 'Document');

/** One area's calls bound to the shared use cases with the area (docs/decisions/0083). */
function bindDocumentArea(api: typeof pdfApi | typeof contentDocumentApi, area: DocumentArea) {
  return bind(api as typeof pdfApi, {
    list: ({ caller, query }) => findDocuments({ ...caller, area, query }),
    create: async ({ caller, body }) => reply(await createDocument({ ...caller, area, input: body }), M.created(nounOf(area, body.type)), 201),
    get: ({ caller, params }) => getDocument({ ...caller, area, id: params.id }),
    update: async ({ caller, params, body }) => {
      const result = await updateDocument({ ...caller, area, id: params.id, input: body });
      return reply(result, result.changed ? M.edited(nounOf(area, body.type)) : M.nothingChanged);
    },
    remove: async ({ caller, params }) => {
      const doc = await loadDocument(caller.db, area, caller.organizationId, params.id);
      await deleteDocument({ ...caller, area, id: params.id });
      return reply(null, M.deleted(nounOf(area, doc.kind)));
    },
    download: async ({ caller, params, ctx }) =>
      downloadResponse({
        db: caller.db,
        organization: ctx.locals.org,
        reader: readerOf(ctx.locals.auth!),
        doc: await loadDocument(caller.db, area, caller.organizationId, params.id),
        request: ctx,
      }),
    preview: async ({ caller, params }) => previewResponse(caller.db, await loadDocument(caller.db, area, caller.organizationId, params.id)),
    processing: async ({ caller, params }) => getDocumentProcessing(caller.db, await loadDocument(caller.db, area, caller.organizationId, params.id)),
  });
}

export const documentEndpoints = [
  ...bindDocumentArea(pdfApi, PDF_AREA),
  ...bindDocumentArea(contentDocumentApi, CONTENT_DOCUMENT_AREA),
  ...bind(filesPickerApi, { list: ({ caller, query }) => findPickableFiles({ ...caller, query }) }),
];
