CREATE TABLE "notification_outbox_counts" (
	"organization_id" integer NOT NULL,
	"state" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_outbox_counts_organization_id_state_pk" PRIMARY KEY("organization_id","state")
);
--> statement-breakpoint
ALTER TABLE "notification_outbox_counts" ADD CONSTRAINT "notification_outbox_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The outbox's per-state counters (decision 0153, as decision 0060's list counters): statement triggers with
-- transition tables add what a statement inserted and take away what it deleted; an update moves its rows from their
-- old state to their new one. One counter upsert per statement, whatever its size; the counters are touched in
-- (organisation, state) order, so two statements never lock them in opposite orders.
CREATE FUNCTION "notification_outbox_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "notification_outbox_counts" AS c ("organization_id", "state", "n")
      SELECT "organization_id", "state", count(*) FROM new_rows GROUP BY "organization_id", "state" ORDER BY 1, 2
      ON CONFLICT ("organization_id", "state") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    -- An update, never an insert: an organisation's deletion cascades here after its counters went.
    UPDATE "notification_outbox_counts" AS c SET "n" = c."n" - d.n
      FROM (SELECT "organization_id", "state", count(*) AS n FROM old_rows GROUP BY "organization_id", "state") AS d
      WHERE c."organization_id" = d."organization_id" AND c."state" = d."state";
  ELSE
    INSERT INTO "notification_outbox_counts" AS c ("organization_id", "state", "n")
      SELECT "organization_id", "state", sum(d) FROM (
        SELECT "organization_id", "state", 1 AS d FROM new_rows
        UNION ALL
        SELECT "organization_id", "state", -1 AS d FROM old_rows
      ) AS moved GROUP BY "organization_id", "state" HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT ("organization_id", "state") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "notification_outbox_count_ins" AFTER INSERT ON "notification_outbox" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notification_outbox_count"();--> statement-breakpoint
CREATE TRIGGER "notification_outbox_count_upd" AFTER UPDATE ON "notification_outbox" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notification_outbox_count"();--> statement-breakpoint
CREATE TRIGGER "notification_outbox_count_del" AFTER DELETE ON "notification_outbox" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notification_outbox_count"();--> statement-breakpoint
INSERT INTO "notification_outbox_counts" ("organization_id", "state", "n") SELECT "organization_id", "state", count(*) FROM "notification_outbox" GROUP BY "organization_id", "state";
