-- Every prefix of every word of a search vector: a query word matched as a prefix ("foto:*") is
-- then an exact look-up of "foto", not a walk of every word it starts.
CREATE FUNCTION search_prefixes(v tsvector) RETURNS tsvector AS $$
  SELECT array_to_tsvector(array(
    SELECT left(word, n) FROM unnest(tsvector_to_array(v)) AS word, generate_series(1, length(word)) AS n))
$$ LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE;
--> statement-breakpoint
-- A query for those prefixes: the query with its prefix marks dropped ('foto':* -> 'foto') and any
-- phrase (a query word the parser splits in two, as "12e3x") relaxed to AND, since the prefixes keep
-- no positions; so it matches at least every vector the query matches.
CREATE FUNCTION search_prefix_query(q tsquery) RETURNS tsquery AS $$
  SELECT regexp_replace(replace(q::text, ':*', ''), '<[0-9-]+>', '&', 'g')::tsquery
$$ LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE;
--> statement-breakpoint
DROP INDEX "projects_search_idx";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_prefixes" "tsvector" GENERATED ALWAYS AS (search_prefixes(search_vector)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_search_prefixes_idx" ON "projects" USING gin ("search_prefixes");
