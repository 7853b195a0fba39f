CREATE TABLE "announcement_companies" (
	"announcement_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "announcement_companies_announcement_id_company_id_pk" PRIMARY KEY("announcement_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_divisions" (
	"announcement_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	CONSTRAINT "announcement_divisions_announcement_id_division_id_pk" PRIMARY KEY("announcement_id","division_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_list_counts" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement_roles" (
	"announcement_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "announcement_roles_announcement_id_role_id_pk" PRIMARY KEY("announcement_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"pinned" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_list_counts" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_meters" integer NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcement_companies" ADD CONSTRAINT "announcement_companies_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_companies" ADD CONSTRAINT "announcement_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_divisions" ADD CONSTRAINT "announcement_divisions_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_divisions" ADD CONSTRAINT "announcement_divisions_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_list_counts" ADD CONSTRAINT "announcement_list_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_roles" ADD CONSTRAINT "announcement_roles_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_roles" ADD CONSTRAINT "announcement_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_list_counts" ADD CONSTRAINT "location_list_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_companies_company_idx" ON "announcement_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "announcement_divisions_division_idx" ON "announcement_divisions" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "announcement_roles_role_idx" ON "announcement_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "announcements_org_updated_idx" ON "announcements" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "announcements_org_created_idx" ON "announcements" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "announcements_org_title_idx" ON "announcements" USING btree ("organization_id","title","id");--> statement-breakpoint
CREATE INDEX "announcements_org_starts_idx" ON "announcements" USING btree ("organization_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "announcements_title_trgm" ON "announcements" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "locations_org_name_uq" ON "locations" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "locations_org_updated_idx" ON "locations" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "locations_org_created_idx" ON "locations" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "locations_org_name_idx" ON "locations" USING btree ("organization_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "locations_name_trgm" ON "locations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_address_trgm" ON "locations" USING gin ("address" gin_trgm_ops);