import { endpoint, endpoints } from '@/lib/endpoint';
import { LoginInputSchema, LoginResultSchema, RegisterInputSchema, VerificationInputSchema } from './schemas';

/**
 * Sign-in, session and single sign-on calls (spec 000 §3, §7). Their handlers read their own requests (HTML forms
 * as well as JSON, cookies), so the dispatcher leaves body parsing to them; the schemas here document them.
 */
export const accountApi = endpoints({
  login: endpoint({
    method: 'POST',
    path: '/api/v3/cms/auth/login',
    access: 'public',
    summary: 'Sign in (email or NIK, password, org_code); answers a bearer token and the ACL',
    body: LoginInputSchema,
    response: LoginResultSchema,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/cms/auth/register',
    access: 'public',
    summary: 'Register an account; it waits for an administrator (status pending)',
    body: RegisterInputSchema,
  }),
  verification: endpoint({
    method: 'POST',
    path: '/api/cms/auth/verification',
    access: 'public',
    summary: 'Exchange a one-time SSO token for a session',
    body: VerificationInputSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/api/cms/auth/logout', access: 'signed-in', summary: 'Sign out: the session is deleted server-side' }),
  me: endpoint({ method: 'GET', path: '/api/cms/auth/me', access: 'signed-in', summary: 'The signed-in user, ACL and expiry' }),
  frontpage: endpoint({
    method: 'POST',
    path: '/api/cms/auth/frontpage',
    access: 'signed-in',
    summary: 'A one-time SSO token and the learner-site address (Frontpage)',
  }),
});
