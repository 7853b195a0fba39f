CREATE TABLE "digilib_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"publisher" text DEFAULT '' NOT NULL,
	"isbn" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"cover_file_id" integer,
	"ebook_file_id" integer,
	"location" text DEFAULT '' NOT NULL,
	"stock" integer,
	"borrowed" integer,
	"partner_url" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "digilib_items" ADD CONSTRAINT "digilib_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digilib_items" ADD CONSTRAINT "digilib_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digilib_items" ADD CONSTRAINT "digilib_items_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digilib_items" ADD CONSTRAINT "digilib_items_ebook_file_id_files_id_fk" FOREIGN KEY ("ebook_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digilib_items" ADD CONSTRAINT "digilib_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digilib_items" ADD CONSTRAINT "digilib_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digilib_org_updated_idx" ON "digilib_items" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "digilib_org_created_idx" ON "digilib_items" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "digilib_org_title_idx" ON "digilib_items" USING btree ("organization_id","title","id");--> statement-breakpoint
CREATE INDEX "digilib_org_type_idx" ON "digilib_items" USING btree ("organization_id","type","id");--> statement-breakpoint
CREATE INDEX "digilib_category_idx" ON "digilib_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "digilib_title_trgm" ON "digilib_items" USING gin ("title" gin_trgm_ops);