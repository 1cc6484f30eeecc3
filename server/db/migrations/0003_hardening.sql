ALTER TABLE "users" ADD COLUMN "avatar_key" text;--> statement-breakpoint
ALTER TABLE "video_views" ADD COLUMN "viewer_ip_hash" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "access_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "processing_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_sessions" ADD COLUMN "playback_id" text;--> statement-breakpoint
CREATE INDEX "video_views_ip_idx" ON "video_views" USING btree ("video_id","viewer_ip_hash","validated_at") WHERE "video_views"."viewer_ip_hash" is not null;--> statement-breakpoint
CREATE INDEX "videos_processing_lease_idx" ON "videos" USING btree ("lease_until") WHERE "videos"."status" = 'processing';--> statement-breakpoint
-- Failure reasons become codes the owner's page translates; the old free text (which could hold server paths) goes.
UPDATE "videos" SET "failure_reason" = 'processing_failed' WHERE "failure_reason" IS NOT NULL;
