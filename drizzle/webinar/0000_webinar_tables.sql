CREATE TABLE "webinar_speakers" (
	"webinar_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "webinar_speakers_webinar_id_user_id_pk" PRIMARY KEY("webinar_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"level" text DEFAULT 'fundamental' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"platform" text DEFAULT 'zoom' NOT NULL,
	"meeting_url" text DEFAULT '' NOT NULL,
	"capacity" integer,
	"recording_url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"status_by" integer,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webinar_speakers" ADD CONSTRAINT "webinar_speakers_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_speakers" ADD CONSTRAINT "webinar_speakers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_status_by_users_id_fk" FOREIGN KEY ("status_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webinar_speakers_user_idx" ON "webinar_speakers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webinars_org_updated_idx" ON "webinars" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "webinars_org_created_idx" ON "webinars" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webinars_org_title_idx" ON "webinars" USING btree ("organization_id","title","id");--> statement-breakpoint
CREATE INDEX "webinars_org_start_idx" ON "webinars" USING btree ("organization_id","start_at","id");--> statement-breakpoint
CREATE INDEX "webinars_org_status_idx" ON "webinars" USING btree ("organization_id","status","id");--> statement-breakpoint
CREATE INDEX "webinars_category_idx" ON "webinars" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "webinars_title_trgm" ON "webinars" USING gin ("title" gin_trgm_ops);