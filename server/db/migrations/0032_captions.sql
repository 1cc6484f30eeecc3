CREATE TABLE "video_captions" (
	"video_id" uuid NOT NULL,
	"language" text NOT NULL,
	"auto" boolean DEFAULT false NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"cues" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_captions_video_id_language_pk" PRIMARY KEY("video_id","language")
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "caption_tracks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "caption_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_captions" ADD CONSTRAINT "video_captions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint-- Captions' words are found by search (docs/decisions/0037-captions.md): the videos' document adds
-- caption_text (the captions module keeps it bounded) at weight D, below the description. Both
-- places that compute a video's document add it: the row trigger (now also on caption_text) and
-- the channel rename's rewrite.
CREATE OR REPLACE FUNCTION kinora_videos_search() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  channel_name text;
  channel_topics text[];
BEGIN
  SELECT c.name, c.topics INTO channel_name, channel_topics FROM channels AS c WHERE c.id = NEW.channel_id;
  NEW.search_document := kinora_video_search_document(NEW.title, NEW.description, channel_name, channel_topics)
    || kinora_search_vector(left(NEW.caption_text, 4000), 'D');
  NEW.search_text := lower(kinora_unaccent(NEW.title));
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER videos_search ON videos;--> statement-breakpoint
CREATE TRIGGER videos_search BEFORE INSERT OR UPDATE OF title, description, channel_id, caption_text ON videos
  FOR EACH ROW EXECUTE FUNCTION kinora_videos_search();--> statement-breakpoint
CREATE OR REPLACE FUNCTION kinora_channel_videos_search() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE videos
     SET search_document = kinora_video_search_document(title, description, NEW.name, NEW.topics)
       || kinora_search_vector(left(caption_text, 4000), 'D')
   WHERE channel_id = NEW.id;
  RETURN NULL;
END
$$;
