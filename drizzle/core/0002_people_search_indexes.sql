CREATE INDEX "users_nik_trgm" ON "users" USING gin ("nik" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_position_trgm" ON "users" USING gin ("position" gin_trgm_ops);