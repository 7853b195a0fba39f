ALTER TABLE "files" ADD COLUMN "area" text;--> statement-breakpoint
-- Whose each stored file is, from the folder it was stored in (docs/decisions/0106; server/storage/file-access.ts
-- holds the same table for new files). Every folder the console has written is listed; pictures shown across the
-- console are the organisation's.
UPDATE "files" SET "area" = CASE "folder"
  WHEN 'video' THEN 'video'
  WHEN 'podcast' THEN 'podcast'
  WHEN 'pdf' THEN 'document'
  WHEN 'ppt' THEN 'document'
  WHEN 'document-previews' THEN 'document'
  WHEN 'ebooks' THEN 'digilib'
  WHEN 'assignments' THEN 'assignment'
  WHEN 'exports' THEN 'quiz-report'
  ELSE 'organization'
END;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "area" SET NOT NULL;
