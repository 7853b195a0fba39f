import type { APIContext, APIRoute } from 'astro';
import { AppError } from '@/server/http/app-error';
import { handle, ok } from '@/server/http/envelope';
import { parseBody, parseQuery, parseWith } from '@/server/http/parse';
import { z } from 'zod';
import { presenceMessages as M } from '../messages';
import {
  AttendanceQuerySchema, CheckInRulesSchema, CheckInSchema, ManualAttendanceSchema, moduleTypeOptions, PresenceInputSchema,
  PresenceListQuerySchema, PresenceScopeQuerySchema, PresenceUpdateSchema, QrQuerySchema, SchedulesQuerySchema,
} from '../schemas';
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

const idOf = (ctx: APIContext) => parseWith(z.coerce.number().int().positive().max(2_147_483_647), ctx.params.id);
const caller = (ctx: APIContext) => ({ db: ctx.locals.db, organizationId: ctx.locals.org.id, userId: ctx.locals.auth!.user.id });

export const listPresences: APIRoute = handle(async (ctx) => {
  const query = parseQuery(ctx.url, PresenceListQuerySchema);
  return ok(await findPresences({ db: ctx.locals.db, organizationId: ctx.locals.org.id, query }));
});

export const createPresenceHandler: APIRoute = handle(async (ctx) => {
  const input = await parseBody(ctx.request, PresenceInputSchema);
  return ok(await createPresence({ ...caller(ctx), input }), M.created, 201);
});

export const getPresenceHandler: APIRoute = handle(async (ctx) => {
  const scope = parseQuery(ctx.url, PresenceScopeQuerySchema);
  return ok(await getPresence({ db: ctx.locals.db, organizationId: ctx.locals.org.id, id: idOf(ctx), scope }));
});

export const updatePresenceHandler: APIRoute = handle(async (ctx) => {
  const id = idOf(ctx);
  const input = await parseBody(ctx.request, PresenceUpdateSchema);
  const result = await updatePresence({ ...caller(ctx), id, input });
  return ok(result, result.changed ? M.edited : M.nothingChanged);
});

export const deletePresenceHandler: APIRoute = handle(async (ctx) => {
  await deletePresence({ ...caller(ctx), id: idOf(ctx) });
  return ok(null, M.deleted);
});

/**
 * GET (spec 002 §7) although it changes state, so Astro's origin check (POST/PUT/PATCH/DELETE) does not cover it:
 * a browser request started by another site (Sec-Fetch-Site cross-site or same-site) is refused, or any page
 * could rotate every shown and printed code of an admin who visits it.
 */
export const regenerateCodeHandler: APIRoute = handle(async (ctx) => {
  const site = ctx.request.headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') throw new AppError('FORBIDDEN', M.crossSiteRefused);
  return ok(await regenerateCode({ ...caller(ctx), id: idOf(ctx) }), M.regenerated);
});

export const listBatches: APIRoute = handle(async (ctx) => {
  const results = await findBatchOptions({ db: ctx.locals.db, organizationId: ctx.locals.org.id, id: idOf(ctx) });
  return ok({ results, pagination: { current_page: 1, total_pages: 1, total_data: results.length } });
});

export const listSchedules: APIRoute = handle(async (ctx) => {
  const id = idOf(ctx);
  const { batch_id } = parseQuery(ctx.url, SchedulesQuerySchema);
  const results = await findScheduleOptions({ db: ctx.locals.db, organizationId: ctx.locals.org.id, id, batchId: batch_id });
  return ok({ results, pagination: { current_page: 1, total_pages: 1, total_data: results.length } });
});

export const listAttendances: APIRoute = handle(async (ctx) => {
  const query = parseQuery(ctx.url, AttendanceQuerySchema);
  return ok(await findAttendances({ db: ctx.locals.db, organizationId: ctx.locals.org.id, id: idOf(ctx), query }));
});

export const addManualAttendances: APIRoute = handle(async (ctx) => {
  const id = idOf(ctx);
  const input = await parseBody(ctx.request, ManualAttendanceSchema);
  const result = await createManualAttendances({ ...caller(ctx), id, input });
  return ok({ added: result.added, already_present: result.already_present }, result.message, result.added ? 201 : 200);
});

export const downloadAttendances: APIRoute = handle(async (ctx) => {
  const query = parseQuery(ctx.url, AttendanceQuerySchema.extend({ page_size: z.coerce.number().optional() }));
  return exportAttendances({ db: ctx.locals.db, organizationId: ctx.locals.org.id, id: idOf(ctx), query: { ...query, page: 1, page_size: 10 } });
});

/** The QR PNG (QR tab, Download, preview page); the token rides in a header so tests and screens can read it. */
export const qrImage: APIRoute = handle(async (ctx) => {
  const q = parseQuery(ctx.url, QrQuerySchema);
  const img = await getQrImage({ db: ctx.locals.db, org: ctx.locals.org, id: idOf(ctx), scope: q, mode: q.mode === 'print' ? 'p' : 's' });
  const name = `QR-${img.title.replace(/[^\w-]+/g, '_').slice(0, 60)}.png`;
  return new Response(new Uint8Array(img.png), {
    headers: {
      'content-type': 'image/png',
      'content-length': String(img.png.length),
      'cache-control': 'no-store',
      'content-disposition': `${q.download === '1' ? 'attachment' : 'inline'}; filename="${name}"`,
      'x-presence-token-expires': img.expiresAt.toISOString(),
      'x-presence-step-seconds': String(img.stepSeconds),
    },
  });
});

export const listModuleTypes: APIRoute = handle(async (ctx) => {
  const group = ctx.url.searchParams.get('group') ?? 'presence';
  if (group !== 'presence') throw new AppError('NOT_FOUND', 'Unknown option group');
  return ok(moduleTypeOptions());
});

export const learnerCheckIn: APIRoute = handle(async (ctx) => {
  const input = await parseBody(ctx.request, CheckInSchema);
  const { result, message } = await checkIn({ ...caller(ctx), input });
  return ok(result, message, result.already ? 200 : 201);
});

export const getCheckInRulesHandler: APIRoute = handle(async (ctx) => ok(await getCheckInRules({ db: ctx.locals.db, organizationId: ctx.locals.org.id, id: idOf(ctx) })));

export const updateCheckInRulesHandler: APIRoute = handle(async (ctx) => {
  const rules = await parseBody(ctx.request, CheckInRulesSchema);
  return ok(await updateCheckInRules({ ...caller(ctx), id: idOf(ctx), rules }), 'Check-in rules have been saved.');
});
