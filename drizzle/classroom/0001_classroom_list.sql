CREATE TABLE "classroom_list" (
	"module_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_list_counts" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classroom_list" ADD CONSTRAINT "classroom_list_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_list" ADD CONSTRAINT "classroom_list_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_list_counts" ADD CONSTRAINT "classroom_list_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classroom_list_org_updated_idx" ON "classroom_list" USING btree ("organization_id","updated_at","module_id");--> statement-breakpoint
CREATE INDEX "classroom_list_org_created_idx" ON "classroom_list" USING btree ("organization_id","created_at","module_id");--> statement-breakpoint
CREATE INDEX "classroom_list_org_title_lower_idx" ON "classroom_list" USING btree ("organization_id",lower("title"),"module_id");--> statement-breakpoint
CREATE INDEX "classroom_list_org_status_idx" ON "classroom_list" USING btree ("organization_id","status","module_id");--> statement-breakpoint
CREATE INDEX "classroom_list_title_trgm" ON "classroom_list" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
-- The list's rows for the classrooms already made (docs/decisions/0114): a module without a classroom row of its own
-- lists as published, changed when it was made, as the list showed it before.
INSERT INTO "classroom_list" ("module_id", "organization_id", "title", "status", "created_at", "updated_at")
  SELECT m."id", m."organization_id", m."title", coalesce(c."status", 'published'), m."created_at", coalesce(c."updated_at", m."created_at")
  FROM "learning_modules" m LEFT JOIN "classrooms" c ON c."module_id" = m."id" WHERE m."module_type" = 'classroom';--> statement-breakpoint
INSERT INTO "classroom_list_counts" ("organization_id", "total", "version") SELECT "organization_id", count(*), 1 FROM "classroom_list" GROUP BY "organization_id";--> statement-breakpoint
-- The counter (decision 0060): statement triggers with transition tables keep the organisation's total and bump its
-- version on every insert, update and delete of its list rows, one counter update per statement.
CREATE FUNCTION "classroom_list_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "classroom_list_counts" AS c ("organization_id", "total", "version")
      SELECT "organization_id", count(*), 1 FROM new_rows GROUP BY "organization_id"
      ON CONFLICT ("organization_id") DO UPDATE SET "total" = c."total" + excluded."total", "version" = c."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "classroom_list_counts" AS c SET "total" = c."total" - d.n, "version" = c."version" + 1
      FROM (SELECT "organization_id", count(*) AS n FROM old_rows GROUP BY "organization_id") AS d WHERE c."organization_id" = d."organization_id";
  ELSE
    UPDATE "classroom_list_counts" AS c SET "version" = c."version" + 1 WHERE c."organization_id" IN (SELECT "organization_id" FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "classroom_list_count_ins" AFTER INSERT ON "classroom_list" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "classroom_list_count"();--> statement-breakpoint
CREATE TRIGGER "classroom_list_count_upd" AFTER UPDATE ON "classroom_list" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "classroom_list_count"();--> statement-breakpoint
CREATE TRIGGER "classroom_list_count_del" AFTER DELETE ON "classroom_list" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "classroom_list_count"();--> statement-breakpoint
-- The module's side: a classroom module has its list row (title, organisation, creation instant); a module that
-- stops being a classroom loses it. Deleted modules lose theirs by the foreign key.
CREATE FUNCTION "classroom_list_modules"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "classroom_list" AS l USING new_rows n WHERE l."module_id" = n."id" AND n."module_type" <> 'classroom';
  END IF;
  INSERT INTO "classroom_list" AS l ("module_id", "organization_id", "title", "status", "created_at", "updated_at")
    SELECT n."id", n."organization_id", n."title", coalesce(c."status", 'published'), n."created_at", coalesce(c."updated_at", n."created_at")
    FROM new_rows n LEFT JOIN "classrooms" c ON c."module_id" = n."id" WHERE n."module_type" = 'classroom'
    ON CONFLICT ("module_id") DO UPDATE SET "title" = excluded."title", "organization_id" = excluded."organization_id", "created_at" = excluded."created_at"
    WHERE (l."title", l."organization_id", l."created_at") IS DISTINCT FROM (excluded."title", excluded."organization_id", excluded."created_at");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "classroom_list_modules_ins" AFTER INSERT ON "learning_modules" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "classroom_list_modules"();--> statement-breakpoint
CREATE TRIGGER "classroom_list_modules_upd" AFTER UPDATE ON "learning_modules" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "classroom_list_modules"();--> statement-breakpoint
-- The classroom row's side: its status and updated_at; without the row, published and changed when made.
CREATE FUNCTION "classroom_list_classrooms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "classroom_list" AS l SET "status" = 'published', "updated_at" = l."created_at"
      FROM old_rows o WHERE l."module_id" = o."module_id" AND NOT EXISTS (SELECT 1 FROM "classrooms" c WHERE c."module_id" = o."module_id");
  ELSE
    UPDATE "classroom_list" AS l SET "status" = n."status", "updated_at" = n."updated_at"
      FROM new_rows n WHERE l."module_id" = n."module_id" AND (l."status", l."updated_at") IS DISTINCT FROM (n."status", n."updated_at");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "classroom_list_classrooms_ins" AFTER INSERT ON "classrooms" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "classroom_list_classrooms"();--> statement-breakpoint
CREATE TRIGGER "classroom_list_classrooms_upd" AFTER UPDATE ON "classrooms" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "classroom_list_classrooms"();--> statement-breakpoint
CREATE TRIGGER "classroom_list_classrooms_del" AFTER DELETE ON "classrooms" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "classroom_list_classrooms"();--> statement-breakpoint
-- The batches' side: the date filter and the start-date sort read a classroom's batches, so a batch write bumps the
-- organisation's version (what was remembered for a filter is not true any more).
CREATE FUNCTION "classroom_list_batches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "classroom_list_counts" AS c SET "version" = c."version" + 1
      WHERE c."organization_id" IN (SELECT l."organization_id" FROM old_rows b JOIN "classroom_list" l ON l."module_id" = b."module_id");
  ELSE
    UPDATE "classroom_list_counts" AS c SET "version" = c."version" + 1
      WHERE c."organization_id" IN (SELECT l."organization_id" FROM new_rows b JOIN "classroom_list" l ON l."module_id" = b."module_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "classroom_list_batches_ins" AFTER INSERT ON "batches" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "classroom_list_batches"();--> statement-breakpoint
CREATE TRIGGER "classroom_list_batches_upd" AFTER UPDATE ON "batches" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "classroom_list_batches"();--> statement-breakpoint
CREATE TRIGGER "classroom_list_batches_del" AFTER DELETE ON "batches" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "classroom_list_batches"();
