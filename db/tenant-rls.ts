/**
 * Row-level security for every company table, from one place: after the migrations, each table
 * of the public schema with a `company_id` column that lacks any part of the tenant wall (RLS
 * enabled, forced, and the `tenant_isolation` policy of migration 0001's `ws_enable_tenant_rls`)
 * gets it. A new company table therefore needs no hand-added line in its migration. Idempotent
 * and cheap when nothing is missing: a table that has its wall is not touched (no lock taken).
 * Run by both migrate paths (db/migrate.ts for PostgreSQL, db/client.ts for PGlite);
 * tests/api/tenancy.test.ts fails on a company table without it.
 */
export const COMPANY_TABLES_WITHOUT_RLS = `
  select c.oid::regclass::text as name
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped
  where n.nspname = 'public' and c.relkind in ('r', 'p')
    and (not c.relrowsecurity or not c.relforcerowsecurity
      or not exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = 'tenant_isolation'))`;

export const ENABLE_TENANT_RLS = `
DO $$
DECLARE t text;
BEGIN
  FOR t IN ${COMPANY_TABLES_WITHOUT_RLS} LOOP
    PERFORM ws_enable_tenant_rls(t::regclass);
  END LOOP;
END $$`;
