-- The target and merchandise lists on the one list query (docs/decisions/0060, issue 34 item 3): each organisation's
-- counter, kept by statement triggers as the other lists keep theirs, and a trigram index for the name keyword.
CREATE TABLE "merchandise_list_counts" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_target_list_counts" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchandise_list_counts" ADD CONSTRAINT "merchandise_list_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_target_list_counts" ADD CONSTRAINT "point_target_list_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchandise_name_trgm" ON "merchandise" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "point_targets_name_trgm" ON "point_targets" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "point_targets_list_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "point_target_list_counts" AS c ("organization_id", "total", "version")
      SELECT "organization_id", count(*), 1 FROM new_rows GROUP BY "organization_id"
      ON CONFLICT ("organization_id") DO UPDATE SET "total" = c."total" + excluded."total", "version" = c."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "point_target_list_counts" AS c SET "total" = c."total" - d.n, "version" = c."version" + 1
      FROM (SELECT "organization_id", count(*) AS n FROM old_rows GROUP BY "organization_id") AS d WHERE c."organization_id" = d."organization_id";
  ELSE
    UPDATE "point_target_list_counts" AS c SET "version" = c."version" + 1 WHERE c."organization_id" IN (SELECT "organization_id" FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "point_targets_list_count_ins" AFTER INSERT ON "point_targets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "point_targets_list_count"();--> statement-breakpoint
CREATE TRIGGER "point_targets_list_count_upd" AFTER UPDATE ON "point_targets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "point_targets_list_count"();--> statement-breakpoint
CREATE TRIGGER "point_targets_list_count_del" AFTER DELETE ON "point_targets" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "point_targets_list_count"();--> statement-breakpoint
INSERT INTO "point_target_list_counts" ("organization_id", "total", "version") SELECT "organization_id", count(*), 1 FROM "point_targets" GROUP BY "organization_id";--> statement-breakpoint
CREATE FUNCTION "merchandise_list_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "merchandise_list_counts" AS c ("organization_id", "total", "version")
      SELECT "organization_id", count(*), 1 FROM new_rows GROUP BY "organization_id"
      ON CONFLICT ("organization_id") DO UPDATE SET "total" = c."total" + excluded."total", "version" = c."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "merchandise_list_counts" AS c SET "total" = c."total" - d.n, "version" = c."version" + 1
      FROM (SELECT "organization_id", count(*) AS n FROM old_rows GROUP BY "organization_id") AS d WHERE c."organization_id" = d."organization_id";
  ELSE
    UPDATE "merchandise_list_counts" AS c SET "version" = c."version" + 1 WHERE c."organization_id" IN (SELECT "organization_id" FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "merchandise_list_count_ins" AFTER INSERT ON "merchandise" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "merchandise_list_count"();--> statement-breakpoint
CREATE TRIGGER "merchandise_list_count_upd" AFTER UPDATE ON "merchandise" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "merchandise_list_count"();--> statement-breakpoint
CREATE TRIGGER "merchandise_list_count_del" AFTER DELETE ON "merchandise" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "merchandise_list_count"();--> statement-breakpoint
INSERT INTO "merchandise_list_counts" ("organization_id", "total", "version") SELECT "organization_id", count(*), 1 FROM "merchandise" GROUP BY "organization_id";
