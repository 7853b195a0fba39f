import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import {
  ScimTokenCreatedSchema,
  ScimTokenInputSchema,
  ScimTokenRowSchema,
  SsoSettingsInputSchema,
  SsoSettingsSchema,
  TestConnectionInputSchema,
  TestConnectionResultSchema,
} from './schemas';

const key = { access: 'key', key: 'setting-authentication' } as const;
const S = '/api/cms/settings/sso';

/**
 * Single sign-on (docs/decisions/0079): the browser's round trip through the identity provider (start, callback:
 * redirects and cookies, so they read their own requests), and the settings of /setting/authentication. SCIM is
 * served outside /api, at /scim/v2 (features/sso/server/scim), guarded by its own bearer tokens.
 */
export const ssoApi = endpoints({
  start: endpoint({
    method: 'GET',
    path: '/api/cms/auth/sso/start',
    access: 'public',
    summary: "Sign in with the organisation's identity provider: redirects there (OpenID Connect, PKCE)",
    query: z.object({ redirect: z.string().optional() }),
  }),
  callback: endpoint({
    method: 'GET',
    path: '/api/cms/auth/sso/callback',
    access: 'public',
    summary: "The identity provider's redirect back: checks state, exchanges the code, signs the user in",
    query: z.object({ code: z.string().optional(), state: z.string().optional() }),
  }),
  settings: endpoint({
    method: 'GET',
    path: S,
    ...key,
    summary: 'The single sign-on settings (the client secret is never answered)',
    response: SsoSettingsSchema,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: S,
    ...key,
    summary: 'Save the single sign-on settings (blank client_secret keeps the stored one; a stale updated_at is 409)',
    body: SsoSettingsInputSchema,
    response: z.object({ updated_at: z.string() }),
  }),
  testConnection: endpoint({
    method: 'POST',
    path: `${S}/test`,
    ...key,
    summary: "Test connection: fetch the issuer's discovery document",
    body: TestConnectionInputSchema,
    response: TestConnectionResultSchema,
  }),
  scimTokens: endpoint({
    method: 'GET',
    path: '/api/cms/settings/scim-tokens',
    ...key,
    summary: 'The SCIM tokens (never the tokens themselves)',
    response: z.array(ScimTokenRowSchema),
  }),
  createScimToken: endpoint({
    method: 'POST',
    path: '/api/cms/settings/scim-tokens',
    ...key,
    summary: 'Generate a SCIM token: answered once, stored hashed',
    body: ScimTokenInputSchema,
    response: ScimTokenCreatedSchema,
  }),
  revokeScimToken: endpoint({ method: 'DELETE', path: '/api/cms/settings/scim-tokens/:id', ...key, summary: 'Revoke a SCIM token', response: z.null() }),
});
