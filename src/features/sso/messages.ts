/**
 * The sso area's texts. The spec has no single sign-on screen; these follow the console's wording (docs/decisions/0079).
 */
export const ssoMessages = {
  pageTitle: 'Authentication',
  saved: 'Single sign-on settings have been saved.',
  saveFailed: 'Failed to save single sign-on settings',
  connectionOk: 'The identity provider answered its discovery document.',
  connectionFailed: 'Connection failed',
  issuerInvalid: 'Enter the issuer URL of your identity provider, e.g. https://login.example.com/realms/acme.',
  issuerInsecure: 'The issuer URL must use https.',
  discoveryFailed: 'The identity provider did not answer its discovery document (/.well-known/openid-configuration).',
  secretRequired: 'Enter the client secret.',
  roleNotFound: 'The default role was not found.',
  /** Changes only an administrator who holds every permission may make (decision 0103). */
  linkingNeedsEveryKey:
    'Only an administrator who holds every permission can turn on linking existing accounts: the identity provider could then sign in as anyone who already has an account.',
  matchingNeedsEveryKey:
    'Only an administrator who holds every permission can change how users are matched (Match users by, Claim) while existing accounts are linked at their first sign-in.',
  providerNeedsEveryKey: (reason: string) => `Only an administrator who holds every permission can change the issuer URL or client ID while ${reason}.`,
  /** The settings screen's hints (decision 0103). */
  linkingHint:
    'An existing account whose e-mail (verified by the identity provider) or NIK matches is signed in and linked. Off: only accounts already linked, and new users, sign in.',
  linkingLockedHint: 'Only an administrator who holds every permission can turn it on.',
  defaultRoleHint: 'Only roles whose permissions you hold can be chosen.',
  defaultRoleLockedHint: "This role has permissions you don't have: only someone who holds them can change it.",
  becausePeopleSignIn: 'people of this organization already sign in with single sign-on',
  becauseLinking: 'existing accounts are linked at their first sign-in',
  becauseDefaultRole: (role: string) => `new users get the default role ${role}, which has permissions you don't have`,
  tokenCreated: 'SCIM token generated. Copy it now: it will not be shown again.',
  tokenRevoked: 'SCIM token revoked.',
  revokeTitle: 'Revoke this SCIM token?',
  revokeText: 'The identity provider using it will no longer be able to provision users.',
  /** The login page's error texts for the sign-on flow (?error=…). */
  ssoFailed: 'Single sign-on did not complete. Please try again.',
  ssoNoAccount: 'Your account was not found in this organization. Ask your administrator for access.',
  ssoNotLinked:
    'An account with your e-mail address or NIK already exists in this organization, but single sign-on may not link your identity to it. Ask your administrator.',
  ssoUnverified:
    'Your identity provider has not verified your e-mail address, so it cannot sign you in to your existing account. Verify the address with your identity provider, or ask your administrator.',
  ssoInactive: 'Your account is inactive. Please contact your administrator.',
  ssoNotConfigured: 'Single sign-on is not set up for this organization.',
  signInWith: (name: string) => `Sign in with ${name}`,
} as const;
