CREATE INDEX "digilib_author_trgm" ON "digilib_items" USING gin ("author" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "digilib_publisher_trgm" ON "digilib_items" USING gin ("publisher" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "digilib_isbn_trgm" ON "digilib_items" USING gin ("isbn" gin_trgm_ops);