import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import type { RouteDef } from '@/lib/routes';
import { homeCrumb } from '../route-kit';
import { awardEndpoints, issuedEndpoints, templateEndpoints, themeEndpoints } from './server/http';
import { issueAwardedCertificate } from './server/issue-certificate';
import { warmUpCertificates } from './server/certificate-pdf';
import { certificateJobs } from './server/reissue-job';
import { seedCertificates } from './seed';

const built = { list: true, create: true, edit: true, detail: true };
const certificate = area({ name: 'certificate', base: '/certificate', key: 'content-certificate', noun: 'Certificate Template', group: 'Content', built });
/** The public verification page a certificate's QR code opens: no sign-in, the same for everyone (decision 0139). */
const verify: RouteDef = {
  name: 'certificate-verify',
  path: '/certificates/verify/:number(.+)',
  rule: 'editor',
  access: 'public',
  key: null,
  title: 'Certificate Verification',
  breadcrumb: [homeCrumb, { label: 'Certificate Verification' }],
  layout: 'full',
  built: true,
};
const theme = area({ name: 'theme', base: '/theme', key: 'content-theme', noun: 'Certificate Theme', group: 'Content', built });

/**
 * /certificate (templates) and /theme (certificate themes) (spec 000 §2, keys content-certificate and content-theme),
 * and the pickers other areas call: GET /certificates/template?type=…, /certificates/themes, /certificates/cities
 * (spec 002 §7; docs/decisions/0093).
 */
export default defineArea({
  name: 'certificate',
  routes: [...certificate.crud(), ...theme.crud(), verify],
  menu: [
    { group: 'Content', label: 'Certificate Template', path: '/certificate', position: 180 },
    { group: 'Content', label: 'Certificate Theme', path: '/theme', position: 190 },
  ],
  api: [...themeEndpoints, ...templateEndpoints, ...issuedEndpoints, ...awardEndpoints],
  // A completion that awards a certificate template issues it once (decision 0139).
  onLearningEvent: issueAwardedCertificate,
  jobs: certificateJobs,
  // The first certificate of a process renders as fast as the next ones (decision 0151); a failed warm-up costs only speed.
  upkeep: (db) => {
    warmUpCertificates(db).catch((err) => console.warn('[certificates] warm-up failed', err));
  },
  files: [
    {
      area: 'certificate',
      folders: ['certificates'],
      keys: ['content-certificate', 'content-course', 'classroom', 'content-program', 'content-live_event', 'account-user'],
    },
  ],
  migrations: ['certificate'],
  seed: seedCertificates,
});
