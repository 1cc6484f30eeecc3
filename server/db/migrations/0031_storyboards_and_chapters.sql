ALTER TABLE "videos" ADD COLUMN "storyboard" jsonb;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "chapters" jsonb;