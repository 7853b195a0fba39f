CREATE TABLE "document_list_counts" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_list_counts" ADD CONSTRAINT "document_list_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_org_updated_idx" ON "documents" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "documents_org_created_idx" ON "documents" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_org_title_idx" ON "documents" USING btree ("organization_id","title","id");--> statement-breakpoint
CREATE INDEX "documents_org_status_idx" ON "documents" USING btree ("organization_id","status","id");--> statement-breakpoint
-- The list's counter (docs/decisions/0060, 0088): statement triggers with transition tables keep the organisation's
-- total and bump its version on every insert, update and delete, so a bulk write costs one counter update per statement.
CREATE FUNCTION "documents_list_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "document_list_counts" AS c ("organization_id", "total", "version")
      SELECT "organization_id", count(*), 1 FROM new_rows GROUP BY "organization_id"
      ON CONFLICT ("organization_id") DO UPDATE SET "total" = c."total" + excluded."total", "version" = c."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "document_list_counts" AS c SET "total" = c."total" - d.n, "version" = c."version" + 1
      FROM (SELECT "organization_id", count(*) AS n FROM old_rows GROUP BY "organization_id") AS d WHERE c."organization_id" = d."organization_id";
  ELSE
    UPDATE "document_list_counts" AS c SET "version" = c."version" + 1 WHERE c."organization_id" IN (SELECT "organization_id" FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "documents_list_count_ins" AFTER INSERT ON "documents" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_list_count"();--> statement-breakpoint
CREATE TRIGGER "documents_list_count_upd" AFTER UPDATE ON "documents" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_list_count"();--> statement-breakpoint
CREATE TRIGGER "documents_list_count_del" AFTER DELETE ON "documents" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_list_count"();--> statement-breakpoint
INSERT INTO "document_list_counts" ("organization_id", "total", "version") SELECT "organization_id", count(*), 1 FROM "documents" GROUP BY "organization_id";
