CREATE TABLE "expert_journey_members" (
	"journey_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	CONSTRAINT "expert_journey_members_journey_id_expert_id_pk" PRIMARY KEY("journey_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "expert_journey_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"journey_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer,
	"sessions" integer
);
--> statement-breakpoint
CREATE TABLE "expert_journeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"expert_level_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"expertise" text[] DEFAULT '{}'::text[] NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"picture_file_id" integer,
	"expert_level_id" integer,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experts_named" CHECK ("experts"."user_id" is not null or "experts"."name" <> '')
);
--> statement-breakpoint
ALTER TABLE "expert_journey_members" ADD CONSTRAINT "expert_journey_members_journey_id_expert_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."expert_journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_journey_members" ADD CONSTRAINT "expert_journey_members_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_journey_steps" ADD CONSTRAINT "expert_journey_steps_journey_id_expert_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."expert_journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_journeys" ADD CONSTRAINT "expert_journeys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_journeys" ADD CONSTRAINT "expert_journeys_expert_level_id_expert_levels_id_fk" FOREIGN KEY ("expert_level_id") REFERENCES "public"."expert_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_journeys" ADD CONSTRAINT "expert_journeys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_journeys" ADD CONSTRAINT "expert_journeys_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_picture_file_id_files_id_fk" FOREIGN KEY ("picture_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_expert_level_id_expert_levels_id_fk" FOREIGN KEY ("expert_level_id") REFERENCES "public"."expert_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_journey_members_expert_idx" ON "expert_journey_members" USING btree ("expert_id");--> statement-breakpoint
CREATE INDEX "expert_journey_steps_journey_idx" ON "expert_journey_steps" USING btree ("journey_id","position");--> statement-breakpoint
CREATE INDEX "expert_journeys_org_updated_idx" ON "expert_journeys" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "experts_org_user_uq" ON "experts" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "experts_org_updated_idx" ON "experts" USING btree ("organization_id","updated_at","id");