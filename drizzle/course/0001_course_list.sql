CREATE TABLE "course_list_counts" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "courses_org_updated_idx";--> statement-breakpoint
DROP INDEX "courses_org_status_idx";--> statement-breakpoint
ALTER TABLE "course_list_counts" ADD CONSTRAINT "course_list_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Courses saved before the foreign key may name a provider deleted since: they lose it rather than block the migration.
UPDATE "courses" SET "provider_id" = NULL WHERE "provider_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "providers" p WHERE p."id" = "courses"."provider_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_org_created_idx" ON "courses" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_org_title_lower_idx" ON "courses" USING btree ("organization_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "courses_org_level_idx" ON "courses" USING btree ("organization_id","level","id");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "courses_provider_idx" ON "courses" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "courses_org_updated_idx" ON "courses" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "courses_org_status_idx" ON "courses" USING btree ("organization_id","status","id");--> statement-breakpoint
-- The list's counter (docs/decisions/0060, 0088): statement triggers with transition tables keep the organisation's
-- total and bump its version on every insert, update and delete, so a bulk write costs one counter update per statement.
CREATE FUNCTION "courses_list_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "course_list_counts" AS c ("organization_id", "total", "version")
      SELECT "organization_id", count(*), 1 FROM new_rows GROUP BY "organization_id"
      ON CONFLICT ("organization_id") DO UPDATE SET "total" = c."total" + excluded."total", "version" = c."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "course_list_counts" AS c SET "total" = c."total" - d.n, "version" = c."version" + 1
      FROM (SELECT "organization_id", count(*) AS n FROM old_rows GROUP BY "organization_id") AS d WHERE c."organization_id" = d."organization_id";
  ELSE
    UPDATE "course_list_counts" AS c SET "version" = c."version" + 1 WHERE c."organization_id" IN (SELECT "organization_id" FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "courses_list_count_ins" AFTER INSERT ON "courses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "courses_list_count"();--> statement-breakpoint
CREATE TRIGGER "courses_list_count_upd" AFTER UPDATE ON "courses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "courses_list_count"();--> statement-breakpoint
CREATE TRIGGER "courses_list_count_del" AFTER DELETE ON "courses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "courses_list_count"();--> statement-breakpoint
INSERT INTO "course_list_counts" ("organization_id", "total", "version") SELECT "organization_id", count(*), 1 FROM "courses" GROUP BY "organization_id";
--> statement-breakpoint
-- A course's can_delete probes its module's placements for learner results, one index probe per row of the page.
CREATE INDEX IF NOT EXISTS "placements_module_idx" ON "placements" USING btree ("module_id");
