import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { popupEndpoints } from './server/http';
import { seedPopups } from './seed';
import { popups } from '@/db/schema/popup';

const popup = area({
  name: 'popup',
  base: '/popup',
  key: 'content-popup',
  noun: 'Popup',
  group: 'Content',
  built: { list: true, create: true, edit: true, detail: true },
});

/** /popup (spec 000 §2, key content-popup): in-app announcements for learners (docs/decisions/0084). */
export default defineArea({
  name: 'popup',
  routes: popup.crud(),
  menu: [{ group: 'Content', label: 'Popup', path: '/popup', position: 200 }],
  api: popupEndpoints,
  migrations: ['popup'],
  seed: seedPopups,
  categoryUsers: [{ table: popups, organizationId: popups.organizationId, column: popups.categoryId, label: ['popup', 'popups'] }],
});
