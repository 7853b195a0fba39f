import { AppError } from '@/server/http/app-error';
import { bind, reply } from '@/server/http/dispatch';
import { presenceApi } from '../api';
import { presenceMessages as M } from '../messages';
import { moduleTypeOptions } from '../schemas';
import { checkIn } from './check-in';
import { createManualAttendances } from './create-manual-attendances';
import { createPresence } from './create-presence';
import { deletePresence } from './delete-presence';
import { exportAttendances } from './export-attendances';
import { findAttendances } from './find-attendances';
import { findBatchOptions, findScheduleOptions } from './find-batch-options';
import { findPresences } from './find-presences';
import { getPresence } from './get-presence';
import { getQrImage } from './get-qr';
import { regenerateCode } from './regenerate-code';
import { updatePresence } from './update-presence';
import { getCheckInRules, updateCheckInRules } from './update-check-in-rules';

const all = <T>(results: T[]) => ({ results, pagination: { current_page: 1, total_pages: 1, total_data: results.length } });

/** The presence endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const presenceEndpoints = bind(presenceApi, {
  list: ({ caller, query }) => findPresences({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createPresence({ ...caller, input: body }), M.created, 201),
  get: ({ caller, params, query }) => getPresence({ db: caller.db, organizationId: caller.organizationId, id: params.id, scope: query }),
  update: async ({ caller, params, body }) => {
    const result = await updatePresence({ ...caller, id: params.id, input: body });
    return reply(result, result.changed ? M.edited : M.nothingChanged);
  },
  remove: async ({ caller, params }) => {
    await deletePresence({ ...caller, id: params.id });
    return reply(null, M.deleted);
  },
  checkInRules: ({ caller, params }) => getCheckInRules({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  saveCheckInRules: async ({ caller, params, body }) => reply(await updateCheckInRules({ ...caller, id: params.id, rules: body }), M.rulesSaved),
  /**
   * GET (spec 002 §7) although it changes state, so the cross-site check (POST/PUT/PATCH/DELETE) does not cover it:
   * a browser request started by another site (Sec-Fetch-Site cross-site or same-site) is refused, or any page
   * could rotate every shown and printed code of an admin who visits it.
   */
  regenerate: async ({ caller, params, ctx }) => {
    const site = ctx.headers.get('sec-fetch-site');
    if (site === 'cross-site' || site === 'same-site') throw new AppError('FORBIDDEN', M.crossSiteRefused);
    return reply(await regenerateCode({ ...caller, id: params.id }), M.regenerated);
  },
  batches: async ({ caller, params }) => all(await findBatchOptions({ db: caller.db, organizationId: caller.organizationId, id: params.id })),
  schedules: async ({ caller, params, query }) =>
    all(await findScheduleOptions({ db: caller.db, organizationId: caller.organizationId, id: params.id, batchId: query.batch_id })),
  attendances: ({ caller, params, query }) => findAttendances({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  manual: async ({ caller, params, body }) => {
    const result = await createManualAttendances({ ...caller, id: params.id, input: body });
    return reply({ added: result.added, already_present: result.already_present }, result.message, result.added ? 201 : 200);
  },
  download: ({ caller, params, query }) =>
    exportAttendances({ db: caller.db, organizationId: caller.organizationId, id: params.id, query: { ...query, page: 1, page_size: 10 } }),
  /** The QR PNG (QR tab, Download, preview page); the token rides in a header so tests and screens can read it. */
  qr: async ({ caller, params, query, ctx }) => {
    const img = await getQrImage({ db: caller.db, org: ctx.locals.org, id: params.id, scope: query, mode: query.mode === 'print' ? 'p' : 's' });
    const name = `QR-${img.title.replace(/[^\w-]+/g, '_').slice(0, 60)}.png`;
    return new Response(new Uint8Array(img.png), {
      headers: {
        'content-type': 'image/png',
        'content-length': String(img.png.length),
        'cache-control': 'no-store',
        'content-disposition': `${query.download === '1' ? 'attachment' : 'inline'}; filename="${name}"`,
        'x-presence-token-expires': img.expiresAt.toISOString(),
        'x-presence-step-seconds': String(img.stepSeconds),
      },
    });
  },
  moduleTypes: ({ query }) => {
    if (query.group !== 'presence') throw new AppError('NOT_FOUND', 'Unknown option group');
    return moduleTypeOptions();
  },
  checkIn: async ({ caller, body }) => {
    const { result, message } = await checkIn({ ...caller, input: body });
    return reply(result, message, result.already ? 200 : 201);
  },
});
