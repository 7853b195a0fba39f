ALTER TABLE "sso_configs" ADD COLUMN "link_existing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Decision 0103: a configuration saved before this setting existed linked existing accounts at their first sign-on
-- (its people who have not signed on yet need it, and with enforcement on they have no other way in), so it keeps
-- doing so; the e-mail must now be verified by the provider. New configurations start with linking off.
UPDATE "sso_configs" SET "link_existing" = true;
