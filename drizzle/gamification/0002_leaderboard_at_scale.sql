-- The leaderboard at scale (issue 30 "Performance", issue 34, docs/decisions/0156): the learner's division and company
-- on their totals (filled on insert, following a user's move), an index per audience, and each leaderboard's count and
-- version kept by statement triggers, so that a page never counts or joins every ranked learner.
CREATE TABLE "leaderboard_counts" (
	"organization_id" integer NOT NULL,
	"period" text NOT NULL,
	"audience" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "leaderboard_counts_organization_id_period_audience_pk" PRIMARY KEY("organization_id","period","audience")
);
--> statement-breakpoint
ALTER TABLE "point_balances" ADD COLUMN "division_id" integer;--> statement-breakpoint
ALTER TABLE "point_balances" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "point_period_totals" ADD COLUMN "division_id" integer;--> statement-breakpoint
ALTER TABLE "point_period_totals" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "leaderboard_counts" ADD CONSTRAINT "leaderboard_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_balances_division_rank_idx" ON "point_balances" USING btree ("organization_id","division_id","earned" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "point_balances_company_rank_idx" ON "point_balances" USING btree ("organization_id","company_id","earned" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "point_period_totals_division_rank_idx" ON "point_period_totals" USING btree ("organization_id","period","division_id","earned" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "point_period_totals_company_rank_idx" ON "point_period_totals" USING btree ("organization_id","period","company_id","earned" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "point_period_totals_user_idx" ON "point_period_totals" USING btree ("user_id");--> statement-breakpoint
CREATE FUNCTION "point_totals_audience"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "division_id", "company_id" INTO NEW."division_id", NEW."company_id" FROM "users" WHERE "id" = NEW."user_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "point_balances_audience" BEFORE INSERT ON "point_balances" FOR EACH ROW EXECUTE FUNCTION "point_totals_audience"();--> statement-breakpoint
CREATE TRIGGER "point_period_totals_audience" BEFORE INSERT ON "point_period_totals" FOR EACH ROW EXECUTE FUNCTION "point_totals_audience"();--> statement-breakpoint
CREATE FUNCTION "users_point_audience"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "point_balances" SET "division_id" = NEW."division_id", "company_id" = NEW."company_id"
    WHERE "organization_id" = NEW."organization_id" AND "user_id" = NEW."id";
  UPDATE "point_period_totals" SET "division_id" = NEW."division_id", "company_id" = NEW."company_id" WHERE "user_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_point_audience" AFTER UPDATE OF "division_id", "company_id" ON "users" FOR EACH ROW
  WHEN (OLD."division_id" IS DISTINCT FROM NEW."division_id" OR OLD."company_id" IS DISTINCT FROM NEW."company_id")
  EXECUTE FUNCTION "users_point_audience"();--> statement-breakpoint
-- One function for both tables: a row of point_balances is the period 'all'. A changed row counts -1 where it was
-- ranked (earned > 0) and +1 where it is now, in each of its three audiences ('' everyone, 'd<id>', 'c<id>'); every
-- leaderboard a statement touched gets a new version (a redemption changes no earned total and no audience: none).
-- A delete only lowers the counters that are there: when an organisation goes, its counters went before its totals.
CREATE FUNCTION "leaderboard_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'point_balances' AND TG_OP = 'INSERT' THEN
    WITH "delta" AS (SELECT "organization_id", 'all' AS "period", "division_id", "company_id", 1 AS "d" FROM new_rows WHERE "earned" > 0)
    INSERT INTO "leaderboard_counts" AS c ("organization_id", "period", "audience", "total", "version")
      SELECT "organization_id", "period", "audience", sum("d"), 1 FROM (
        SELECT "organization_id", "period", '' AS "audience", "d" FROM "delta"
        UNION ALL SELECT "organization_id", "period", 'd' || "division_id", "d" FROM "delta" WHERE "division_id" IS NOT NULL
        UNION ALL SELECT "organization_id", "period", 'c' || "company_id", "d" FROM "delta" WHERE "company_id" IS NOT NULL
      ) AS a GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("organization_id", "period", "audience") DO UPDATE SET "total" = c."total" + excluded."total", "version" = c."version" + 1;
  ELSIF TG_TABLE_NAME = 'point_balances' AND TG_OP = 'DELETE' THEN
    UPDATE "leaderboard_counts" AS c SET "total" = c."total" + a."d", "version" = c."version" + 1 FROM (
      SELECT "organization_id", "period", "audience", sum("d") AS "d" FROM (
        SELECT "organization_id", "period", '' AS "audience", "d" FROM (SELECT "organization_id", 'all' AS "period", "division_id", "company_id", -1 AS "d" FROM old_rows WHERE "earned" > 0) AS x
        UNION ALL SELECT "organization_id", "period", 'd' || "division_id", "d" FROM (SELECT "organization_id", 'all' AS "period", "division_id", "company_id", -1 AS "d" FROM old_rows WHERE "earned" > 0) AS x WHERE "division_id" IS NOT NULL
        UNION ALL SELECT "organization_id", "period", 'c' || "company_id", "d" FROM (SELECT "organization_id", 'all' AS "period", "division_id", "company_id", -1 AS "d" FROM old_rows WHERE "earned" > 0) AS x WHERE "company_id" IS NOT NULL
      ) AS r GROUP BY 1, 2, 3
    ) AS a WHERE c."organization_id" = a."organization_id" AND c."period" = a."period" AND c."audience" = a."audience";
  ELSIF TG_TABLE_NAME = 'point_balances' THEN
    WITH "delta" AS (
        SELECT x.* FROM new_rows n JOIN old_rows o ON o."organization_id" = n."organization_id" AND o."user_id" = n."user_id"
        CROSS JOIN LATERAL (VALUES (o."organization_id", 'all', o."division_id", o."company_id", CASE WHEN o."earned" > 0 THEN -1 ELSE 0 END),
                                   (n."organization_id", 'all', n."division_id", n."company_id", CASE WHEN n."earned" > 0 THEN 1 ELSE 0 END))
          AS x("organization_id", "period", "division_id", "company_id", "d")
        WHERE o."earned" IS DISTINCT FROM n."earned" OR o."division_id" IS DISTINCT FROM n."division_id" OR o."company_id" IS DISTINCT FROM n."company_id")
    INSERT INTO "leaderboard_counts" AS c ("organization_id", "period", "audience", "total", "version")
      SELECT "organization_id", "period", "audience", sum("d"), 1 FROM (
        SELECT "organization_id", "period", '' AS "audience", "d" FROM "delta"
        UNION ALL SELECT "organization_id", "period", 'd' || "division_id", "d" FROM "delta" WHERE "division_id" IS NOT NULL
        UNION ALL SELECT "organization_id", "period", 'c' || "company_id", "d" FROM "delta" WHERE "company_id" IS NOT NULL
      ) AS a GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("organization_id", "period", "audience") DO UPDATE SET "total" = c."total" + excluded."total", "version" = c."version" + 1;
  ELSIF TG_OP = 'INSERT' THEN
    WITH "delta" AS (SELECT "organization_id", "period", "division_id", "company_id", 1 AS "d" FROM new_rows WHERE "earned" > 0)
    INSERT INTO "leaderboard_counts" AS c ("organization_id", "period", "audience", "total", "version")
      SELECT "organization_id", "period", "audience", sum("d"), 1 FROM (
        SELECT "organization_id", "period", '' AS "audience", "d" FROM "delta"
        UNION ALL SELECT "organization_id", "period", 'd' || "division_id", "d" FROM "delta" WHERE "division_id" IS NOT NULL
        UNION ALL SELECT "organization_id", "period", 'c' || "company_id", "d" FROM "delta" WHERE "company_id" IS NOT NULL
      ) AS a GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("organization_id", "period", "audience") DO UPDATE SET "total" = c."total" + excluded."total", "version" = c."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "leaderboard_counts" AS c SET "total" = c."total" + a."d", "version" = c."version" + 1 FROM (
      SELECT "organization_id", "period", "audience", sum("d") AS "d" FROM (
        SELECT "organization_id", "period", '' AS "audience", "d" FROM (SELECT "organization_id", "period", "division_id", "company_id", -1 AS "d" FROM old_rows WHERE "earned" > 0) AS x
        UNION ALL SELECT "organization_id", "period", 'd' || "division_id", "d" FROM (SELECT "organization_id", "period", "division_id", "company_id", -1 AS "d" FROM old_rows WHERE "earned" > 0) AS x WHERE "division_id" IS NOT NULL
        UNION ALL SELECT "organization_id", "period", 'c' || "company_id", "d" FROM (SELECT "organization_id", "period", "division_id", "company_id", -1 AS "d" FROM old_rows WHERE "earned" > 0) AS x WHERE "company_id" IS NOT NULL
      ) AS r GROUP BY 1, 2, 3
    ) AS a WHERE c."organization_id" = a."organization_id" AND c."period" = a."period" AND c."audience" = a."audience";
  ELSE
    WITH "delta" AS (
        SELECT x.* FROM new_rows n JOIN old_rows o ON o."organization_id" = n."organization_id" AND o."period" = n."period" AND o."user_id" = n."user_id"
        CROSS JOIN LATERAL (VALUES (o."organization_id", o."period", o."division_id", o."company_id", CASE WHEN o."earned" > 0 THEN -1 ELSE 0 END),
                                   (n."organization_id", n."period", n."division_id", n."company_id", CASE WHEN n."earned" > 0 THEN 1 ELSE 0 END))
          AS x("organization_id", "period", "division_id", "company_id", "d")
        WHERE o."earned" IS DISTINCT FROM n."earned" OR o."division_id" IS DISTINCT FROM n."division_id" OR o."company_id" IS DISTINCT FROM n."company_id")
    INSERT INTO "leaderboard_counts" AS c ("organization_id", "period", "audience", "total", "version")
      SELECT "organization_id", "period", "audience", sum("d"), 1 FROM (
        SELECT "organization_id", "period", '' AS "audience", "d" FROM "delta"
        UNION ALL SELECT "organization_id", "period", 'd' || "division_id", "d" FROM "delta" WHERE "division_id" IS NOT NULL
        UNION ALL SELECT "organization_id", "period", 'c' || "company_id", "d" FROM "delta" WHERE "company_id" IS NOT NULL
      ) AS a GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("organization_id", "period", "audience") DO UPDATE SET "total" = c."total" + excluded."total", "version" = c."version" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "point_balances_count_ins" AFTER INSERT ON "point_balances" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_count"();--> statement-breakpoint
CREATE TRIGGER "point_balances_count_upd" AFTER UPDATE ON "point_balances" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_count"();--> statement-breakpoint
CREATE TRIGGER "point_balances_count_del" AFTER DELETE ON "point_balances" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_count"();--> statement-breakpoint
CREATE TRIGGER "point_period_totals_count_ins" AFTER INSERT ON "point_period_totals" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_count"();--> statement-breakpoint
CREATE TRIGGER "point_period_totals_count_upd" AFTER UPDATE ON "point_period_totals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_count"();--> statement-breakpoint
CREATE TRIGGER "point_period_totals_count_del" AFTER DELETE ON "point_period_totals" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_count"();--> statement-breakpoint
UPDATE "point_balances" AS b SET "division_id" = u."division_id", "company_id" = u."company_id" FROM "users" AS u WHERE u."id" = b."user_id";--> statement-breakpoint
UPDATE "point_period_totals" AS t SET "division_id" = u."division_id", "company_id" = u."company_id" FROM "users" AS u WHERE u."id" = t."user_id";--> statement-breakpoint
DELETE FROM "leaderboard_counts";--> statement-breakpoint
INSERT INTO "leaderboard_counts" ("organization_id", "period", "audience", "total", "version")
  SELECT "organization_id", "period", "audience", count(*), 1 FROM (
    SELECT "organization_id", 'all' AS "period", "division_id", "company_id" FROM "point_balances" WHERE "earned" > 0
    UNION ALL SELECT "organization_id", "period", "division_id", "company_id" FROM "point_period_totals" WHERE "earned" > 0
  ) AS r CROSS JOIN LATERAL (VALUES (''), ('d' || r."division_id"), ('c' || r."company_id")) AS a("audience")
  WHERE a."audience" IS NOT NULL GROUP BY 1, 2, 3;