CREATE TABLE "category_list_counts" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "sort_path" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "category_list_counts" ADD CONSTRAINT "category_list_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_org_order_idx" ON "categories" USING btree ("organization_id","sort_path","id");--> statement-breakpoint
CREATE INDEX "categories_org_name_idx" ON "categories" USING btree ("organization_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "categories_org_active_idx" ON "categories" USING btree ("organization_id","is_active","id");--> statement-breakpoint
CREATE INDEX "categories_org_created_idx" ON "categories" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "categories_org_updated_idx" ON "categories" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
-- The list's tree order as a stored key (docs/decisions/0128): [position, id] of every category from the top down to
-- this one. A page in tree order is then a walk of categories_org_order_idx, not a recursive walk of the whole tree.
WITH RECURSIVE "t" AS (
  SELECT "id", ARRAY["position", "id"] AS "p" FROM "categories" WHERE "parent_id" IS NULL
  UNION ALL
  SELECT c."id", t."p" || ARRAY[c."position", c."id"] FROM "categories" c JOIN "t" ON c."parent_id" = t."id" WHERE cardinality(t."p") < 20
)
UPDATE "categories" c SET "sort_path" = t."p" FROM "t" WHERE t."id" = c."id";--> statement-breakpoint
-- A written row takes its parent's key and its own position and id (before insert, and before an update that names
-- the parent or the position).
CREATE FUNCTION "categories_sort_path"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."sort_path" := coalesce((SELECT p."sort_path" FROM "categories" p WHERE p."id" = NEW."parent_id"), '{}'::int[]) || ARRAY[NEW."position", NEW."id"];
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "categories_sort_path_ins" BEFORE INSERT ON "categories" FOR EACH ROW EXECUTE FUNCTION "categories_sort_path"();--> statement-breakpoint
CREATE TRIGGER "categories_sort_path_upd" BEFORE UPDATE OF "parent_id", "position" ON "categories" FOR EACH ROW EXECUTE FUNCTION "categories_sort_path"();--> statement-breakpoint
-- A key that changed passes down to the children (and, by this same trigger on them, to theirs); after an insert too,
-- for children written in the same statement before their parent.
CREATE FUNCTION "categories_sort_path_children"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "categories" c SET "sort_path" = NEW."sort_path" || ARRAY[c."position", c."id"]
    WHERE c."organization_id" = NEW."organization_id" AND c."parent_id" = NEW."id"
      AND c."sort_path" IS DISTINCT FROM NEW."sort_path" || ARRAY[c."position", c."id"];
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "categories_sort_path_children_ins" AFTER INSERT ON "categories" FOR EACH ROW EXECUTE FUNCTION "categories_sort_path_children"();--> statement-breakpoint
CREATE TRIGGER "categories_sort_path_children_upd" AFTER UPDATE ON "categories" FOR EACH ROW WHEN (OLD."sort_path" IS DISTINCT FROM NEW."sort_path") EXECUTE FUNCTION "categories_sort_path_children"();--> statement-breakpoint
-- The list's counter (docs/decisions/0060): statement triggers with transition tables keep the organisation's total and
-- bump its version on every insert, update and delete, so a bulk write costs one counter update per statement.
CREATE FUNCTION "categories_list_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "category_list_counts" AS c ("organization_id", "total", "version")
      SELECT "organization_id", count(*), 1 FROM new_rows GROUP BY "organization_id"
      ON CONFLICT ("organization_id") DO UPDATE SET "total" = c."total" + excluded."total", "version" = c."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "category_list_counts" AS c SET "total" = c."total" - d.n, "version" = c."version" + 1
      FROM (SELECT "organization_id", count(*) AS n FROM old_rows GROUP BY "organization_id") AS d WHERE c."organization_id" = d."organization_id";
  ELSE
    UPDATE "category_list_counts" AS c SET "version" = c."version" + 1 WHERE c."organization_id" IN (SELECT "organization_id" FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "categories_list_count_ins" AFTER INSERT ON "categories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "categories_list_count"();--> statement-breakpoint
CREATE TRIGGER "categories_list_count_upd" AFTER UPDATE ON "categories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "categories_list_count"();--> statement-breakpoint
CREATE TRIGGER "categories_list_count_del" AFTER DELETE ON "categories" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "categories_list_count"();--> statement-breakpoint
INSERT INTO "category_list_counts" ("organization_id", "total", "version") SELECT "organization_id", count(*), 1 FROM "categories" GROUP BY "organization_id";
