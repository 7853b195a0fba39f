CREATE TABLE "content_issue_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"actor_id" integer,
	"from_status" text,
	"to_status" text,
	"assignee_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"reporter_id" integer,
	"content_type" text NOT NULL,
	"content_id" integer NOT NULL,
	"content_title" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "content_issues_status" CHECK ("content_issues"."status" in ('open', 'in_progress', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "content_issue_events" ADD CONSTRAINT "content_issue_events_issue_id_content_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."content_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_issue_events" ADD CONSTRAINT "content_issue_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_issue_events" ADD CONSTRAINT "content_issue_events_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_issues" ADD CONSTRAINT "content_issues_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_issues" ADD CONSTRAINT "content_issues_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_issues" ADD CONSTRAINT "content_issues_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_issue_events_issue_idx" ON "content_issue_events" USING btree ("issue_id","created_at","id");--> statement-breakpoint
CREATE INDEX "content_issues_org_created_idx" ON "content_issues" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "content_issues_org_status_idx" ON "content_issues" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "content_issues_reporter_idx" ON "content_issues" USING btree ("reporter_id","created_at");