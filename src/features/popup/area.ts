import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const popup = area({ name: 'popup', base: '/popup', key: 'content-popup', noun: 'Popup', group: 'Content' });

/** /popup (spec 000 §2, key content-popup): in-app announcements for learners (issue 15). */
export default defineArea({
  name: 'popup',
  routes: popup.crud(),
  menu: [{ group: 'Content', label: 'Popup', path: '/popup', position: 200 }],
});
