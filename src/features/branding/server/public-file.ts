import type { DbOrTx } from '@/db/client';
import type { RequestHead } from '@/server/http/api-context';
import { AppError } from '@/server/http/app-error';
import { serveStoredFile } from '@/server/storage/serve-file';
import { FILE_URL_PREFIX } from '@/server/storage/store-file';
import { brandingMessages as M } from '../messages';
import { organizationByCode } from './public-branding';
import { isPublishedPicture } from './public-site-page';

/** Nobody signed in: the learner site's visitors. The organisation's pictures are everyone's (decision 0106). */
const ANONYMOUS = { userId: 0, rule: 'editor', keys: new Set() } as const;

/**
 * GET /api/public/organizations/{org_code}/files/{key}: the organisation's current logo or favicon, or a picture of
 * one of its published pages (docs/decisions/0136), uploaded to the console, for the learner site's visitors (no
 * sign-in). Any other file (a draft's picture, a logo replaced since, another organisation's file) is a 404.
 */
export async function publicFileResponse(options: { db: DbOrTx; orgCode: string; key: string; request: RequestHead }): Promise<Response> {
  const row = await organizationByCode(options.db, options.orgCode);
  const url = FILE_URL_PREFIX + options.key;
  if (!row) throw new AppError('NOT_FOUND', M.fileNotFound);
  const shown = row.org.urlLogo === url || row.org.urlFavicon === url || (await isPublishedPicture(options.db, row.org.id, url));
  if (!shown) throw new AppError('NOT_FOUND', M.fileNotFound);
  const response = await serveStoredFile({
    db: options.db,
    organization: row.org,
    reader: { ...ANONYMOUS, keys: new Set() },
    key: options.key,
    request: options.request,
    download: false,
  });
  // A key names one content forever; the learner site's visitors and any cache between may keep it.
  response.headers.set('cache-control', 'public, max-age=31536000, immutable');
  return response;
}
