-- Search (`q`) that PostgreSQL can answer from an index under row-level security.
--
-- Under a policy, the planner evaluates a condition before the policy's own only if every function
-- in it is LEAKPROOF. ILIKE's function (texticlike) is not marked so, which makes the planner
-- ignore the column statistics for it (it guessed 17 matches where there were 1,100), refuse every
-- index for it, and read every row of the company: ~70 ms per statement at 100,000 customers.
--
-- `~~~*` is ILIKE under another name whose function is texticlike itself, marked LEAKPROOF: it
-- reveals nothing of a row but whether it matches. The one error texticlike raises ("LIKE pattern
-- must not end with escape character") depends on the pattern alone, which the app builds (escaped,
-- between two %), never on a column's value. `ws_search_ops` is pg_trgm's GIN operator class with
-- `~~~*` in ILIKE's place, so a trigram index answers it.
--
-- LEAKPROOF, LANGUAGE internal and operator classes are for superusers. Migrated by anyone else
-- (a managed database's owner role), `~~~*` is plain ILIKE, no search index is made, and search
-- reads the company's rows as before: slower, never wrong.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    CREATE FUNCTION ws_icontains(text, text) RETURNS boolean
      LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF AS 'texticlike';
  ELSE
    CREATE FUNCTION ws_icontains(text, text) RETURNS boolean
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS 'SELECT $1 ILIKE $2';
  END IF;
END $$;
--> statement-breakpoint
CREATE OPERATOR ~~~* (FUNCTION = ws_icontains, LEFTARG = text, RIGHTARG = text, RESTRICT = iclikesel, JOIN = iclikejoinsel);
--> statement-breakpoint
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    CREATE OPERATOR CLASS ws_search_ops FOR TYPE text USING gin AS
      OPERATOR 4 ~~~* (text, text),
      FUNCTION 1 btint4cmp (int4, int4),
      FUNCTION 2 gin_extract_value_trgm (text, internal),
      FUNCTION 3 gin_extract_query_trgm (text, internal, int2, internal, internal, internal, internal),
      FUNCTION 4 gin_trgm_consistent (internal, int2, text, int4, internal, internal, internal, internal),
      FUNCTION 6 gin_trgm_triconsistent (internal, int2, text, int4, internal, internal, internal),
      STORAGE int4;
  END IF;
END $$;
--> statement-breakpoint
-- A GIN index for each column a resource searches (its `search` fields), named
-- <table>_<column>_search_idx: the planner answers `q` with one bitmap scan per column, OR-ed (one
-- index over all the columns costs, and takes, several times as long). A test holds every
-- resource's search fields to these indexes; a field no longer searched has its index dropped by
-- the migration that stops searching it.
CREATE FUNCTION ws_enable_search(tbl regclass, columns text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  col text;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_opclass WHERE opcname = 'ws_search_ops') THEN
    FOREACH col IN ARRAY columns LOOP
      EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %s USING gin (%I ws_search_ops)', format('%s_%s_search_idx', tbl, col), tbl, col);
    END LOOP;
  END IF;
END $$;
--> statement-breakpoint
SELECT ws_enable_search('users', ARRAY['display_name', 'email']);
--> statement-breakpoint
SELECT ws_enable_search('customers', ARRAY['display_name', 'account_number', 'contact', 'email']);
--> statement-breakpoint
SELECT ws_enable_search('clients', ARRAY['display_name', 'email', 'slug']);
--> statement-breakpoint
SELECT ws_enable_search('employees', ARRAY['display_name', 'sur_name', 'first_name', 'last_name', 'employee_number', 'notification_email']);
--> statement-breakpoint
SELECT ws_enable_search('vendors', ARRAY['display_name', 'account_number', 'legal_name', 'email']);
--> statement-breakpoint
SELECT ws_enable_search('prospects', ARRAY['display_name', 'number', 'contact', 'email', 'phone']);
--> statement-breakpoint
SELECT ws_enable_search('other_contacts', ARRAY['display_name', 'number', 'contact', 'email', 'phone']);
--> statement-breakpoint
SELECT ws_enable_search('private_contacts', ARRAY['display_name', 'number', 'contact', 'email', 'phone']);
--> statement-breakpoint
SELECT ws_enable_search('opportunities', ARRAY['display_name']);
--> statement-breakpoint
SELECT ws_enable_search('jobs', ARRAY['number', 'display_name', 'contact']);
--> statement-breakpoint
SELECT ws_enable_search('work_orders', ARRAY['number', 'display_name', 'contact']);
--> statement-breakpoint
SELECT ws_enable_search('milestones', ARRAY['display_name']);
--> statement-breakpoint
SELECT ws_enable_search('notifications', ARRAY['title', 'message']);
--> statement-breakpoint
SELECT ws_enable_search('terminologies', ARRAY['name', 'singular', 'plural']);
--> statement-breakpoint
SELECT ws_enable_search('company_logs', ARRAY['collection', 'action']);
--> statement-breakpoint
SELECT ws_enable_search('accounts', ARRAY['display_name', 'number', 'description']);
--> statement-breakpoint
SELECT ws_enable_search('classifications', ARRAY['display_name', 'number']);
--> statement-breakpoint
SELECT ws_enable_search('journals', ARRAY['number', 'memo']);
--> statement-breakpoint
SELECT ws_enable_search('journal_lines', ARRAY['description']);
--> statement-breakpoint
SELECT ws_enable_search('checks', ARRAY['payee_name', 'memo']);
--> statement-breakpoint
SELECT ws_enable_search('transfers', ARRAY['memo']);
--> statement-breakpoint
SELECT ws_enable_search('deposits', ARRAY['number', 'entity_name', 'memo']);
--> statement-breakpoint
SELECT ws_enable_search('fixed_assets', ARRAY['display_name', 'number']);
