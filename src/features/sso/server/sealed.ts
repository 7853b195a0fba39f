import type { DbOrTx } from '@/db/client';
import { openReportLink, sealReportLink } from '@/server/crypto/report-link';
import { serverSecret } from '@/server/secrets';

/**
 * Values this area keeps sealed: the identity provider's client secret (at rest) and the sign-in state cookie (in the
 * browser). Both reuse the AES-256-GCM seal of server/crypto with their own server secrets and a per-organisation
 * context, so a sealed value of one organisation or one purpose never opens as another.
 */
type Purpose = 'client-secret' | 'sign-in-state';

export async function seal(db: DbOrTx, purpose: Purpose, organizationId: number, value: unknown): Promise<string> {
  return sealReportLink(await serverSecret(db, `sso-${purpose}`), `sso:${organizationId}`, value);
}

export async function unseal(db: DbOrTx, purpose: Purpose, organizationId: number, sealed: string): Promise<unknown | null> {
  return openReportLink(await serverSecret(db, `sso-${purpose}`), `sso:${organizationId}`, sealed);
}
