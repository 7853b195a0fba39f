CREATE TABLE "marketplace_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"rated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_ratings_rating_check" CHECK ("marketplace_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "marketplace_grants" ADD COLUMN "content_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_offers" ADD COLUMN "content_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_ratings" ADD CONSTRAINT "marketplace_ratings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_ratings" ADD CONSTRAINT "marketplace_ratings_offer_id_marketplace_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."marketplace_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_ratings" ADD CONSTRAINT "marketplace_ratings_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_ratings_uq" ON "marketplace_ratings" USING btree ("organization_id","offer_id");--> statement-breakpoint
CREATE INDEX "marketplace_offers_org_idx" ON "marketplace_offers" USING btree ("organization_id","id");