ALTER TABLE "videos" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "file_id" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "thumbnail" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "duration_job_id" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "status_changed_by" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;