import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const pdf = area({ name: 'pdf', base: '/pdf', key: 'content-files', noun: 'PDF', group: 'Content' });

/** /pdf (spec 000 §2, key content-files): PDF files with page count and first-page thumbnail (issue 15). */
export default defineArea({
  name: 'pdf',
  routes: pdf.crud(),
  menu: [{ group: 'Content', label: 'PDF', path: '/pdf', position: 90 }],
});
