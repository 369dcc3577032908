-- The search indexes keep a short list of rows not yet merged (128 kB, not the server's 4 MB).
-- A GIN index adds new rows to a pending list that every search reads whole until it is merged
-- (by the insert that fills it, or by vacuum): at 4 MB per index a customers search of 100,000
-- rows spent 60 ms reading four full lists against 13 ms merged (bench/RESULTS.md, issue 43).
-- Merging more often costs inserts a little (20,000 customers 15 % slower); searches stay fast
-- between vacuums. New search indexes get it from ws_enable_search.
CREATE OR REPLACE FUNCTION ws_enable_search(tbl regclass, columns text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  col text;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_opclass WHERE opcname = 'ws_search_ops') THEN
    FOREACH col IN ARRAY columns LOOP
      EXECUTE format('DROP INDEX IF EXISTS %I', format('%s_%s_search_idx', tbl, col));
      EXECUTE format('CREATE INDEX %I ON %s USING gin (company_id, %I ws_search_ops) WITH (gin_pending_list_limit = 128)', format('%s_%s_search_idx', tbl, col), tbl, col);
    END LOOP;
  END IF;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT i.oid::regclass AS idx
    FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_opclass o ON o.oid = x.indclass[1]
    WHERE o.opcname = 'ws_search_ops' AND x.indnatts = 2
  LOOP
    EXECUTE format('ALTER INDEX %s SET (gin_pending_list_limit = 128)', r.idx);
  END LOOP;
END $$;
