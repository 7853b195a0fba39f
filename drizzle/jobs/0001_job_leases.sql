ALTER TABLE "jobs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
-- A job running when this migration is applied keeps the old rule: another runner takes it over 15 minutes after it last reported.
UPDATE "jobs" SET "lease_until" = "updated_at" + interval '15 minutes' WHERE "state" = 'running';
