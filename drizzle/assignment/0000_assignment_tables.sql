CREATE TABLE "assignment_group_members" (
	"group_id" integer NOT NULL,
	"placement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "assignment_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "assignment_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"placement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"score" double precision,
	"status" text DEFAULT 'waiting_for_review' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submissions" integer DEFAULT 1 NOT NULL,
	"submitted_by" integer,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"graded_at" timestamp with time zone,
	"graded_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"instruction" text NOT NULL,
	"grading_status" text DEFAULT 'graded' NOT NULL,
	"assignment_type" text DEFAULT 'individual' NOT NULL,
	"upload_condition" text DEFAULT 'required' NOT NULL,
	"submit_condition" text DEFAULT 'resubmit' NOT NULL,
	"display_result" boolean DEFAULT false NOT NULL,
	"allowed_upload_extensions" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignment_group_members" ADD CONSTRAINT "assignment_group_members_group_id_assignment_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."assignment_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_group_members" ADD CONSTRAINT "assignment_group_members_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_group_members" ADD CONSTRAINT "assignment_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_groups" ADD CONSTRAINT "assignment_groups_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_results" ADD CONSTRAINT "assignment_results_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_results" ADD CONSTRAINT "assignment_results_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_results" ADD CONSTRAINT "assignment_results_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_results" ADD CONSTRAINT "assignment_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_results" ADD CONSTRAINT "assignment_results_group_id_assignment_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."assignment_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_results" ADD CONSTRAINT "assignment_results_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_results" ADD CONSTRAINT "assignment_results_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_group_members_placement_user_uq" ON "assignment_group_members" USING btree ("placement_id","user_id");--> statement-breakpoint
CREATE INDEX "assignment_groups_placement_idx" ON "assignment_groups" USING btree ("placement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_results_placement_user_uq" ON "assignment_results" USING btree ("placement_id","user_id");--> statement-breakpoint
CREATE INDEX "assignment_results_assignment_idx" ON "assignment_results" USING btree ("assignment_id","status");--> statement-breakpoint
CREATE INDEX "assignments_org_idx" ON "assignments" USING btree ("organization_id","updated_at");--> statement-breakpoint
CREATE INDEX "assignments_title_trgm" ON "assignments" USING gin ("title" gin_trgm_ops);