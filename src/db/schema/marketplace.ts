// The marketplace's tables (drizzle/marketplace holds their migrations: DB_MODULE=marketplace npm run db:generate).
// The marketplace area owns them (src/features/marketplace; docs/decisions/0133); imported directly where needed.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { providers } from './provider';

/** The modules an offer is sold as (spec 002 §3: a cart item's `module`); the cart and an approval group by them. */
export const OFFER_MODULES = ['course', 'video', 'podcast', 'document', 'live_event'] as const;
export type OfferModule = (typeof OFFER_MODULES)[number];

/** An approval request's states. */
const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * Content an organisation publishes on the marketplace for one of its providers (the provider area's records): the
 * catalogue of /explore-content lists every active offer of every organisation. Prices are whole rupiah.
 */
export const marketplaceOffers = pgTable(
  'marketplace_offers',
  {
    id: serial('id').primaryKey(),
    /** The organisation that publishes the offer (its seller). */
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The provider (of the publishing organisation) that supplies the content; a provider with offers is in use. */
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    title: text('title').notNull(),
    module: text('module', { enum: OFFER_MODULES }).notNull(),
    description: text('description').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    /** What a buyer gets: the address where the bought content is opened (the provider's course, video…; decision 0141). */
    contentUrl: text('content_url').notNull().default(''),
    /** Buyers' ratings (1 to 5): their sum and count; no rating is shown as such, never made up. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('marketplace_offers_price_check', sql`${t.price} > 0 and ${t.price} <= 1000000000000`),
    check('marketplace_offers_duration_check', sql`${t.durationMinutes} > 0`),
    index('marketplace_offers_active_idx').on(t.isActive, t.id),
    index('marketplace_offers_org_idx').on(t.organizationId, t.id),
    index('marketplace_offers_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** A user's cart: offers they mean to buy for their organisation (spec 002 §3: `cart_id` is this row's id). */
export const marketplaceCartItems = pgTable(
  'marketplace_cart_items',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => marketplaceOffers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('marketplace_cart_items_uq').on(t.organizationId, t.userId, t.offerId)],
);

/** A checkout: the request an approver decides on, with the wallet hold that reserves its total. */
export const marketplaceApprovals = pgTable(
  'marketplace_approvals',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** The wallet's hold movement (src/features/account, decision 0127): debited on approval, released on rejection. */
    holdId: integer('hold_id'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('marketplace_approvals_org_idx').on(t.organizationId, t.id),
    index('marketplace_approvals_org_status_idx').on(t.organizationId, t.status, t.id),
  ],
);

/** What a request buys: each offer as it stood at checkout (title, module, provider, price). */
export const marketplaceApprovalItems = pgTable(
  'marketplace_approval_items',
  {
    id: serial('id').primaryKey(),
    approvalId: integer('approval_id')
      .notNull()
      .references(() => marketplaceApprovals.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => marketplaceOffers.id),
    title: text('title').notNull(),
    module: text('module', { enum: OFFER_MODULES }).notNull(),
    providerName: text('provider_name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [index('marketplace_approval_items_approval_idx').on(t.approvalId)],
);

/** Each step of a request (requested, approved, rejected) with who and why: the requester's notices read it. */
export const marketplaceApprovalEvents = pgTable(
  'marketplace_approval_events',
  {
    id: serial('id').primaryKey(),
    approvalId: integer('approval_id')
      .notNull()
      .references(() => marketplaceApprovals.id, { onDelete: 'cascade' }),
    event: text('event', { enum: ['requested', 'approved', 'rejected'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Whom the step is for: the requester, told of the decision. */
    notifyUserId: integer('notify_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('marketplace_approval_events_approval_idx').on(t.approvalId, t.id)],
);

/** Content an organisation owns after an approved request: the course's content picker lists it. */
export const marketplaceGrants = pgTable(
  'marketplace_grants',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => marketplaceOffers.id),
    approvalId: integer('approval_id')
      .notNull()
      .references(() => marketplaceApprovals.id),
    title: text('title').notNull(),
    /** The picker's second line: the module and the provider. */
    subtitle: text('subtitle').notNull(),
    /** The offer's content address as it stood when the request was approved (decision 0141). */
    contentUrl: text('content_url').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('marketplace_grants_uq').on(t.organizationId, t.offerId)],
);

/**
 * An organisation's rating of content it was granted (decision 0141): one per organisation and offer, 1 to 5, the
 * latest rater's; the offer's rating_sum and rating_count are kept with it in the same transaction.
 */
export const marketplaceRatings = pgTable(
  'marketplace_ratings',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => marketplaceOffers.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    ratedBy: integer('rated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('marketplace_ratings_uq').on(t.organizationId, t.offerId), check('marketplace_ratings_rating_check', sql`${t.rating} between 1 and 5`)],
);

export type MarketplaceApproval = typeof marketplaceApprovals.$inferSelect;
