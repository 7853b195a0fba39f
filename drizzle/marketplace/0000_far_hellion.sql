CREATE TABLE "marketplace_approval_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"approval_id" integer NOT NULL,
	"event" text NOT NULL,
	"user_id" integer NOT NULL,
	"notify_user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_approval_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"approval_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"title" text NOT NULL,
	"module" text NOT NULL,
	"provider_name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total" bigint NOT NULL,
	"hold_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"approval_id" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"title" text NOT NULL,
	"module" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price" bigint NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_offers_price_check" CHECK ("marketplace_offers"."price" > 0 and "marketplace_offers"."price" <= 1000000000000),
	CONSTRAINT "marketplace_offers_duration_check" CHECK ("marketplace_offers"."duration_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "marketplace_approval_events" ADD CONSTRAINT "marketplace_approval_events_approval_id_marketplace_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."marketplace_approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_approval_events" ADD CONSTRAINT "marketplace_approval_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_approval_events" ADD CONSTRAINT "marketplace_approval_events_notify_user_id_users_id_fk" FOREIGN KEY ("notify_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_approval_items" ADD CONSTRAINT "marketplace_approval_items_approval_id_marketplace_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."marketplace_approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_approval_items" ADD CONSTRAINT "marketplace_approval_items_offer_id_marketplace_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."marketplace_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_approvals" ADD CONSTRAINT "marketplace_approvals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_approvals" ADD CONSTRAINT "marketplace_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_approvals" ADD CONSTRAINT "marketplace_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_cart_items" ADD CONSTRAINT "marketplace_cart_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_cart_items" ADD CONSTRAINT "marketplace_cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_cart_items" ADD CONSTRAINT "marketplace_cart_items_offer_id_marketplace_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."marketplace_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_grants" ADD CONSTRAINT "marketplace_grants_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_grants" ADD CONSTRAINT "marketplace_grants_offer_id_marketplace_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."marketplace_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_grants" ADD CONSTRAINT "marketplace_grants_approval_id_marketplace_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."marketplace_approvals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD CONSTRAINT "marketplace_offers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD CONSTRAINT "marketplace_offers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD CONSTRAINT "marketplace_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_approval_events_approval_idx" ON "marketplace_approval_events" USING btree ("approval_id","id");--> statement-breakpoint
CREATE INDEX "marketplace_approval_items_approval_idx" ON "marketplace_approval_items" USING btree ("approval_id");--> statement-breakpoint
CREATE INDEX "marketplace_approvals_org_idx" ON "marketplace_approvals" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "marketplace_approvals_org_status_idx" ON "marketplace_approvals" USING btree ("organization_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_cart_items_uq" ON "marketplace_cart_items" USING btree ("organization_id","user_id","offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_grants_uq" ON "marketplace_grants" USING btree ("organization_id","offer_id");--> statement-breakpoint
CREATE INDEX "marketplace_offers_active_idx" ON "marketplace_offers" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "marketplace_offers_title_trgm_idx" ON "marketplace_offers" USING gin ("title" gin_trgm_ops);