ALTER TABLE "quiz_questions" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Essays are always reviewed (docs/decisions/0017): existing ones carry the flag too.
UPDATE "quiz_questions" SET "needs_review" = true WHERE "question_type" = 'essay';
