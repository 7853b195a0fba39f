CREATE TABLE "merchandise" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_file_id" integer,
	"point_price" integer NOT NULL,
	"stock" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchandise_price_ck" CHECK ("merchandise"."point_price" > 0),
	CONSTRAINT "merchandise_stock_ck" CHECK ("merchandise"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_balances" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"earned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_balances_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id"),
	CONSTRAINT "point_balances_balance_ck" CHECK ("point_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"activity" text,
	"rule_id" integer,
	"source_type" text NOT NULL,
	"source_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_points_ck" CHECK ("point_entries"."points" <> 0)
);
--> statement-breakpoint
CREATE TABLE "point_period_totals" (
	"organization_id" integer NOT NULL,
	"period" text NOT NULL,
	"user_id" integer NOT NULL,
	"earned" integer NOT NULL,
	CONSTRAINT "point_period_totals_organization_id_period_user_id_pk" PRIMARY KEY("organization_id","period","user_id")
);
--> statement-breakpoint
CREATE TABLE "point_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"activity" text NOT NULL,
	"points" integer NOT NULL,
	"daily_cap" integer,
	"starts_on" date,
	"ends_on" date,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_rules_points_ck" CHECK ("point_rules"."points" between 1 and 100000),
	CONSTRAINT "point_rules_cap_ck" CHECK ("point_rules"."daily_cap" is null or "point_rules"."daily_cap" >= "point_rules"."points"),
	CONSTRAINT "point_rules_period_ck" CHECK ("point_rules"."starts_on" is null or "point_rules"."ends_on" is null or "point_rules"."ends_on" >= "point_rules"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "point_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"period" text NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"division_id" integer,
	"company_id" integer,
	"goal" integer NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_targets_goal_ck" CHECK ("point_targets"."goal" > 0),
	CONSTRAINT "point_targets_period_ck" CHECK ("point_targets"."period" ~ '^[0-9]{4}(-(0[1-9]|1[0-2]))?$'),
	CONSTRAINT "point_targets_audience_ck" CHECK (("point_targets"."audience" = 'all' and "point_targets"."division_id" is null and "point_targets"."company_id" is null) or ("point_targets"."audience" = 'division' and "point_targets"."division_id" is not null and "point_targets"."company_id" is null) or ("point_targets"."audience" = 'company' and "point_targets"."company_id" is not null and "point_targets"."division_id" is null))
);
--> statement-breakpoint
CREATE TABLE "redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"merchandise_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchandise" ADD CONSTRAINT "merchandise_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise" ADD CONSTRAINT "merchandise_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise" ADD CONSTRAINT "merchandise_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise" ADD CONSTRAINT "merchandise_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_rule_id_point_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."point_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_period_totals" ADD CONSTRAINT "point_period_totals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_period_totals" ADD CONSTRAINT "point_period_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_rules" ADD CONSTRAINT "point_rules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_rules" ADD CONSTRAINT "point_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_rules" ADD CONSTRAINT "point_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_targets" ADD CONSTRAINT "point_targets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_targets" ADD CONSTRAINT "point_targets_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_targets" ADD CONSTRAINT "point_targets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_targets" ADD CONSTRAINT "point_targets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_targets" ADD CONSTRAINT "point_targets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_merchandise_id_merchandise_id_fk" FOREIGN KEY ("merchandise_id") REFERENCES "public"."merchandise"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchandise_org_name_uq" ON "merchandise" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "merchandise_org_updated_idx" ON "merchandise" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "point_balances_rank_idx" ON "point_balances" USING btree ("organization_id","earned" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_source_uq" ON "point_entries" USING btree ("organization_id","user_id","source_type","source_id");--> statement-breakpoint
CREATE INDEX "point_entries_user_idx" ON "point_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "point_period_totals_rank_idx" ON "point_period_totals" USING btree ("organization_id","period","earned" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_rules_org_activity_uq" ON "point_rules" USING btree ("organization_id","activity");--> statement-breakpoint
CREATE INDEX "point_targets_org_updated_idx" ON "point_targets" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "redemptions_merchandise_idx" ON "redemptions" USING btree ("merchandise_id","created_at");--> statement-breakpoint
-- The point ledger is append-only (docs/decisions/0130): no entry is ever changed, and none is removed but with its
-- organisation or its user (the cascade runs after their row is gone, so that absence is what lets it through).
CREATE FUNCTION "point_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND (NOT EXISTS (SELECT 1 FROM "organizations" WHERE "id" = OLD."organization_id")
      OR NOT EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."user_id")) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'point_entries is append-only (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "point_entries_append_only" BEFORE UPDATE OR DELETE ON "point_entries" FOR EACH ROW EXECUTE FUNCTION "point_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "point_entries_no_truncate" BEFORE TRUNCATE ON "point_entries" FOR EACH STATEMENT EXECUTE FUNCTION "point_entries_append_only"();
