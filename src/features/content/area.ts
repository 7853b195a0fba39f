import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const certificate = area({ name: 'certificate', base: '/certificate', key: 'content-certificate', noun: 'Certificate Template', group: 'Content' });
const theme = area({ name: 'theme', base: '/theme', key: 'content-theme', noun: 'Certificate Theme', group: 'Content' });

/**
 * Certificate templates and themes. The media areas have their own manifests (video, podcast, webinar, pdf, document,
 * knowledge-feed, popup, digilib, channel); the playground's video list calls are the video area's.
 */
const contentRoutes: RouteDef[] = [...certificate.crud(), ...theme.crud()];

export default defineArea({
  name: 'content',
  routes: contentRoutes,
  menu: [
    { group: 'Content', label: 'Certificate Template', path: '/certificate', position: 180 },
    { group: 'Content', label: 'Certificate Theme', path: '/theme', position: 190 },
  ],
});
