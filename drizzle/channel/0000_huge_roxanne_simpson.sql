CREATE TABLE "channel_audiences" (
	"channel_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"content_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_file_id" integer,
	"visibility" text DEFAULT 'hidden' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_audiences" ADD CONSTRAINT "channel_audiences_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_items" ADD CONSTRAINT "channel_items_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_audiences_uq" ON "channel_audiences" USING btree ("channel_id","kind","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_items_content_uq" ON "channel_items" USING btree ("channel_id","content_type","content_id");--> statement-breakpoint
CREATE INDEX "channel_items_channel_idx" ON "channel_items" USING btree ("channel_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_org_title_uq" ON "channels" USING btree ("organization_id",lower("title"));--> statement-breakpoint
CREATE INDEX "channels_title_trgm" ON "channels" USING gin ("title" gin_trgm_ops);