CREATE TABLE "checkpoint_assessors" (
	"checkpoint_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "checkpoint_assessors_checkpoint_id_user_id_pk" PRIMARY KEY("checkpoint_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "checkpoint_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"checkpoint_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkpoint_competencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"checkpoint_id" integer NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"required_level" smallint NOT NULL,
	CONSTRAINT "checkpoint_competencies_level" CHECK ("checkpoint_competencies"."required_level" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "checkpoint_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"competency_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkpoint_invitees" (
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkpoint_invitees_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "checkpoint_list_counts" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkpoint_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"competency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"assessor_id" integer,
	"scored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkpoint_scores_level" CHECK ("checkpoint_scores"."level" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "checkpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"final_score" text DEFAULT 'last_score' NOT NULL,
	"privacy" text DEFAULT 'PUBLIC' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkpoint_assessors" ADD CONSTRAINT "checkpoint_assessors_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_assessors" ADD CONSTRAINT "checkpoint_assessors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_batches" ADD CONSTRAINT "checkpoint_batches_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_competencies" ADD CONSTRAINT "checkpoint_competencies_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_criteria" ADD CONSTRAINT "checkpoint_criteria_competency_id_checkpoint_competencies_id_fk" FOREIGN KEY ("competency_id") REFERENCES "public"."checkpoint_competencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_invitees" ADD CONSTRAINT "checkpoint_invitees_batch_id_checkpoint_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."checkpoint_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_invitees" ADD CONSTRAINT "checkpoint_invitees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_list_counts" ADD CONSTRAINT "checkpoint_list_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_scores" ADD CONSTRAINT "checkpoint_scores_batch_id_checkpoint_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."checkpoint_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_scores" ADD CONSTRAINT "checkpoint_scores_competency_id_checkpoint_competencies_id_fk" FOREIGN KEY ("competency_id") REFERENCES "public"."checkpoint_competencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_scores" ADD CONSTRAINT "checkpoint_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_scores" ADD CONSTRAINT "checkpoint_scores_assessor_id_users_id_fk" FOREIGN KEY ("assessor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkpoint_assessors_user_idx" ON "checkpoint_assessors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "checkpoint_batches_checkpoint_idx" ON "checkpoint_batches" USING btree ("checkpoint_id","position");--> statement-breakpoint
CREATE INDEX "checkpoint_competencies_code_idx" ON "checkpoint_competencies" USING btree ("checkpoint_id","code");--> statement-breakpoint
CREATE INDEX "checkpoint_competencies_position_idx" ON "checkpoint_competencies" USING btree ("checkpoint_id","position");--> statement-breakpoint
CREATE INDEX "checkpoint_criteria_competency_idx" ON "checkpoint_criteria" USING btree ("competency_id","position");--> statement-breakpoint
CREATE INDEX "checkpoint_invitees_user_idx" ON "checkpoint_invitees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "checkpoint_scores_learner_idx" ON "checkpoint_scores" USING btree ("batch_id","user_id","competency_id","scored_at");--> statement-breakpoint
CREATE INDEX "checkpoint_scores_competency_idx" ON "checkpoint_scores" USING btree ("competency_id");--> statement-breakpoint
CREATE INDEX "checkpoints_org_updated_idx" ON "checkpoints" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "checkpoints_org_created_idx" ON "checkpoints" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "checkpoints_org_title_idx" ON "checkpoints" USING btree ("organization_id","title","id");--> statement-breakpoint
CREATE INDEX "checkpoints_org_status_idx" ON "checkpoints" USING btree ("organization_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "checkpoints_title_trgm" ON "checkpoints" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
-- The list's counter (docs/decisions/0060, 0088): statement triggers with transition tables keep the organisation's
-- total and bump its version on every insert, update and delete, so a bulk write costs one counter update per statement.
CREATE FUNCTION "checkpoints_list_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "checkpoint_list_counts" AS c ("organization_id", "total", "version")
      SELECT "organization_id", count(*), 1 FROM new_rows GROUP BY "organization_id"
      ON CONFLICT ("organization_id") DO UPDATE SET "total" = c."total" + excluded."total", "version" = c."version" + 1;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "checkpoint_list_counts" AS c SET "total" = c."total" - d.n, "version" = c."version" + 1
      FROM (SELECT "organization_id", count(*) AS n FROM old_rows GROUP BY "organization_id") AS d WHERE c."organization_id" = d."organization_id";
  ELSE
    UPDATE "checkpoint_list_counts" AS c SET "version" = c."version" + 1 WHERE c."organization_id" IN (SELECT "organization_id" FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "checkpoints_list_count_ins" AFTER INSERT ON "checkpoints" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "checkpoints_list_count"();--> statement-breakpoint
CREATE TRIGGER "checkpoints_list_count_upd" AFTER UPDATE ON "checkpoints" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "checkpoints_list_count"();--> statement-breakpoint
CREATE TRIGGER "checkpoints_list_count_del" AFTER DELETE ON "checkpoints" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "checkpoints_list_count"();--> statement-breakpoint
INSERT INTO "checkpoint_list_counts" ("organization_id", "total", "version") SELECT "organization_id", count(*), 1 FROM "checkpoints" GROUP BY "organization_id";
