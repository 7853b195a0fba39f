import { z } from 'zod';

/** The single sign-on settings as the screen edits them; the secret is write-only (blank keeps the stored one). */
export const SsoSettingsInputSchema = z.object({
  enabled: z.boolean(),
  display_name: z.string().trim().min(1, 'Enter the name shown on the sign-in button.').max(60),
  issuer_url: z.string().trim().min(1, 'Enter the issuer URL.').max(500),
  client_id: z.string().trim().min(1, 'Enter the client ID.').max(300),
  client_secret: z.string().max(2000).optional(),
  match_by: z.enum(['email', 'nik']),
  claim: z
    .string()
    .trim()
    .min(1, 'Enter the claim that holds the e-mail or NIK.')
    .max(100)
    .regex(/^[A-Za-z0-9_:./-]+$/, 'A claim name has letters, digits and _ : . / - only.'),
  jit_enabled: z.boolean(),
  /** A first sign-on may take over the existing account its e-mail (verified) or NIK names; left out: off (decision 0103). */
  link_existing: z.boolean().default(false),
  /** No role: null, or left out (the islands' client drops empty values). */
  default_role_id: z.number().int().positive().nullable().optional(),
  enforced: z.boolean(),
  /** The version the edit started from: a stale one is a 409 (null: the first save). */
  updated_at: z.string().nullable().optional(),
});
export type SsoSettingsInput = z.infer<typeof SsoSettingsInputSchema>;

export const SsoSettingsSchema = z.object({
  configured: z.boolean(),
  enabled: z.boolean(),
  display_name: z.string(),
  issuer_url: z.string(),
  client_id: z.string(),
  has_secret: z.boolean(),
  match_by: z.enum(['email', 'nik']),
  claim: z.string(),
  jit_enabled: z.boolean(),
  link_existing: z.boolean(),
  default_role_id: z.number().nullable(),
  enforced: z.boolean(),
  /** The redirect URI to register at the identity provider, and SCIM's base URL. */
  callback_url: z.string(),
  scim_base_url: z.string(),
  /** The organisation's roles; those with keys the caller lacks (they may not grant them, decision 0077) disabled. */
  roles: z.array(z.object({ value: z.number(), label: z.string(), disabled: z.boolean().optional() })),
  /** The caller holds every permission key: they may change the provider and linking (decision 0103). */
  holds_every_key: z.boolean(),
  /** People sign in by the provider: it is on, or someone's subject is bound already. */
  signs_in: z.boolean(),
  updated_at: z.string().nullable(),
});
export type SsoSettings = z.infer<typeof SsoSettingsSchema>;

export const TestConnectionInputSchema = z.object({ issuer_url: z.string().trim().min(1, 'Enter the issuer URL.').max(500) });
export const TestConnectionResultSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  userinfo_endpoint: z.string().nullable(),
});
export type TestConnectionResult = z.infer<typeof TestConnectionResultSchema>;

export const ScimTokenRowSchema = z.object({
  id: z.number(),
  label: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ScimTokenRow = z.infer<typeof ScimTokenRowSchema>;

export const ScimTokenInputSchema = z.object({ label: z.string().trim().min(1, 'Enter a label, e.g. the identity provider’s name.').max(80) });
export const ScimTokenCreatedSchema = z.object({ id: z.number(), label: z.string(), token: z.string() });
export type ScimTokenCreated = z.infer<typeof ScimTokenCreatedSchema>;

/** The sign-in page's button: shown when the organisation's provider is enabled. */
export interface SsoLoginOption {
  displayName: string;
  enforced: boolean;
}
