CREATE TABLE "certificate_template_list_counts" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_theme_list_counts" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_template_list_counts" ADD CONSTRAINT "certificate_template_list_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_theme_list_counts" ADD CONSTRAINT "certificate_theme_list_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The lists' counters (docs/decisions/0060): statement triggers with transition tables keep the organisation's total and
-- bump its version on every insert, update and delete, so a bulk write costs one counter update per statement.
CREATE FUNCTION "certificate_themes_list_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "certificate_theme_list_counts" AS c ("organization_id", "total", "version")
      SELECT "organization_id", count(*), 1 FROM new_rows GROUP BY "organization_id"
      ON CONFLICT ("organization_id") DO UPDATE SET "total" = c."total" + excluded."total", "version" = c."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "certificate_theme_list_counts" AS c SET "total" = c."total" - d.n, "version" = c."version" + 1
      FROM (SELECT "organization_id", count(*) AS n FROM old_rows GROUP BY "organization_id") AS d WHERE c."organization_id" = d."organization_id";
  ELSE
    UPDATE "certificate_theme_list_counts" AS c SET "version" = c."version" + 1 WHERE c."organization_id" IN (SELECT "organization_id" FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "certificate_themes_list_count_ins" AFTER INSERT ON "certificate_themes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "certificate_themes_list_count"();--> statement-breakpoint
CREATE TRIGGER "certificate_themes_list_count_upd" AFTER UPDATE ON "certificate_themes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "certificate_themes_list_count"();--> statement-breakpoint
CREATE TRIGGER "certificate_themes_list_count_del" AFTER DELETE ON "certificate_themes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "certificate_themes_list_count"();--> statement-breakpoint
INSERT INTO "certificate_theme_list_counts" ("organization_id", "total", "version") SELECT "organization_id", count(*), 1 FROM "certificate_themes" GROUP BY "organization_id";--> statement-breakpoint
CREATE FUNCTION "certificate_templates_list_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "certificate_template_list_counts" AS c ("organization_id", "total", "version")
      SELECT "organization_id", count(*), 1 FROM new_rows GROUP BY "organization_id"
      ON CONFLICT ("organization_id") DO UPDATE SET "total" = c."total" + excluded."total", "version" = c."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "certificate_template_list_counts" AS c SET "total" = c."total" - d.n, "version" = c."version" + 1
      FROM (SELECT "organization_id", count(*) AS n FROM old_rows GROUP BY "organization_id") AS d WHERE c."organization_id" = d."organization_id";
  ELSE
    UPDATE "certificate_template_list_counts" AS c SET "version" = c."version" + 1 WHERE c."organization_id" IN (SELECT "organization_id" FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "certificate_templates_list_count_ins" AFTER INSERT ON "certificate_templates" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "certificate_templates_list_count"();--> statement-breakpoint
CREATE TRIGGER "certificate_templates_list_count_upd" AFTER UPDATE ON "certificate_templates" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "certificate_templates_list_count"();--> statement-breakpoint
CREATE TRIGGER "certificate_templates_list_count_del" AFTER DELETE ON "certificate_templates" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "certificate_templates_list_count"();--> statement-breakpoint
INSERT INTO "certificate_template_list_counts" ("organization_id", "total", "version") SELECT "organization_id", count(*), 1 FROM "certificate_templates" GROUP BY "organization_id";
