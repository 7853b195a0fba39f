import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const pdf = area({
  name: 'pdf',
  base: '/pdf',
  key: 'content-files',
  noun: 'PDF',
  group: 'Content',
  built: { list: true, create: true, edit: true, detail: true },
});

/**
 * /pdf (spec 000 §2, key content-files): PDF files with page count and first-page thumbnail (issue 15). Its rows,
 * calls (/api/pdfs), job and seed live with /content-document's in src/features/document (docs/decisions/0083).
 */
export default defineArea({
  name: 'pdf',
  routes: pdf.crud(),
  menu: [{ group: 'Content', label: 'PDF', path: '/pdf', position: 90 }],
});
