CREATE TABLE "certificate_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"type" integer NOT NULL,
	"theme_id" integer NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"heading" text NOT NULL,
	"body" text NOT NULL,
	"signatory_name" text DEFAULT '' NOT NULL,
	"signatory_position" text DEFAULT '' NOT NULL,
	"signature_file_id" integer,
	"number_prefix" text DEFAULT '' NOT NULL,
	"validity_months" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"background_file_id" integer,
	"orientation" text DEFAULT 'landscape' NOT NULL,
	"text_color" text DEFAULT '#1f2937' NOT NULL,
	"font" text DEFAULT 'helvetica' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_theme_id_certificate_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."certificate_themes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_themes" ADD CONSTRAINT "certificate_themes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_themes" ADD CONSTRAINT "certificate_themes_background_file_id_files_id_fk" FOREIGN KEY ("background_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_themes" ADD CONSTRAINT "certificate_themes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_themes" ADD CONSTRAINT "certificate_themes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_templates_org_updated_idx" ON "certificate_templates" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "certificate_templates_org_created_idx" ON "certificate_templates" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "certificate_templates_org_title_idx" ON "certificate_templates" USING btree ("organization_id","title","id");--> statement-breakpoint
CREATE INDEX "certificate_templates_org_type_idx" ON "certificate_templates" USING btree ("organization_id","type","title");--> statement-breakpoint
CREATE INDEX "certificate_templates_theme_idx" ON "certificate_templates" USING btree ("theme_id");--> statement-breakpoint
CREATE INDEX "certificate_templates_title_trgm" ON "certificate_templates" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certificate_themes_org_updated_idx" ON "certificate_themes" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "certificate_themes_org_created_idx" ON "certificate_themes" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "certificate_themes_org_title_idx" ON "certificate_themes" USING btree ("organization_id","title","id");--> statement-breakpoint
CREATE INDEX "certificate_themes_title_trgm" ON "certificate_themes" USING gin ("title" gin_trgm_ops);