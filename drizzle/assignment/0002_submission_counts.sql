CREATE TABLE "assignment_submission_counts" (
	"assignment_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignment_submission_counts" ADD CONSTRAINT "assignment_submission_counts_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each assignment's number of results (hand-ins), kept by statement triggers with transition tables, as the list
-- counters of 0001 are: a bulk write costs one counter update per assignment it touches. A result never moves to
-- another assignment; if an update ever sets another assignment_id, a row trigger moves its count.
CREATE FUNCTION "assignment_results_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "assignment_submission_counts" AS c SET "total" = c."total" - d.n
      FROM (SELECT "assignment_id", count(*) AS n FROM old_rows GROUP BY "assignment_id") AS d WHERE c."assignment_id" = d."assignment_id";
  ELSE
    INSERT INTO "assignment_submission_counts" AS c ("assignment_id", "total")
      SELECT "assignment_id", count(*) FROM new_rows GROUP BY "assignment_id"
      ON CONFLICT ("assignment_id") DO UPDATE SET "total" = c."total" + excluded."total";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "assignment_results_move_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "assignment_submission_counts" SET "total" = "total" - 1 WHERE "assignment_id" = OLD."assignment_id";
  INSERT INTO "assignment_submission_counts" AS c ("assignment_id", "total") VALUES (NEW."assignment_id", 1)
    ON CONFLICT ("assignment_id") DO UPDATE SET "total" = c."total" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "assignment_results_count_ins" AFTER INSERT ON "assignment_results" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "assignment_results_count"();--> statement-breakpoint
CREATE TRIGGER "assignment_results_count_del" AFTER DELETE ON "assignment_results" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "assignment_results_count"();--> statement-breakpoint
CREATE TRIGGER "assignment_results_count_move" AFTER UPDATE OF "assignment_id" ON "assignment_results" FOR EACH ROW WHEN (OLD."assignment_id" IS DISTINCT FROM NEW."assignment_id") EXECUTE FUNCTION "assignment_results_move_count"();--> statement-breakpoint
INSERT INTO "assignment_submission_counts" ("assignment_id", "total") SELECT "assignment_id", count(*) FROM "assignment_results" GROUP BY "assignment_id";
