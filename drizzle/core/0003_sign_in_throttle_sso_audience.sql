ALTER TABLE "login_attempts" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "last_attempt_id" text;--> statement-breakpoint
ALTER TABLE "sso_tokens" ADD COLUMN "audience" text DEFAULT 'learner' NOT NULL;