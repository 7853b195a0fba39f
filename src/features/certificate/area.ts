import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { templateEndpoints, themeEndpoints } from './server/http';
import { seedCertificates } from './seed';

const built = { list: true, create: true, edit: true, detail: true };
const certificate = area({ name: 'certificate', base: '/certificate', key: 'content-certificate', noun: 'Certificate Template', group: 'Content', built });
const theme = area({ name: 'theme', base: '/theme', key: 'content-theme', noun: 'Certificate Theme', group: 'Content', built });

/**
 * /certificate (templates) and /theme (certificate themes) (spec 000 §2, keys content-certificate and content-theme),
 * and the pickers other areas call: GET /certificates/template?type=…, /certificates/themes, /certificates/cities
 * (spec 002 §7; docs/decisions/0093).
 */
export default defineArea({
  name: 'certificate',
  routes: [...certificate.crud(), ...theme.crud()],
  menu: [
    { group: 'Content', label: 'Certificate Template', path: '/certificate', position: 180 },
    { group: 'Content', label: 'Certificate Theme', path: '/theme', position: 190 },
  ],
  api: [...themeEndpoints, ...templateEndpoints],
  migrations: ['certificate'],
  seed: seedCertificates,
});
