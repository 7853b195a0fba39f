CREATE TABLE "presence_attendances" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"presence_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"clock_in" timestamp with time zone DEFAULT now() NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"outside_location" boolean DEFAULT false NOT NULL,
	"distance_meters" integer,
	"marked_by" integer
);
--> statement-breakpoint
CREATE TABLE "presences" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content_type" text NOT NULL,
	"code" text NOT NULL,
	"code_rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"early_minutes" integer DEFAULT 30 NOT NULL,
	"close_minutes" integer DEFAULT 0 NOT NULL,
	"grace_minutes" integer DEFAULT 15 NOT NULL,
	"step_seconds" integer DEFAULT 15 NOT NULL,
	"print_step_seconds" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presence_attendances" ADD CONSTRAINT "presence_attendances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_attendances" ADD CONSTRAINT "presence_attendances_presence_id_presences_id_fk" FOREIGN KEY ("presence_id") REFERENCES "public"."presences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_attendances" ADD CONSTRAINT "presence_attendances_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_attendances" ADD CONSTRAINT "presence_attendances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_attendances" ADD CONSTRAINT "presence_attendances_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presences" ADD CONSTRAINT "presences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presences" ADD CONSTRAINT "presences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "presence_attendances_once_uq" ON "presence_attendances" USING btree ("presence_id","schedule_id","user_id");--> statement-breakpoint
CREATE INDEX "presence_attendances_schedule_idx" ON "presence_attendances" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "presences_org_idx" ON "presences" USING btree ("organization_id","updated_at");--> statement-breakpoint
CREATE INDEX "presences_title_trgm" ON "presences" USING gin ("title" gin_trgm_ops);