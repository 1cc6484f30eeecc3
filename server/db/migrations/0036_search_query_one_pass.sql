-- kinora_search_query parses the text once (ts_debug, ~0.5 ms a call, ran twice: once to find
-- the last word). The last word is now found in the same pass (a window over the same rows);
-- same arguments, same result (docs/decisions/0039-scale-out.md, "Searches never seen before").
CREATE OR REPLACE FUNCTION kinora_search_query(cfg regconfig, q text, typeahead boolean DEFAULT false) RETURNS tsquery
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
BEGIN
  FOR run IN SELECT m[1] FROM regexp_matches(prepared, '(' || cjk || ')', 'g') AS m LOOP
    words := words || (SELECT string_agg(kinora_tsquery_lexeme(c, ':' || weight), ' <-> ')
                         FROM regexp_split_to_table(lower(run), '') AS c);
  END LOOP;
  prepared := regexp_replace(prepared, cjk, ' ', 'g');
  FOR tok IN
    SELECT d.token, d.lexemes, d.n = max(d.n) OVER () AS last
      FROM ts_debug(cfg, prepared) WITH ORDINALITY AS d(alias, description, token, dictionaries, dictionary, lexemes, n)
     WHERE d.lexemes IS NOT NULL
     ORDER BY d.n
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
$$;
