CREATE TABLE "wallet_balances" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"available" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"last_movement_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_balances_available_check" CHECK ("wallet_balances"."available" >= 0),
	CONSTRAINT "wallet_balances_held_check" CHECK ("wallet_balances"."held" >= 0),
	CONSTRAINT "wallet_balances_total_check" CHECK ("wallet_balances"."available" + "wallet_balances"."held" <= 9007199254740991)
);
--> statement-breakpoint
CREATE TABLE "wallet_movement_counts" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"debit_account" text NOT NULL,
	"credit_account" text NOT NULL,
	"amount" bigint NOT NULL,
	"available_after" bigint NOT NULL,
	"held_after" bigint NOT NULL,
	"hold_id" integer,
	"reference" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"source_type" text,
	"source_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_movements_amount_check" CHECK ("wallet_movements"."amount" > 0 and "wallet_movements"."amount" <= 9007199254740991),
	CONSTRAINT "wallet_movements_accounts_check" CHECK ("wallet_movements"."debit_account" <> "wallet_movements"."credit_account"),
	CONSTRAINT "wallet_movements_after_check" CHECK ("wallet_movements"."available_after" >= 0 and "wallet_movements"."held_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_balances" ADD CONSTRAINT "wallet_balances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_movement_counts" ADD CONSTRAINT "wallet_movement_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_movements" ADD CONSTRAINT "wallet_movements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_movements" ADD CONSTRAINT "wallet_movements_hold_id_wallet_movements_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."wallet_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_movements" ADD CONSTRAINT "wallet_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_movements_org_created_idx" ON "wallet_movements" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_movements_org_amount_idx" ON "wallet_movements" USING btree ("organization_id","amount","id");--> statement-breakpoint
CREATE INDEX "wallet_movements_org_kind_idx" ON "wallet_movements" USING btree ("organization_id","kind","id");--> statement-breakpoint
CREATE INDEX "wallet_movements_org_reference_idx" ON "wallet_movements" USING btree ("organization_id",lower("reference"),"id");--> statement-breakpoint
CREATE INDEX "wallet_movements_reference_trgm_idx" ON "wallet_movements" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wallet_movements_note_trgm_idx" ON "wallet_movements" USING gin ("note" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wallet_movements_source_idx" ON "wallet_movements" USING btree ("organization_id","source_type","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_movements_hold_uq" ON "wallet_movements" USING btree ("hold_id");--> statement-breakpoint
-- Each kind moves money between its own accounts (docs/decisions/0127): a top-up from funding to available, a hold
-- from available to held, a release back, a debit from held (a hold, named by hold_id) or available to spent.
ALTER TABLE "wallet_movements" ADD CONSTRAINT "wallet_movements_kind_accounts_check" CHECK (
  ("kind" = 'top_up' AND "credit_account" = 'funding' AND "debit_account" = 'available' AND "hold_id" IS NULL)
  OR ("kind" = 'hold' AND "credit_account" = 'available' AND "debit_account" = 'held' AND "hold_id" IS NULL)
  OR ("kind" = 'release' AND "credit_account" = 'held' AND "debit_account" = 'available' AND "hold_id" IS NOT NULL)
  OR ("kind" = 'debit' AND "debit_account" = 'spent' AND (("credit_account" = 'held' AND "hold_id" IS NOT NULL) OR ("credit_account" = 'available' AND "hold_id" IS NULL)))
);--> statement-breakpoint
-- The ledger is append-only: no movement is ever changed, and none is removed but with its organisation (the
-- cascade runs after the organisation's row is gone, so the organisation's absence is what lets it through).
CREATE FUNCTION "wallet_movements_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "organizations" WHERE "id" = OLD."organization_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'wallet_movements is append-only (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "wallet_movements_append_only" BEFORE UPDATE OR DELETE ON "wallet_movements" FOR EACH ROW EXECUTE FUNCTION "wallet_movements_append_only"();--> statement-breakpoint
CREATE TRIGGER "wallet_movements_no_truncate" BEFORE TRUNCATE ON "wallet_movements" FOR EACH STATEMENT EXECUTE FUNCTION "wallet_movements_append_only"();--> statement-breakpoint
-- The ledger list's counter (docs/decisions/0060): one update per statement.
CREATE FUNCTION "wallet_movements_list_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "wallet_movement_counts" AS c ("organization_id", "total", "version")
      SELECT "organization_id", count(*), 1 FROM new_rows GROUP BY "organization_id"
      ON CONFLICT ("organization_id") DO UPDATE SET "total" = c."total" + excluded."total", "version" = c."version" + 1;
  ELSE
    UPDATE "wallet_movement_counts" AS c SET "total" = c."total" - d.n, "version" = c."version" + 1
      FROM (SELECT "organization_id", count(*) AS n FROM old_rows GROUP BY "organization_id") AS d WHERE c."organization_id" = d."organization_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "wallet_movements_list_count_ins" AFTER INSERT ON "wallet_movements" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "wallet_movements_list_count"();--> statement-breakpoint
CREATE TRIGGER "wallet_movements_list_count_del" AFTER DELETE ON "wallet_movements" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "wallet_movements_list_count"();
