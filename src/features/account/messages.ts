/** Texts of the sign-in area. The spec shows none of them, so they are ours (docs/decisions/0003-sign-in.md). */
export const accountMessages = {
  loginTitle: 'Sign in to the console',
  loginSuccess: 'Signed in successfully',
  invalidCredentials: 'The username or password is incorrect.',
  pendingAccount: 'Your account is waiting for an administrator to activate it.',
  inactiveAccount: 'Your account is not active. Ask an administrator of your organisation.',
  unknownOrganization: 'Organization not found',
  otherOrganization: 'This organization code belongs to another console address. Sign in there, or use this site’s code.',
  registered: (org: string) => `Registration received. An administrator of ${org} must activate your account before you can sign in.`,
  emailTaken: 'This email is already registered in the organization.',
  loggedOut: 'You have been signed out.',
  verificationInvalid: 'This sign-in link is invalid or has expired.',
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;
