/**
 * The paths of the platform's endpoints that shared widgets (src/ui) and lib helpers call themselves. Widgets and
 * lib may not import an area (eslint.config.js), so these paths are declared here, once: the endpoint declarations
 * (src/features/storage/api.ts, src/features/job/api.ts) use them, and so do the widgets.
 */
export const STORAGE_UPLOAD_PATH = '/api/storage/upload';
export const BADGES_PATH = '/api/badges';
export const JOB_STATUS_PATH = '/api/jobs/:id';
