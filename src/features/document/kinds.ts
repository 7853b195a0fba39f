/**
 * The two screen families over one document library (docs/decisions/0083): /pdf (key content-files) shows its PDFs,
 * /content-document/{pdf|ppt} (key content-document) its PDFs and PPTs. Every use case, call and screen takes one.
 */
export type DocumentType = 'pdf' | 'ppt';
export type DocumentAreaName = 'pdf' | 'document';

export interface DocumentArea {
  area: DocumentAreaName;
  key: 'content-files' | 'content-document';
  /** The screens' base path; /content-document adds /{type}. */
  base: string;
  /** The calls' base path. */
  api: string;
  types: readonly DocumentType[];
}

export const PDF_AREA: DocumentArea = { area: 'pdf', key: 'content-files', base: '/pdf', api: '/api/pdfs', types: ['pdf'] };
export const CONTENT_DOCUMENT_AREA: DocumentArea = {
  area: 'document',
  key: 'content-document',
  base: '/content-document',
  api: '/api/content-documents',
  types: ['pdf', 'ppt'],
};

/** The audit entries' entity: one library, so a document's history is the same on both screens. */
export const DOCUMENT_ENTITY = 'document';

export const TYPE_LABEL: Record<DocumentType, string> = { pdf: 'PDF', ppt: 'PPT' };

/** Upload folders (src/features/storage/policies.ts): PDFs in 'pdf', PPT and PPTX in 'ppt'. */
export const UPLOAD_FOLDER: Record<DocumentType, 'pdf' | 'ppt'> = { pdf: 'pdf', ppt: 'ppt' };
export const ACCEPT: Record<DocumentType, string> = {
  pdf: '.pdf,application/pdf',
  ppt: '.ppt,.pptx,application/vnd.ms-powerpoint,application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The screens of a record: /pdf/detail/7, /content-document/ppt/detail/7. */
export function screenPath(area: DocumentArea, type: DocumentType, page: 'list' | 'create' | 'edit' | 'detail', id?: number | string): string {
  const root = area.area === 'pdf' ? area.base : `${area.base}/${type}`;
  if (page === 'list') return root;
  if (page === 'create') return `${root}/create`;
  return `${root}/${page}/${id ?? ':id'}`;
}
