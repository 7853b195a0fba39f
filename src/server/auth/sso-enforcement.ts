import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { ssoConfigs } from '@/db/schema/sso';
import type { PermissionKey } from '@/lib/permissions';

/** The sign-in page's message when an organisation signs in only through its identity provider (docs/decisions/0079). */
export const SSO_REQUIRED_MESSAGE = 'Your organization signs in with single sign-on. Use the sign-in button of your identity provider.';

/**
 * Whether a password sign-in is allowed for a user whose credentials were right. With enforcement on (features/sso),
 * only those who can change the authentication settings (setting-authentication) still sign in with a password: the
 * way back in when the identity provider is down or misconfigured.
 */
export async function passwordSignInAllowed(db: DbOrTx, organizationId: number, keys: Set<PermissionKey>): Promise<boolean> {
  const [row] = await db
    .select({ enabled: ssoConfigs.enabled, enforced: ssoConfigs.enforced })
    .from(ssoConfigs)
    .where(eq(ssoConfigs.organizationId, organizationId));
  return !(row?.enabled && row.enforced) || keys.has('setting-authentication');
}
