CREATE TABLE "journey_audiences" (
	"journey_id" integer NOT NULL,
	"ref_id" integer NOT NULL,
	CONSTRAINT "journey_audiences_journey_id_ref_id_pk" PRIMARY KEY("journey_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "journey_completions" (
	"journey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "journey_completions_journey_id_user_id_pk" PRIMARY KEY("journey_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "journey_invitees" (
	"journey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_invitees_journey_id_user_id_pk" PRIMARY KEY("journey_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "journey_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"journey_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"content_id" integer NOT NULL,
	"unlock" text DEFAULT 'none' NOT NULL,
	"unlock_date" date,
	CONSTRAINT "journey_steps_unlock_date" CHECK (("journey_steps"."unlock" = 'date') = ("journey_steps"."unlock_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "journeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail_default" integer DEFAULT 1 NOT NULL,
	"audience_type" text DEFAULT 'invitation' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journeys_thumbnail_default" CHECK ("journeys"."thumbnail_default" between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "journey_audiences" ADD CONSTRAINT "journey_audiences_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_completions" ADD CONSTRAINT "journey_completions_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_completions" ADD CONSTRAINT "journey_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_invitees" ADD CONSTRAINT "journey_invitees_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_invitees" ADD CONSTRAINT "journey_invitees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_steps" ADD CONSTRAINT "journey_steps_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journey_invitees_user_idx" ON "journey_invitees" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journey_steps_position_uq" ON "journey_steps" USING btree ("journey_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "journey_steps_content_uq" ON "journey_steps" USING btree ("journey_id","kind","content_id");--> statement-breakpoint
CREATE INDEX "journey_steps_content_idx" ON "journey_steps" USING btree ("kind","content_id");--> statement-breakpoint
CREATE INDEX "journeys_org_updated_idx" ON "journeys" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "journeys_org_created_idx" ON "journeys" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "journeys_org_title_idx" ON "journeys" USING btree ("organization_id","title","id");--> statement-breakpoint
CREATE INDEX "journeys_org_status_idx" ON "journeys" USING btree ("organization_id","status","id");--> statement-breakpoint
CREATE INDEX "journeys_title_trgm" ON "journeys" USING gin ("title" gin_trgm_ops);