-- The tenant policy compares company_id with a scalar subquery, which PostgreSQL evaluates once
-- per query (an InitPlan) instead of calling current_setting() for every row it scans.
CREATE OR REPLACE FUNCTION ws_enable_tenant_rls(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (company_id = (SELECT nullif(current_setting(''app.company_id'', true), '''')::integer)) WITH CHECK (company_id = (SELECT nullif(current_setting(''app.company_id'', true), '''')::integer))',
    tbl);
END $$;
--> statement-breakpoint
SELECT ws_enable_tenant_rls(format('%I.%I', c.table_schema, c.table_name)::regclass)
FROM information_schema.columns c
JOIN pg_class k ON k.relname = c.table_name AND k.relkind = 'r' AND k.relrowsecurity
WHERE c.table_schema = 'public' AND c.column_name = 'company_id';
--> statement-breakpoint
DROP POLICY IF EXISTS companies_update_own ON companies;
--> statement-breakpoint
CREATE POLICY companies_update_own ON companies FOR UPDATE
  USING (id = (SELECT nullif(current_setting('app.company_id', true), '')::integer))
  WITH CHECK (id = (SELECT nullif(current_setting('app.company_id', true), '')::integer));
