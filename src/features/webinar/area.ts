import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const webinar = area({ name: 'webinar', base: '/webinar', key: 'content-webinar', noun: 'Webinar', group: 'Content' });

/** /webinar (spec 000 §2, key content-webinar): scheduled online sessions with speakers and a recording (issue 15). */
export default defineArea({
  name: 'webinar',
  routes: [webinar.list(), webinar.create('/webinar/create/:id?'), webinar.edit('/webinar/edit/:webinarId'), webinar.detail()],
  menu: [{ group: 'Content', label: 'Webinar', path: '/webinar', position: 60 }],
});
