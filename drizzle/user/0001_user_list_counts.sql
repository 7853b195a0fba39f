CREATE TABLE "user_list_counts" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_list_counts" ADD CONSTRAINT "user_list_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The user list's sorts, each an index that starts with the organisation and ends with the id (docs/decisions/0060):
-- name (core 0006), created and updated (core 0006), and these. Keyset pages compare values, so a column that may be
-- empty is sorted as its coalesce with '' (no NULL ever compared).
CREATE INDEX "users_org_email_lower_idx" ON "users" USING btree ("organization_id",lower("email"),"id");--> statement-breakpoint
CREATE INDEX "users_org_nik_idx" ON "users" USING btree ("organization_id",coalesce("nik", ''),"id");--> statement-breakpoint
CREATE INDEX "users_org_position_lower_idx" ON "users" USING btree ("organization_id",lower(coalesce("position", '')),"id");--> statement-breakpoint
CREATE INDEX "users_org_status_idx" ON "users" USING btree ("organization_id","status","id");--> statement-breakpoint
-- A keyword of digits is a NIK's beginning: a prefix range on this index, not a trigram search over every NIK.
CREATE INDEX "users_org_nik_prefix_idx" ON "users" USING btree ("organization_id","nik" text_pattern_ops);--> statement-breakpoint
CREATE FUNCTION "users_list_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_list_counts" AS c ("organization_id", "total", "version")
      SELECT "organization_id", count(*), 1 FROM new_rows GROUP BY "organization_id"
      ON CONFLICT ("organization_id") DO UPDATE SET "total" = c."total" + excluded."total", "version" = c."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "user_list_counts" AS c SET "total" = c."total" - d.n, "version" = c."version" + 1
      FROM (SELECT "organization_id", count(*) AS n FROM old_rows GROUP BY "organization_id") AS d WHERE c."organization_id" = d."organization_id";
  ELSE
    UPDATE "user_list_counts" AS c SET "version" = c."version" + 1 WHERE c."organization_id" IN (SELECT "organization_id" FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_list_count_ins" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_list_count"();--> statement-breakpoint
CREATE TRIGGER "users_list_count_upd" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_list_count"();--> statement-breakpoint
CREATE TRIGGER "users_list_count_del" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "users_list_count"();--> statement-breakpoint
INSERT INTO "user_list_counts" ("organization_id", "total", "version") SELECT "organization_id", count(*), 1 FROM "users" GROUP BY "organization_id";
