CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"level" text DEFAULT 'fundamental' NOT NULL,
	"thumbnail_default" integer,
	"thumbnail_file_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "programs_module_uq" ON "programs" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "programs_org_updated_idx" ON "programs" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "programs_org_created_idx" ON "programs" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "programs_org_title_idx" ON "programs" USING btree ("organization_id","title","id");--> statement-breakpoint
CREATE INDEX "programs_org_status_idx" ON "programs" USING btree ("organization_id","status","id");--> statement-breakpoint
CREATE INDEX "programs_org_level_idx" ON "programs" USING btree ("organization_id","level","id");--> statement-breakpoint
CREATE INDEX "programs_title_trgm" ON "programs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "programs_category_idx" ON "programs" USING btree ("category_id");