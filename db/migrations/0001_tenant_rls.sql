-- The second wall of tenancy (DESIGN.md "Tenancy"). Requests run their transaction as the
-- unprivileged role ws_app with app.company_id set; every company-owned table lets that role
-- see and write only the rows of that company, even when a query forgets its filter.
DO $$
BEGIN
  CREATE ROLE ws_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO ws_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ws_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ws_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ws_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ws_app;
--> statement-breakpoint
-- Later migrations call this once for each new company-owned table.
CREATE OR REPLACE FUNCTION ws_enable_tenant_rls(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (company_id = nullif(current_setting(''app.company_id'', true), '''')::integer) WITH CHECK (company_id = nullif(current_setting(''app.company_id'', true), '''')::integer)',
    tbl);
END $$;
--> statement-breakpoint
SELECT ws_enable_tenant_rls('users');
--> statement-breakpoint
-- Companies are read by slug before the tenant is known; the app role may read, never change them.
REVOKE INSERT, UPDATE, DELETE ON companies FROM ws_app;
