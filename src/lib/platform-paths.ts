import type { RoutesOf } from './endpoint';
import type { platformApi } from './platform-api';

/**
 * The paths of the platform's endpoints that shared widgets (src/ui) and lib helpers call themselves. Widgets and
 * lib may not import an area (eslint.config.js), so these paths are declared here, once: the endpoint declarations
 * (src/lib/platform-api.ts, src/features/job/api.ts) use them, and so do the widgets.
 */
const STORAGE_UPLOAD_PATH = '/api/storage/upload';
const BADGES_PATH = '/api/badges';
export const JOB_STATUS_PATH = '/api/jobs/:id';

/** The method and path of each of the platform's calls: platform-api.ts declares each call with its own. */
export const platformRoutes = {
  upload: { method: 'POST', path: STORAGE_UPLOAD_PATH },
  badges: { method: 'GET', path: BADGES_PATH },
  createBadge: { method: 'POST', path: BADGES_PATH },
  people: { method: 'GET', path: '/api/users' },
} as const;

/**
 * Lists of one area that another area's islands pick from (the course wizard's providers and certificate templates,
 * the lists' category filters, the classroom batch's location):
 * the owning area declares the call with this method and path, the picking area's client types it by that declaration
 * (a type import), so the path is written once and neither area imports the other's api.ts.
 */
export const pickerRoutes = {
  partners: { method: 'GET', path: '/api/partners' },
  certificateTemplates: { method: 'GET', path: '/api/certificates/template' },
  /** Every category in tree order, each with its depth (a list's Category filter fetches it: `tree: true`). */
  categoryOptions: { method: 'GET', path: '/api/categories/options' },
  /** The organisation's locations (Setting › Location), which a classroom batch picks its place from (decision 0124). */
  locations: { method: 'GET', path: '/api/setting/locations' },
} as const;

/**
 * The same routes typed by their declarations, for the typed client: `createClient(platformCalls)` calls the
 * platform without loading its schemas (a widget that only uploads ships no zod for it).
 */
export const platformCalls: RoutesOf<typeof platformApi> = { ...platformRoutes };
