-- Client login keys were written into the company log with each client's creation: keep the
-- rest of those entries, drop the keys and the links that carry them.
UPDATE "company_logs" SET "changes" = "changes" - 'auth_key' - 'login_url' WHERE "collection" = 'clients' AND ("changes" ? 'auth_key' OR "changes" ? 'login_url');
