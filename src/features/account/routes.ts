import type { ApiRouteDef } from '@/server/access/guard';
import { LoginInputSchema, LoginResultSchema, RegisterInputSchema, VerificationInputSchema } from './schemas';
import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';

const user = area({ name: 'user', base: '/user', key: 'account-user', noun: 'User', group: 'Account' });
const role = area({ name: 'role', base: '/role', key: 'account-role', noun: 'Role', group: 'Account' });
const provider = area({ name: 'provider', base: '/provider', key: 'account-provider', noun: 'Provider', group: 'Account' });
const wallet = area({ name: 'wallet', base: '/wallet', key: 'account-wallet', noun: 'Wallet', group: 'Account' });

export const accountRoutes: RouteDef[] = [
  user.list(),
  user.create('/user/create/:id?'),
  user.detail(),
  user.edit(),
  ...role.crud(),
  ...provider.crud(),
  wallet.list('/wallet', 'Wallet'),
];

export const accountApiRoutes: ApiRouteDef[] = [
  { method: 'POST', path: '/api/v3/cms/auth/login', access: 'public', doc: { summary: 'Sign in (email or NIK, password, org_code); answers a bearer token and the ACL', body: LoginInputSchema, response: LoginResultSchema } },
  { method: 'POST', path: '/api/cms/auth/register', access: 'public', doc: { summary: 'Register an account; it waits for an administrator (status pending)', body: RegisterInputSchema } },
  { method: 'POST', path: '/api/cms/auth/verification', access: 'public', doc: { summary: 'Exchange a one-time SSO token for a session', body: VerificationInputSchema } },
  { method: 'POST', path: '/api/cms/auth/logout', access: 'signed-in', doc: { summary: 'Sign out: the session is deleted server-side' } },
  { method: 'GET', path: '/api/cms/auth/me', access: 'signed-in', doc: { summary: 'The signed-in user, ACL and expiry' } },
  { method: 'POST', path: '/api/cms/auth/frontpage', access: 'signed-in', doc: { summary: 'A one-time SSO token and the learner-site address (Frontpage)' } },
];
