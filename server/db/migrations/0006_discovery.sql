CREATE TABLE "channel_subscriptions" (
	"user_id" text NOT NULL,
	"channel_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_subscriptions_user_id_channel_id_pk" PRIMARY KEY("user_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_new_uploads" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"dedup_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "video_trending" (
	"video_id" uuid PRIMARY KEY NOT NULL,
	"score" real NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "themes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_sessions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_subscriptions" ADD CONSTRAINT "channel_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_subscriptions" ADD CONSTRAINT "channel_subscriptions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_trending" ADD CONSTRAINT "video_trending_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_subscriptions_user_recent_idx" ON "channel_subscriptions" USING btree ("user_id","created_at","channel_id");--> statement-breakpoint
CREATE INDEX "channel_subscriptions_channel_idx" ON "channel_subscriptions" USING btree ("channel_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedup_idx" ON "notifications" USING btree ("user_id","dedup_key");--> statement-breakpoint
CREATE INDEX "notifications_user_recent_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "video_trending_score_idx" ON "video_trending" USING btree ("score","video_id");--> statement-breakpoint
CREATE INDEX "video_views_validated_idx" ON "video_views" USING btree ("validated_at");--> statement-breakpoint
CREATE INDEX "videos_theme_tech_idx" ON "videos" USING btree ("published_at","id") WHERE "videos"."visibility" = 'public' and "videos"."published_at" is not null and "videos"."themes" @> array['tech']::text[];--> statement-breakpoint
CREATE INDEX "videos_theme_culture_idx" ON "videos" USING btree ("published_at","id") WHERE "videos"."visibility" = 'public' and "videos"."published_at" is not null and "videos"."themes" @> array['culture']::text[];--> statement-breakpoint
CREATE INDEX "videos_theme_music_idx" ON "videos" USING btree ("published_at","id") WHERE "videos"."visibility" = 'public' and "videos"."published_at" is not null and "videos"."themes" @> array['music']::text[];--> statement-breakpoint
CREATE INDEX "videos_theme_sport_idx" ON "videos" USING btree ("published_at","id") WHERE "videos"."visibility" = 'public' and "videos"."published_at" is not null and "videos"."themes" @> array['sport']::text[];