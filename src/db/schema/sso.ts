// The sso area's tables (drizzle/sso holds its migrations: DB_MODULE=sso npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { roles, users } from './accounts';

/**
 * One OpenID Connect identity provider per organisation (docs/decisions/0079). The client secret is stored sealed
 * (AES-256-GCM under a server secret, features/sso/server/sealed.ts), never in clear. `matchBy` says which user field
 * the provider's `claim` is compared with; `linkExisting` lets a first sign-on take over an existing account found by
 * that claim (off unless an administrator with every permission key turns it on; decision 0103); `enforced` turns
 * password sign-in off for everyone who does not hold setting-authentication (so an administrator can always get back
 * in when the provider is down).
 */
export const ssoConfigs = pgTable('sso_configs', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  displayName: text('display_name').notNull(),
  issuerUrl: text('issuer_url').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed'),
  matchBy: text('match_by', { enum: ['email', 'nik'] })
    .notNull()
    .default('email'),
  claim: text('claim').notNull().default('email'),
  jitEnabled: boolean('jit_enabled').notNull().default(true),
  linkExisting: boolean('link_existing').notNull().default(false),
  defaultRoleId: integer('default_role_id').references(() => roles.id, { onDelete: 'set null' }),
  enforced: boolean('enforced').notNull().default(false),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SCIM bearer tokens: only the SHA-256 is kept; the token is shown once when generated. Revoked rows stay for the record. */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('scim_tokens_org_idx').on(t.organizationId)],
);

/**
 * How a console user is known to the identity provider: the OpenID subject it signed in with (bound at the first
 * sign-in, so a later e-mail change at the provider cannot take over another account), the SCIM externalId, and
 * whether SCIM deleted it (the user stays, inactive, with its results; SCIM no longer sees it).
 */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    scimExternalId: text('scim_external_id'),
    scimDeletedAt: timestamp('scim_deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sso_identities_subject_uq').on(t.organizationId, t.oidcIssuer, t.oidcSubject),
    index('sso_identities_external_idx').on(t.organizationId, t.scimExternalId),
  ],
);

export type SsoConfig = typeof ssoConfigs.$inferSelect;
