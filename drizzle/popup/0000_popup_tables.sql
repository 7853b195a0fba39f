CREATE TABLE "popup_companies" (
	"popup_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "popup_companies_popup_id_company_id_pk" PRIMARY KEY("popup_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "popup_divisions" (
	"popup_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	CONSTRAINT "popup_divisions_popup_id_division_id_pk" PRIMARY KEY("popup_id","division_id")
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_file_id" integer,
	"cta_label" text DEFAULT '' NOT NULL,
	"cta_url" text DEFAULT '' NOT NULL,
	"audience" text DEFAULT 'everyone' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "popup_companies" ADD CONSTRAINT "popup_companies_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_companies" ADD CONSTRAINT "popup_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_divisions" ADD CONSTRAINT "popup_divisions_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_divisions" ADD CONSTRAINT "popup_divisions_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "popup_companies_company_idx" ON "popup_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "popup_divisions_division_idx" ON "popup_divisions" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "popups_org_updated_idx" ON "popups" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "popups_org_created_idx" ON "popups" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "popups_org_title_idx" ON "popups" USING btree ("organization_id","title","id");--> statement-breakpoint
CREATE INDEX "popups_org_start_idx" ON "popups" USING btree ("organization_id","start_date","id");--> statement-breakpoint
CREATE INDEX "popups_title_trgm" ON "popups" USING gin ("title" gin_trgm_ops);