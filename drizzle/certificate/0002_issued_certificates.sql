CREATE TABLE "certificate_number_sequences" (
	"organization_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "certificate_number_sequences_organization_id_prefix_year_pk" PRIMARY KEY("organization_id","prefix","year")
);
--> statement-breakpoint
CREATE TABLE "issued_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"template_id" integer,
	"user_id" integer NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"number" text NOT NULL,
	"learner_name" text NOT NULL,
	"content_title" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"file_id" integer,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"revoke_reason" text
);
--> statement-breakpoint
ALTER TABLE "certificate_number_sequences" ADD CONSTRAINT "certificate_number_sequences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_certificates" ADD CONSTRAINT "issued_certificates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_certificates" ADD CONSTRAINT "issued_certificates_template_id_certificate_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."certificate_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_certificates" ADD CONSTRAINT "issued_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_certificates" ADD CONSTRAINT "issued_certificates_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_certificates" ADD CONSTRAINT "issued_certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issued_certificates_once_uq" ON "issued_certificates" USING btree ("organization_id","source_type","source_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_certificates_number_uq" ON "issued_certificates" USING btree ("organization_id",lower("number"));--> statement-breakpoint
CREATE INDEX "issued_certificates_user_idx" ON "issued_certificates" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "issued_certificates_source_idx" ON "issued_certificates" USING btree ("organization_id","source_type","source_id","issued_at");--> statement-breakpoint
CREATE INDEX "issued_certificates_template_idx" ON "issued_certificates" USING btree ("template_id");