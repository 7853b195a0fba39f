CREATE TABLE "content_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"thumbnail_default" integer,
	"thumbnail_file_id" integer,
	"certificate_course_id" integer,
	"certificate_program_id" integer,
	"certificate_classroom_id" integer,
	"certificate_live_event_id" integer,
	"learning_order" text DEFAULT 'sequential' NOT NULL,
	"allow_download" boolean DEFAULT true NOT NULL,
	"review_required" boolean DEFAULT false NOT NULL,
	"review_role_id" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_settings" ADD CONSTRAINT "content_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_settings" ADD CONSTRAINT "content_settings_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_settings" ADD CONSTRAINT "content_settings_certificate_course_id_certificate_templates_id_fk" FOREIGN KEY ("certificate_course_id") REFERENCES "public"."certificate_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_settings" ADD CONSTRAINT "content_settings_certificate_program_id_certificate_templates_id_fk" FOREIGN KEY ("certificate_program_id") REFERENCES "public"."certificate_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_settings" ADD CONSTRAINT "content_settings_certificate_classroom_id_certificate_templates_id_fk" FOREIGN KEY ("certificate_classroom_id") REFERENCES "public"."certificate_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_settings" ADD CONSTRAINT "content_settings_certificate_live_event_id_certificate_templates_id_fk" FOREIGN KEY ("certificate_live_event_id") REFERENCES "public"."certificate_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_settings" ADD CONSTRAINT "content_settings_review_role_id_roles_id_fk" FOREIGN KEY ("review_role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_settings" ADD CONSTRAINT "content_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;