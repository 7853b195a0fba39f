import type { DbOrTx } from '@/db/client';
import type { Organization } from '@/db/schema';
import type { PresenceScopeQuery } from '../schemas';
import { scheduleOfPresence } from './find-batch-options';
import { loadPresence } from './load-presence';
import { issueToken, type TokenMode } from './qr-token';
import { orgLogoRaster } from './org-logo';
import { QR_LOGO_PADDING, QR_LOGO_SIZE, renderQrPng } from './render-qr';

/** The QR PNG for a presence and (optionally) one of its schedules, with the token it carries. */
export async function getQrImage(options: { db: DbOrTx; org: Organization; id: number; scope: PresenceScopeQuery; mode: TokenMode; now?: Date }) {
  const { db, org, id, scope, mode, now = new Date() } = options;
  const p = await loadPresence(db, org.id, id);
  const scheduleId = scope.schedule_id ? (await scheduleOfPresence(db, org.id, id, scope.schedule_id)).schedule.id : 0;
  const issued = await issueToken(db, p, scheduleId, mode, now);
  const logo = await orgLogoRaster(db, org, QR_LOGO_SIZE, QR_LOGO_PADDING);
  return { png: renderQrPng(issued.token, { title: org.title, primaryColor: org.primaryColor, logo }), ...issued, title: p.title };
}
