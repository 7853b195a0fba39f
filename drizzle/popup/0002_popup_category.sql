ALTER TABLE "popups" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "popups_category_idx" ON "popups" USING btree ("category_id");