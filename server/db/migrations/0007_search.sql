CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "search_text" text;--> statement-breakpoint
-- Search (docs/decisions/0008-search.md). Written by hand below this line: functions, triggers, backfill.
-- unaccent() is only STABLE (it finds its dictionary through search_path); naming the dictionary
-- makes a wrapper that may be IMMUTABLE, so documents and queries fold it once, never per row.
CREATE FUNCTION kinora_unaccent(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, t) $$;--> statement-breakpoint
-- Accents removed, and every Chinese/Japanese character made a word of its own: those scripts do
-- not put spaces between words, so a query's characters match as a phrase of single characters.
CREATE FUNCTION kinora_search_prepare(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT regexp_replace(kinora_unaccent(coalesce(t, '')),
      '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff])', ' \1 ', 'g')
  $$;--> statement-breakpoint
-- A text's lexemes, with weight w: its exact words ('simple') and their stems in every language
-- a searcher may use (domain/search.ts SEARCH_CONFIGS). The video's language is unknown, so the
-- searcher's language picks which stems of the query to look for.
CREATE FUNCTION kinora_search_vector(t text, w "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(
      to_tsvector('simple', p) || to_tsvector('french', p) || to_tsvector('english', p)
        || to_tsvector('spanish', p) || to_tsvector('portuguese', p) || to_tsvector('german', p)
        || to_tsvector('italian', p),
      w)
    FROM (SELECT kinora_search_prepare(t) AS p) AS s
  $$;--> statement-breakpoint
-- Channel topics as lexemes no typed word can produce nor be the prefix of (':topic:music': the
-- parser never starts a lexeme with ':'): the topic filter is then served by the words' GIN index.
CREATE FUNCTION kinora_search_topics(topics text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_tsvector(array(SELECT ':topic:' || x FROM unnest(topics) AS x)) $$;--> statement-breakpoint
-- Title A, channel name B, description C (its first 1,000 characters: enough to find a video by
-- what it is about, and it keeps the document small enough to stay in the row), topics.
CREATE FUNCTION kinora_video_search_document(title text, description text, channel_name text, topics text[])
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT kinora_search_vector(title, 'A') || kinora_search_vector(channel_name, 'B')
      || kinora_search_vector(left(description, 1000), 'C') || kinora_search_topics(topics)
  $$;--> statement-breakpoint
CREATE FUNCTION kinora_channel_search_document(name text, description text, topics text[])
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT kinora_search_vector(name, 'A') || kinora_search_vector(left(description, 1000), 'C')
      || kinora_search_topics(topics)
  $$;--> statement-breakpoint
-- One lexeme in tsquery syntax ('l''x':*A).
CREATE FUNCTION kinora_tsquery_lexeme(lexeme text, suffix text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT '''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''' || suffix $$;--> statement-breakpoint
-- The tsquery of what someone typed, in their language's configuration: every word must match,
-- as its stem in that language ('chevaux' → cheval) or, from 3 characters, as the start of a word
-- ('cuis' → cuisine; shorter prefixes would match half the dictionary); the language's stop words
-- are left out unless nothing else was typed; a run of Chinese/Japanese characters is a phrase.
-- typeahead: titles and channel names only (weight A), every word exact but the last one, which
-- is being typed (a prefix of any length). NULL when nothing searchable was typed. IMMUTABLE (like
-- to_tsvector(regconfig, text)): the planner computes it once, at plan time, and estimates the
-- match from the index statistics.
CREATE FUNCTION kinora_search_query(cfg regconfig, q text, typeahead boolean DEFAULT false) RETURNS tsquery
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
DECLARE
  cjk constant text := '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+';
  weight constant text := CASE WHEN typeahead THEN 'A' ELSE '' END;
  prepared text := kinora_unaccent(coalesce(q, ''));
  words text[] := '{}';
  stopwords text[] := '{}';
  alternatives text[];
  run text;
  tok record;
  last_word int;
BEGIN
  FOR run IN SELECT m[1] FROM regexp_matches(prepared, '(' || cjk || ')', 'g') AS m LOOP
    words := words || (SELECT string_agg(kinora_tsquery_lexeme(c, ':' || weight), ' <-> ')
                         FROM regexp_split_to_table(lower(run), '') AS c);
  END LOOP;
  prepared := regexp_replace(prepared, cjk, ' ', 'g');
  SELECT max(n) INTO last_word
    FROM ts_debug(cfg, prepared) WITH ORDINALITY AS d(alias, description, token, dictionaries, dictionary, lexemes, n)
   WHERE d.lexemes IS NOT NULL;
  FOR tok IN
    SELECT d.token, d.lexemes, d.n = last_word AS last
      FROM ts_debug(cfg, prepared) WITH ORDINALITY AS d(alias, description, token, dictionaries, dictionary, lexemes, n)
     WHERE d.lexemes IS NOT NULL
  LOOP
    SELECT array_agg(kinora_tsquery_lexeme(l,
             CASE WHEN (typeahead AND tok.last) OR (NOT typeahead AND char_length(l) >= 3)
                  THEN ':*' || weight
                  ELSE CASE WHEN weight = '' THEN '' ELSE ':' || weight END END))
      INTO alternatives
      FROM unnest(tsvector_to_array(to_tsvector('simple', tok.token))) AS l;
    CONTINUE WHEN alternatives IS NULL;
    IF cardinality(tok.lexemes) = 0 AND NOT typeahead THEN
      stopwords := stopwords || ('(' || array_to_string(alternatives, ' | ') || ')');
      CONTINUE;
    END IF;
    IF NOT typeahead THEN
      alternatives := alternatives || array(SELECT kinora_tsquery_lexeme(l, '') FROM unnest(tok.lexemes) AS l);
    END IF;
    words := words || ('(' || array_to_string(alternatives, ' | ') || ')');
  END LOOP;
  IF cardinality(words) = 0 THEN
    words := stopwords;
  END IF;
  IF cardinality(words) = 0 THEN
    RETURN NULL;
  END IF;
  RETURN array_to_string(words, ' & ')::tsquery;
END
$$;--> statement-breakpoint
-- The words of a text as the vocabulary keeps them: accent-free, lower-case, 3 to 40 letters and no
-- digit (shorter words have too few trigrams to be told apart; numbers are not misspelt).
CREATE FUNCTION kinora_search_terms(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(w ORDER BY w), '{}')
    FROM unnest(tsvector_to_array(to_tsvector('simple', kinora_search_prepare(t)))) AS w
    WHERE char_length(w) BETWEEN 3 AND 40 AND w !~ '[0-9]'
  $$;--> statement-breakpoint
-- Triggers keep the search columns current on every write path (commands, jobs, seeds, the
-- channel foreign key's ON DELETE SET NULL), in the same transaction as the write.
CREATE FUNCTION kinora_videos_search() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  channel_name text;
  channel_topics text[];
BEGIN
  SELECT c.name, c.topics INTO channel_name, channel_topics FROM channels AS c WHERE c.id = NEW.channel_id;
  NEW.search_document := kinora_video_search_document(NEW.title, NEW.description, channel_name, channel_topics);
  NEW.search_text := lower(kinora_unaccent(NEW.title));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER videos_search BEFORE INSERT OR UPDATE OF title, description, channel_id ON videos
  FOR EACH ROW EXECUTE FUNCTION kinora_videos_search();--> statement-breakpoint
CREATE FUNCTION kinora_channels_search() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.search_document := kinora_channel_search_document(NEW.name, NEW.description, NEW.topics);
  NEW.search_text := lower(kinora_unaccent(NEW.name));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER channels_search BEFORE INSERT OR UPDATE OF name, description, topics ON channels
  FOR EACH ROW EXECUTE FUNCTION kinora_channels_search();--> statement-breakpoint
-- A renamed or re-topicked channel: its videos' documents carry its name and topics.
CREATE FUNCTION kinora_channel_videos_search() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE videos
     SET search_document = kinora_video_search_document(title, description, NEW.name, NEW.topics)
   WHERE channel_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER channels_search_videos AFTER UPDATE OF name, topics ON channels
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.topics IS DISTINCT FROM NEW.topics)
  EXECUTE FUNCTION kinora_channel_videos_search();--> statement-breakpoint
-- The vocabulary follows what anyone may see: a video's title words count while it is public and
-- published, a channel's name words while it exists. Statement triggers with transition tables:
-- one statement touching many rows (an import, an account's deletion) adds up its words once,
-- and takes the counters' row locks in word order.
CREATE FUNCTION kinora_count_search_terms(delta jsonb) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO search_terms AS s (term, uses)
    SELECT d.key, d.value::int FROM jsonb_each_text(delta) AS d WHERE d.value::int <> 0 ORDER BY d.key
    ON CONFLICT (term) DO UPDATE SET uses = greatest(s.uses + excluded.uses, 0)
  $$;--> statement-breakpoint
CREATE FUNCTION kinora_videos_search_terms() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  delta jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(w, n) INTO delta FROM (
      SELECT w, count(*) AS n FROM new_rows, unnest(kinora_search_terms(new_rows.title)) AS w
       WHERE new_rows.visibility = 'public' AND new_rows.published_at IS NOT NULL GROUP BY w) AS x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(w, -n) INTO delta FROM (
      SELECT w, count(*) AS n FROM old_rows, unnest(kinora_search_terms(old_rows.title)) AS w
       WHERE old_rows.visibility = 'public' AND old_rows.published_at IS NOT NULL GROUP BY w) AS x;
  ELSE
    -- Most updates (views, likes, processing progress) change none of the three: nothing to count.
    SELECT jsonb_object_agg(w, n) INTO delta FROM (
      SELECT w, sum(d) AS n FROM (
        SELECT unnest(CASE WHEN o.visibility = 'public' AND o.published_at IS NOT NULL
                           THEN kinora_search_terms(o.title) ELSE '{}' END) AS w, -1 AS d
          FROM old_rows AS o JOIN new_rows AS n USING (id)
         WHERE (o.title, o.visibility, o.published_at IS NULL) IS DISTINCT FROM (n.title, n.visibility, n.published_at IS NULL)
        UNION ALL
        SELECT unnest(CASE WHEN n.visibility = 'public' AND n.published_at IS NOT NULL
                           THEN kinora_search_terms(n.title) ELSE '{}' END), 1
          FROM old_rows AS o JOIN new_rows AS n USING (id)
         WHERE (o.title, o.visibility, o.published_at IS NULL) IS DISTINCT FROM (n.title, n.visibility, n.published_at IS NULL)
      ) AS changes GROUP BY w HAVING sum(d) <> 0) AS x;
  END IF;
  IF delta IS NOT NULL THEN
    PERFORM kinora_count_search_terms(delta);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER videos_search_terms_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kinora_videos_search_terms();--> statement-breakpoint
CREATE TRIGGER videos_search_terms_update AFTER UPDATE ON videos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kinora_videos_search_terms();--> statement-breakpoint
CREATE TRIGGER videos_search_terms_delete AFTER DELETE ON videos REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kinora_videos_search_terms();--> statement-breakpoint
CREATE FUNCTION kinora_channels_search_terms() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  delta jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(w, n) INTO delta FROM (
      SELECT w, count(*) AS n FROM new_rows, unnest(kinora_search_terms(new_rows.name)) AS w GROUP BY w) AS x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(w, -n) INTO delta FROM (
      SELECT w, count(*) AS n FROM old_rows, unnest(kinora_search_terms(old_rows.name)) AS w GROUP BY w) AS x;
  ELSE
    SELECT jsonb_object_agg(w, n) INTO delta FROM (
      SELECT w, sum(d) AS n FROM (
        SELECT unnest(kinora_search_terms(o.name)) AS w, -1 AS d
          FROM old_rows AS o JOIN new_rows AS n USING (id) WHERE o.name IS DISTINCT FROM n.name
        UNION ALL
        SELECT unnest(kinora_search_terms(n.name)), 1
          FROM old_rows AS o JOIN new_rows AS n USING (id) WHERE o.name IS DISTINCT FROM n.name
      ) AS changes GROUP BY w HAVING sum(d) <> 0) AS x;
  END IF;
  IF delta IS NOT NULL THEN
    PERFORM kinora_count_search_terms(delta);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER channels_search_terms_insert AFTER INSERT ON channels REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kinora_channels_search_terms();--> statement-breakpoint
CREATE TRIGGER channels_search_terms_update AFTER UPDATE ON channels REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kinora_channels_search_terms();--> statement-breakpoint
CREATE TRIGGER channels_search_terms_delete AFTER DELETE ON channels REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kinora_channels_search_terms();--> statement-breakpoint
-- Backfill: documents through the triggers (one definition of each), the vocabulary in one pass.
UPDATE channels SET name = name;--> statement-breakpoint
UPDATE videos SET title = title;--> statement-breakpoint
INSERT INTO search_terms (term, uses)
SELECT w, count(*) FROM (
  SELECT unnest(kinora_search_terms(title)) AS w FROM videos WHERE visibility = 'public' AND published_at IS NOT NULL
  UNION ALL
  SELECT unnest(kinora_search_terms(name)) FROM channels
) AS words
GROUP BY w;--> statement-breakpoint
CREATE INDEX "search_terms_trigram_idx" ON "search_terms" USING gist ("term" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "channels_search_document_idx" ON "channels" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "videos_search_document_idx" ON "videos" USING gin ("search_document") WHERE "videos"."visibility" = 'public' and "videos"."published_at" is not null;