CREATE TABLE "quiz_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text,
	"scale_value" integer,
	"score" double precision,
	"needs_review" boolean DEFAULT false NOT NULL,
	"reviewed_by" integer,
	CONSTRAINT "quiz_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"placement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"retake" integer NOT NULL,
	"quiz_version" integer NOT NULL,
	"objective" text DEFAULT 'general' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"score" double precision,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"question_type" text NOT NULL,
	"objective" text DEFAULT 'general' NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"url_image" text,
	"score" double precision DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_results" (
	"placement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"sort_name" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'not_done' NOT NULL,
	"last_attempt_at" timestamp with time zone,
	CONSTRAINT "quiz_results_placement_id_user_id_pk" PRIMARY KEY("placement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"question_type" text NOT NULL,
	"next_learning_status" text DEFAULT 'both' NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"pass_grade" double precision DEFAULT 0 NOT NULL,
	"display_passing_grade" boolean DEFAULT false NOT NULL,
	"display_result" boolean DEFAULT false NOT NULL,
	"display_answer" boolean DEFAULT false NOT NULL,
	"can_retake_on_fail" boolean DEFAULT false NOT NULL,
	"can_retake_on_pass" boolean DEFAULT false NOT NULL,
	"time_to_retake" integer DEFAULT 0 NOT NULL,
	"max_retake" integer DEFAULT 0 NOT NULL,
	"score_selection_type" text DEFAULT 'last' NOT NULL,
	"question_arrangement" text DEFAULT 'sequential' NOT NULL,
	"display_per_page" text DEFAULT 'all' NOT NULL,
	"question_display_settings" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_attempts_placement_user_idx" ON "quiz_attempts" USING btree ("placement_id","user_id","retake");--> statement-breakpoint
CREATE INDEX "quiz_attempts_quiz_idx" ON "quiz_attempts" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_quiz_idx" ON "quiz_questions" USING btree ("quiz_id","objective","position");--> statement-breakpoint
CREATE INDEX "quiz_results_placement_name_idx" ON "quiz_results" USING btree ("placement_id","sort_name","user_id");--> statement-breakpoint
CREATE INDEX "quiz_results_placement_status_idx" ON "quiz_results" USING btree ("placement_id","status");--> statement-breakpoint
CREATE INDEX "quiz_results_placement_score_idx" ON "quiz_results" USING btree ("placement_id","score");--> statement-breakpoint
CREATE INDEX "quiz_results_quiz_idx" ON "quiz_results" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "quizzes_org_updated_idx" ON "quizzes" USING btree ("organization_id","updated_at");--> statement-breakpoint
CREATE INDEX "quizzes_title_trgm" ON "quizzes" USING gin ("title" gin_trgm_ops);