CREATE TABLE "comment_likes" (
	"comment_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "comment_watched_words" (
	"user_id" text PRIMARY KEY NOT NULL,
	"words" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"video_owner_id" text NOT NULL,
	"parent_id" uuid,
	"author_id" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"author_hidden" boolean DEFAULT false NOT NULL,
	"shown" boolean GENERATED ALWAYS AS (status = 'published' and not author_hidden) STORED NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"edited_at" timestamp (3) with time zone,
	"like_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"hearted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_comments" (
	"video_id" uuid PRIMARY KEY NOT NULL,
	"policy" text DEFAULT 'open' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "email_comments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_watched_words" ADD CONSTRAINT "comment_watched_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_comments" ADD CONSTRAINT "video_comments_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_likes_user_idx" ON "comment_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comments_top_idx" ON "comments" USING btree ("video_id","like_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE parent_id is null and shown;--> statement-breakpoint
CREATE INDEX "comments_newest_idx" ON "comments" USING btree ("video_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE parent_id is null and shown;--> statement-breakpoint
CREATE INDEX "comments_replies_idx" ON "comments" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "comments_pinned_idx" ON "comments" USING btree ("video_id") WHERE pinned;--> statement-breakpoint
CREATE INDEX "comments_held_idx" ON "comments" USING btree ("video_owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id","video_id");