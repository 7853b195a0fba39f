DROP INDEX "schedules_batch_title_start_uq";--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "placement_id" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_placement_uq" ON "schedules" USING btree ("placement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_batch_title_start_uq" ON "schedules" USING btree ("batch_id","title","starts_at") WHERE "schedules"."placement_id" is null;