CREATE TABLE "live_event_registrants" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attended_at" timestamp with time zone,
	CONSTRAINT "live_event_registrants_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_event_speakers" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"level" text DEFAULT 'fundamental' NOT NULL,
	"thumbnail_default" integer,
	"thumbnail_file_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"meeting_url" text DEFAULT '' NOT NULL,
	"capacity" integer,
	"registration_opens_at" timestamp with time zone,
	"registration_closes_at" timestamp with time zone,
	"certificate_template_id" integer,
	"recording_url" text DEFAULT '' NOT NULL,
	"webinar_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_module_id_unique" UNIQUE("module_id")
);
--> statement-breakpoint
ALTER TABLE "live_event_registrants" ADD CONSTRAINT "live_event_registrants_event_id_live_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."live_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_event_registrants" ADD CONSTRAINT "live_event_registrants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_event_speakers" ADD CONSTRAINT "live_event_speakers_event_id_live_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."live_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_event_speakers" ADD CONSTRAINT "live_event_speakers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_certificate_template_id_certificate_templates_id_fk" FOREIGN KEY ("certificate_template_id") REFERENCES "public"."certificate_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_event_registrants_status_idx" ON "live_event_registrants" USING btree ("event_id","status","registered_at");--> statement-breakpoint
CREATE INDEX "live_event_speakers_event_idx" ON "live_event_speakers" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "live_event_speakers_user_idx" ON "live_event_speakers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_events_org_updated_idx" ON "live_events" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "live_events_org_starts_idx" ON "live_events" USING btree ("organization_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "live_events_category_idx" ON "live_events" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "live_events_schedule_idx" ON "live_events" USING btree ("schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_webinar_uq" ON "live_events" USING btree ("webinar_id") WHERE "live_events"."webinar_id" is not null;