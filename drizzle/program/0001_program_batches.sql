CREATE TABLE "program_batch_members" (
	"batch_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_by" integer,
	CONSTRAINT "program_batch_members_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "program_batches" (
	"batch_id" integer PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"company_id" integer,
	"capacity" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program_batch_members" ADD CONSTRAINT "program_batch_members_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_batch_members" ADD CONSTRAINT "program_batch_members_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_batch_members" ADD CONSTRAINT "program_batch_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_batch_members" ADD CONSTRAINT "program_batch_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_batches" ADD CONSTRAINT "program_batches_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_batches" ADD CONSTRAINT "program_batches_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_batches" ADD CONSTRAINT "program_batches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_batches" ADD CONSTRAINT "program_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_batches" ADD CONSTRAINT "program_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_batches" ADD CONSTRAINT "program_batches_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_batch_members_program_user_uq" ON "program_batch_members" USING btree ("program_id","user_id");--> statement-breakpoint
CREATE INDEX "program_batch_members_waiting_idx" ON "program_batch_members" USING btree ("batch_id","status","added_at");--> statement-breakpoint
CREATE INDEX "program_batches_program_idx" ON "program_batches" USING btree ("program_id","batch_id");--> statement-breakpoint
CREATE INDEX "program_batches_company_idx" ON "program_batches" USING btree ("company_id");