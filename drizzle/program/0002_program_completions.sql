CREATE TABLE "program_completions" (
	"program_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"batch_id" integer,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "program_completions_program_id_user_id_pk" PRIMARY KEY("program_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "program_completions" ADD CONSTRAINT "program_completions_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_completions" ADD CONSTRAINT "program_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_completions" ADD CONSTRAINT "program_completions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_completions" ADD CONSTRAINT "program_completions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_completions_user_idx" ON "program_completions" USING btree ("user_id");