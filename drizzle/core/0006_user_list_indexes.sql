CREATE INDEX "users_org_created_idx" ON "users" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_org_updated_idx" ON "users" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "users_org_name_lower_idx" ON "users" USING btree ("organization_id",lower("full_name"),"id");