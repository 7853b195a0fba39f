import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const video = area({ name: 'video', base: '/video', key: 'content-video', noun: 'Video', group: 'Content' });

/** /video (spec 000 §2, key content-video): videos with resumable upload, duration, thumbnail and status (issue 15). */
export default defineArea({
  name: 'video',
  routes: video.crud(),
  menu: [{ group: 'Content', label: 'Video', path: '/video', position: 70 }],
});
