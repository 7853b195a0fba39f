import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { contentEndpoints } from './server/http';

const certificate = area({ name: 'certificate', base: '/certificate', key: 'content-certificate', noun: 'Certificate Template', group: 'Content' });
const theme = area({ name: 'theme', base: '/theme', key: 'content-theme', noun: 'Certificate Theme', group: 'Content' });

/**
 * Certificate templates and themes, and the video list calls of the playground. The media areas have their own
 * manifests (video, podcast, webinar, pdf, document, knowledge-feed, popup, digilib, channel).
 */
const contentRoutes: RouteDef[] = [...certificate.crud(), ...theme.crud()];

export default defineArea({
  name: 'content',
  routes: contentRoutes,
  menu: [
    { group: 'Content', label: 'Certificate Template', path: '/certificate', position: 180 },
    { group: 'Content', label: 'Certificate Theme', path: '/theme', position: 190 },
  ],
  api: contentEndpoints,
});
