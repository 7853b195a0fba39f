-- The lists' counters (docs/decisions/0060, 0088), as the other lists keep theirs: statement triggers with transition
-- tables keep each organisation's total and bump its version on every insert, update and delete.
CREATE FUNCTION "announcements_list_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "announcement_list_counts" AS c ("organization_id", "total", "version")
      SELECT "organization_id", count(*), 1 FROM new_rows GROUP BY "organization_id"
      ON CONFLICT ("organization_id") DO UPDATE SET "total" = c."total" + excluded."total", "version" = c."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "announcement_list_counts" AS c SET "total" = c."total" - d.n, "version" = c."version" + 1
      FROM (SELECT "organization_id", count(*) AS n FROM old_rows GROUP BY "organization_id") AS d WHERE c."organization_id" = d."organization_id";
  ELSE
    UPDATE "announcement_list_counts" AS c SET "version" = c."version" + 1 WHERE c."organization_id" IN (SELECT "organization_id" FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "announcements_list_count_ins" AFTER INSERT ON "announcements" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "announcements_list_count"();--> statement-breakpoint
CREATE TRIGGER "announcements_list_count_upd" AFTER UPDATE ON "announcements" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "announcements_list_count"();--> statement-breakpoint
CREATE TRIGGER "announcements_list_count_del" AFTER DELETE ON "announcements" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "announcements_list_count"();--> statement-breakpoint
INSERT INTO "announcement_list_counts" ("organization_id", "total", "version") SELECT "organization_id", count(*), 1 FROM "announcements" GROUP BY "organization_id";--> statement-breakpoint
CREATE FUNCTION "locations_list_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "location_list_counts" AS c ("organization_id", "total", "version")
      SELECT "organization_id", count(*), 1 FROM new_rows GROUP BY "organization_id"
      ON CONFLICT ("organization_id") DO UPDATE SET "total" = c."total" + excluded."total", "version" = c."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "location_list_counts" AS c SET "total" = c."total" - d.n, "version" = c."version" + 1
      FROM (SELECT "organization_id", count(*) AS n FROM old_rows GROUP BY "organization_id") AS d WHERE c."organization_id" = d."organization_id";
  ELSE
    UPDATE "location_list_counts" AS c SET "version" = c."version" + 1 WHERE c."organization_id" IN (SELECT "organization_id" FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "locations_list_count_ins" AFTER INSERT ON "locations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "locations_list_count"();--> statement-breakpoint
CREATE TRIGGER "locations_list_count_upd" AFTER UPDATE ON "locations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "locations_list_count"();--> statement-breakpoint
CREATE TRIGGER "locations_list_count_del" AFTER DELETE ON "locations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "locations_list_count"();--> statement-breakpoint
INSERT INTO "location_list_counts" ("organization_id", "total", "version") SELECT "organization_id", count(*), 1 FROM "locations" GROUP BY "organization_id";
