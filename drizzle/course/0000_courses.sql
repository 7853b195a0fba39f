CREATE TABLE "course_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"position" integer NOT NULL,
	"content_type" text NOT NULL,
	"ref_id" integer NOT NULL,
	"title" text NOT NULL,
	"settings" jsonb NOT NULL,
	"placement_id" integer
);
--> statement-breakpoint
CREATE TABLE "course_experts" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "course_experts_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_prerequisites" (
	"course_id" integer NOT NULL,
	"prerequisite_id" integer NOT NULL,
	CONSTRAINT "course_prerequisites_course_id_prerequisite_id_pk" PRIMARY KEY("course_id","prerequisite_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"level" text DEFAULT 'fundamental' NOT NULL,
	"thumbnail_default" integer,
	"thumbnail_file_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"confidentiality" text DEFAULT 'public' NOT NULL,
	"provider_id" integer,
	"instructional_model" text,
	"restricted" boolean DEFAULT false NOT NULL,
	"access_period" text DEFAULT 'unlimited' NOT NULL,
	"learning_order" text DEFAULT 'sequential' NOT NULL,
	"achievement" text DEFAULT 'none' NOT NULL,
	"certificate_template_id" integer,
	"badge_id" integer,
	"steps_done" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_module_id_unique" UNIQUE("module_id")
);
--> statement-breakpoint
ALTER TABLE "course_contents" ADD CONSTRAINT "course_contents_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_contents" ADD CONSTRAINT "course_contents_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_contents" ADD CONSTRAINT "course_contents_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_experts" ADD CONSTRAINT "course_experts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_experts" ADD CONSTRAINT "course_experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_prerequisites" ADD CONSTRAINT "course_prerequisites_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_prerequisites" ADD CONSTRAINT "course_prerequisites_prerequisite_id_courses_id_fk" FOREIGN KEY ("prerequisite_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_contents_course_idx" ON "course_contents" USING btree ("course_id","section_id","position");--> statement-breakpoint
CREATE INDEX "courses_org_updated_idx" ON "courses" USING btree ("organization_id","updated_at");--> statement-breakpoint
CREATE INDEX "courses_org_status_idx" ON "courses" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "courses_title_trgm" ON "courses" USING gin ("title" gin_trgm_ops);