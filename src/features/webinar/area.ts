import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { webinarEndpoints } from './server/http';
import { seedWebinars } from './seed';
import { webinars } from '@/db/schema/webinar';

const webinar = area({
  name: 'webinar',
  base: '/webinar',
  key: 'content-webinar',
  noun: 'Webinar',
  group: 'Content',
  built: { list: true, create: true, edit: true, detail: true },
});

/** /webinar (spec 000 §2, key content-webinar): scheduled online sessions with speakers and a recording (docs/decisions/0084). */
export default defineArea({
  name: 'webinar',
  routes: [webinar.list(), webinar.create('/webinar/create/:id?'), webinar.edit('/webinar/edit/:webinarId'), webinar.detail()],
  menu: [{ group: 'Content', label: 'Webinar', path: '/webinar', position: 60 }],
  api: webinarEndpoints,
  migrations: ['webinar'],
  seed: seedWebinars,
  contents: [
    {
      type: 'webinar',
      label: 'Webinar',
      items: {
        table: webinars,
        id: webinars.id,
        organizationId: webinars.organizationId,
        title: webinars.title,
        status: webinars.status,
        updatedAt: webinars.updatedAt,
      },
      category: { table: webinars, organizationId: webinars.organizationId, column: webinars.categoryId, label: ['webinar', 'webinars'] },
      inChannels: 5,
    },
  ],
});
