CREATE TABLE "playlist_items" (
	"playlist_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"position" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlist_items_playlist_id_video_id_pk" PRIMARY KEY("playlist_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text DEFAULT 'playlist' NOT NULL,
	"profile_id" uuid,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_profile_id_viewer_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."viewer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "playlist_items_position_idx" ON "playlist_items" USING btree ("playlist_id","position");--> statement-breakpoint
CREATE INDEX "playlist_items_video_idx" ON "playlist_items" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "playlists_owner_idx" ON "playlists" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "playlists_watch_later_idx" ON "playlists" USING btree ("profile_id") WHERE "playlists"."kind" = 'watch_later';--> statement-breakpoint
-- Written by hand (docs/decisions/0034-playlists.md). Position keys compare in byte order whatever
-- the database's collation (a locale collation could order "a1" and "A" unlike the key function).
ALTER TABLE "playlist_items" ALTER COLUMN "position" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
-- item_count follows every insert and delete of an item, the FK cascade of a deleted video included.
CREATE FUNCTION kinora_playlist_item_count() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE playlists SET item_count = item_count + 1 WHERE id = NEW.playlist_id;
  ELSE
    UPDATE playlists SET item_count = item_count - 1 WHERE id = OLD.playlist_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER playlist_items_count AFTER INSERT OR DELETE ON playlist_items
  FOR EACH ROW EXECUTE FUNCTION kinora_playlist_item_count();
