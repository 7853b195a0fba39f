-- The videos' category foreign key: the core migration (which adds videos.category_id) runs before the categories
-- module, so the constraint is added here, in a module that migrates after it (docs/decisions/0082).
ALTER TABLE "videos" ADD CONSTRAINT "videos_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "videos_category_idx" ON "videos" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "podcasts_category_idx" ON "podcasts" USING btree ("category_id");
