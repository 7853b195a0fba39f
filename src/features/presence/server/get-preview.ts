import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { DEFAULT_REPORT_TZ, formatDate } from '@/lib/format';
import { AppError } from '@/server/http/app-error';
import { PresenceScopeQuerySchema } from '../schemas';
import { presenceMessages as M } from '../messages';
import { scheduleOfPresence } from './find-batch-options';
import { getPresenceWithBatches } from './get-presence';
import { printedValidUntil } from './get-qr';
import { loadPresence } from './load-presence';
import { qrBlocker } from './qr-readiness';

const PreviewQuerySchema = PresenceScopeQuerySchema.extend({ status: z.enum(['preview', 'download']).default('preview') });

/**
 * /presence/preview/{id}?batch_id&schedule_id&status: what the printable page shows, or where status=download
 * sends the browser. Null when the query is not valid (the page answers 404).
 */
export async function getPreview(options: { db: DbOrTx; organizationId: number; id: number; search: URLSearchParams; now?: Date }) {
  const now = options.now ?? new Date();
  const { id } = options;
  const entries = [...options.search.entries()].filter(([, v]) => v.trim() !== '');
  const query = PreviewQuerySchema.safeParse(Object.fromEntries(entries));
  if (!query.success) return null;
  const scope = { batch_id: query.data.batch_id, schedule_id: query.data.schedule_id };
  let detail, batches;
  try {
    ({ detail, batches } = await getPresenceWithBatches({ db: options.db, organizationId: options.organizationId, id, scope }));
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
  // As on the QR tab, a code is shown only for a chosen schedule: a code without one can never be checked in with,
  // so the sheet says what to do instead of printing a useless image (docs/decisions/0022).
  const blocker = await qrBlocker(options.db, options.organizationId, id, batches);
  const needsSchedule = !scope.schedule_id;
  const notice = blocker ?? (needsSchedule ? M.chooseSchedule : null);
  let validUntil: string | null = null;
  if (!notice) {
    const p = await loadPresence(options.db, options.organizationId, id);
    const { schedule } = await scheduleOfPresence(options.db, options.organizationId, id, scope.schedule_id!);
    validUntil = M.printedValidUntil(`${formatDate(printedValidUntil(p, schedule, now).toISOString(), 'DD MMMM YYYY, HH:mm', DEFAULT_REPORT_TZ)} (WIB)`);
  }
  const params = new URLSearchParams({ mode: 'print' });
  if (scope.batch_id) params.set('batch_id', String(scope.batch_id));
  if (scope.schedule_id) params.set('schedule_id', String(scope.schedule_id));
  const qrSrc = `/api/cms/presences/${detail.id}/qr?${params}`;
  const fmt = 'DD MMMM YYYY, HH:mm';
  const range = detail.start_date_time
    ? `${formatDate(detail.start_date_time, fmt, DEFAULT_REPORT_TZ)} - ${formatDate(detail.end_date_time, fmt, DEFAULT_REPORT_TZ)} (WIB)`
    : '-';
  return {
    title: detail.title,
    range,
    qrSrc: notice ? null : qrSrc,
    notice,
    validUntil,
    download: query.data.status === 'download' && !notice ? `${qrSrc}&download=1` : null,
    // A printed code lives until the check-in closes; only a capped one (print_step_seconds) needs the page to reload.
    refreshSeconds: notice || !detail.print_step_seconds ? null : Math.max(60, Math.floor(detail.print_step_seconds / 2)),
    support: detail.training_support.map((s) => ({ ...s, initial: s.full_name.trim().charAt(0).toUpperCase() })),
  };
}
