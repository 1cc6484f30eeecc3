ALTER TABLE "videos" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "removal_decision_id" uuid;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "owner_banned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "demonetised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "demonetised_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "demonetisation_decision_id" uuid;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "monetized_before_demonetisation" boolean;--> statement-breakpoint
ALTER TABLE "videos" drop column "listed";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (visibility = 'public' and published_at is not null and removed_at is null and not owner_banned) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "video_views" ADD COLUMN "video_demonetized" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Dropping "listed" dropped the partial indexes built on it (drizzle-kit does not re-create them):
-- the same six as 0013 (server/modules/videos/listed.test.ts checks the list). Existing rows are
-- neither removed nor banned, so "listed" keeps its values and the search vocabulary its counts.
CREATE INDEX "videos_public_feed_idx" ON "videos" USING btree ("published_at","id") WHERE "videos"."listed";--> statement-breakpoint
CREATE INDEX "videos_theme_tech_idx" ON "videos" USING btree ("published_at","id") WHERE "videos"."listed" and "videos"."themes" @> array['tech']::text[];--> statement-breakpoint
CREATE INDEX "videos_theme_culture_idx" ON "videos" USING btree ("published_at","id") WHERE "videos"."listed" and "videos"."themes" @> array['culture']::text[];--> statement-breakpoint
CREATE INDEX "videos_theme_music_idx" ON "videos" USING btree ("published_at","id") WHERE "videos"."listed" and "videos"."themes" @> array['music']::text[];--> statement-breakpoint
CREATE INDEX "videos_theme_sport_idx" ON "videos" USING btree ("published_at","id") WHERE "videos"."listed" and "videos"."themes" @> array['sport']::text[];--> statement-breakpoint
CREATE INDEX "videos_search_document_idx" ON "videos" USING gin ("search_document") WHERE "videos"."listed";
