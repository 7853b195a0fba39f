DROP INDEX "quiz_attempts_placement_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_placement_user_retake_key" ON "quiz_attempts" USING btree ("placement_id","user_id","retake");