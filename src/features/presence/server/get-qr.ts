import type { DbOrTx } from '@/db/client';
import type { Organization } from '@/db/schema';
import type { Presence } from '@/db/schema/presence';
import type { PresenceScopeQuery } from '../schemas';
import { scheduleOfPresence } from './find-batch-options';
import { loadPresence } from './load-presence';
import { issueToken, type TokenMode } from './qr-token';
import { orgLogoRaster } from './org-logo';
import { QR_LOGO_PADDING, qrLayout, renderQrPng } from './render-qr';

/**
 * Until when a printed or downloaded code works: the schedule's check-in closes (end + close minutes), earlier
 * when the presence caps printed codes (print_step_seconds), and always at Regenerate QR (docs/decisions/0021).
 */
export function printedValidUntil(p: Pick<Presence, 'closeMinutes' | 'printStepSeconds'>, schedule: { endsAt: Date }, now: Date): Date {
  const closes = schedule.endsAt.getTime() + p.closeMinutes * 60_000;
  return new Date(p.printStepSeconds ? Math.min(closes, now.getTime() + p.printStepSeconds * 1000) : closes);
}

/**
 * The QR PNG for a presence and (optionally) one of its schedules, with the token it carries. Print mode (Download,
 * the printable sheet) issues a long-lived token for a chosen schedule; without a schedule nobody can check in
 * with any code, so the image then carries an ordinary short-lived one.
 */
export async function getQrImage(options: { db: DbOrTx; org: Organization; id: number; scope: PresenceScopeQuery; mode: TokenMode; now?: Date }) {
  const { db, org, id, scope, now = new Date() } = options;
  const p = await loadPresence(db, org.id, id);
  const found = scope.schedule_id ? await scheduleOfPresence(db, org.id, id, scope.schedule_id) : null;
  const mode: TokenMode = found ? options.mode : 's';
  const issued = await issueToken(db, p, found?.schedule.id ?? 0, mode, now);
  const expiresAt = found && mode === 'p' ? printedValidUntil(p, found.schedule, now) : issued.expiresAt!;
  const stepSeconds = mode === 'p' ? Math.max(0, Math.round((expiresAt.getTime() - now.getTime()) / 1000)) : p.stepSeconds;
  const logo = await orgLogoRaster(db, org, qrLayout(issued.token).logo.size, QR_LOGO_PADDING);
  return {
    png: renderQrPng(issued.token, { title: org.title, primaryColor: org.primaryColor, logo }),
    token: issued.token,
    stepSeconds,
    expiresAt,
    title: p.title,
  };
}
