DROP INDEX "videos_public_feed_idx";--> statement-breakpoint
DROP INDEX "videos_theme_tech_idx";--> statement-breakpoint
DROP INDEX "videos_theme_culture_idx";--> statement-breakpoint
DROP INDEX "videos_theme_music_idx";--> statement-breakpoint
DROP INDEX "videos_theme_sport_idx";--> statement-breakpoint
DROP INDEX "videos_search_document_idx";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (visibility = 'public' and published_at is not null) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "videos_public_feed_idx" ON "videos" USING btree ("published_at","id") WHERE "videos"."listed";--> statement-breakpoint
CREATE INDEX "videos_theme_tech_idx" ON "videos" USING btree ("published_at","id") WHERE "videos"."listed" and "videos"."themes" @> array['tech']::text[];--> statement-breakpoint
CREATE INDEX "videos_theme_culture_idx" ON "videos" USING btree ("published_at","id") WHERE "videos"."listed" and "videos"."themes" @> array['culture']::text[];--> statement-breakpoint
CREATE INDEX "videos_theme_music_idx" ON "videos" USING btree ("published_at","id") WHERE "videos"."listed" and "videos"."themes" @> array['music']::text[];--> statement-breakpoint
CREATE INDEX "videos_theme_sport_idx" ON "videos" USING btree ("published_at","id") WHERE "videos"."listed" and "videos"."themes" @> array['sport']::text[];--> statement-breakpoint
CREATE INDEX "videos_search_document_idx" ON "videos" USING gin ("search_document") WHERE "videos"."listed";--> statement-breakpoint
-- The search vocabulary counts a video's title words while it is listed: the same column as the
-- listings and the partial indexes, so a change of what "listed" means reaches the vocabulary too.
-- (Same counts as before: the column's expression is the predicate this function typed.)
CREATE OR REPLACE FUNCTION kinora_videos_search_terms() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  delta jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(w, n) INTO delta FROM (
      SELECT w, count(*) AS n FROM new_rows, unnest(kinora_search_terms(new_rows.title)) AS w
       WHERE new_rows.listed GROUP BY w) AS x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(w, -n) INTO delta FROM (
      SELECT w, count(*) AS n FROM old_rows, unnest(kinora_search_terms(old_rows.title)) AS w
       WHERE old_rows.listed GROUP BY w) AS x;
  ELSE
    -- Most updates (views, likes, processing progress) change neither: nothing to count.
    SELECT jsonb_object_agg(w, n) INTO delta FROM (
      SELECT w, sum(d) AS n FROM (
        SELECT unnest(CASE WHEN o.listed THEN kinora_search_terms(o.title) ELSE '{}' END) AS w, -1 AS d
          FROM old_rows AS o JOIN new_rows AS n USING (id)
         WHERE (o.title, o.listed) IS DISTINCT FROM (n.title, n.listed)
        UNION ALL
        SELECT unnest(CASE WHEN n.listed THEN kinora_search_terms(n.title) ELSE '{}' END), 1
          FROM old_rows AS o JOIN new_rows AS n USING (id)
         WHERE (o.title, o.listed) IS DISTINCT FROM (n.title, n.listed)
      ) AS changes GROUP BY w HAVING sum(d) <> 0) AS x;
  END IF;
  IF delta IS NOT NULL THEN
    PERFORM kinora_count_search_terms(delta);
  END IF;
  RETURN NULL;
END
$$;
