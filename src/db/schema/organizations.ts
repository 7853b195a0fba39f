import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  orgCode: text('org_code').notNull().unique(),
  title: text('title').notNull(),
  websiteTitle: text('website_title').notNull(),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
  textColor: text('text_color').notNull(),
  urlFavicon: text('url_favicon'),
  urlLogo: text('url_logo'),
  urlSubdomain: text('url_subdomain'),
  urlDomain: text('url_domain').unique(),
  isDefault: boolean('is_default').notNull().default(false),
  /** The login page's look (the 'lo' configuration set): background, heading, subheading. */
  loginStyle: jsonb('login_style').$type<Record<string, string>>().notNull().default({}),
  /** Feature flags of spec 000: ai_course, new_course_list. */
  features: jsonb('features').$type<Record<string, boolean>>().notNull().default({}),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Organization = typeof organizations.$inferSelect;
