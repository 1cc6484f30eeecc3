ALTER TABLE "billing_customers" ADD COLUMN "provider_read_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "billing_customers_recent_idx" ON "billing_customers" USING btree ("created_at");--> statement-breakpoint
-- Progress recorded before viewer profiles existed belongs to each member's primary profile
-- (named as the profiles module names it: display name, else username, at most 30 characters).
INSERT INTO "viewer_profiles" ("user_id", "name", "avatar", "is_primary")
SELECT DISTINCT ON (u."id") u."id", left(coalesce(nullif(btrim(u."name"), ''), u."username", 'Profil'), 30), 'fox', true
FROM "watch_sessions" ws JOIN "users" u ON u."id" = ws."user_id"
ON CONFLICT ("user_id") WHERE "is_primary" DO NOTHING;--> statement-breakpoint
INSERT INTO "profile_progress" ("profile_id", "video_id", "position_s", "hidden_at", "updated_at")
SELECT p."id", ws."video_id", ws."position_s", ws."hidden_at", ws."updated_at"
FROM "watch_sessions" ws JOIN "viewer_profiles" p ON p."user_id" = ws."user_id" AND p."is_primary"
ON CONFLICT DO NOTHING;
