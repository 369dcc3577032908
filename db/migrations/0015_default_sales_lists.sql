-- Search indexes of the sales settings and items (their resources' `search` fields).
SELECT ws_enable_search('ar_taxes', ARRAY['display_name', 'description']);
--> statement-breakpoint
SELECT ws_enable_search('ar_terms', ARRAY['display_name']);
--> statement-breakpoint
SELECT ws_enable_search('ar_messages', ARRAY['display_name', 'message']);
--> statement-breakpoint
SELECT ws_enable_search('ar_delivery_methods', ARRAY['display_name']);
--> statement-breakpoint
SELECT ws_enable_search('payment_methods', ARRAY['display_name']);
--> statement-breakpoint
SELECT ws_enable_search('sales_items', ARRAY['display_name', 'number', 'description']);
--> statement-breakpoint
-- Companies made before the sales lists get what a new company gets (lib/modules/sales/defaults.ts):
-- the default terms, the spec's payment methods (section 9) and their invoice settings. Each
-- company's rows are written under its own tenant setting, so that the tenant policy lets a
-- migrating role that is no superuser write them too.
DO $$
DECLARE
  company integer;
BEGIN
  FOR company IN SELECT id FROM companies ORDER BY id LOOP
    PERFORM set_config('app.company_id', company::text, true);
    INSERT INTO ar_terms (company_id, display_name, net_days)
    SELECT company, t.display_name, t.net_days
    FROM (VALUES ('Due on receipt', 0), ('Net 15', 15), ('Net 30', 30), ('Net 60', 60)) AS t(display_name, net_days)
    WHERE NOT EXISTS (SELECT 1 FROM ar_terms x WHERE x.company_id = company);
    INSERT INTO payment_methods (company_id, code, display_name)
    SELECT company, m.code, m.display_name
    FROM (VALUES
      (1, 'Cash'), (2, 'Check'), (3, 'Debit Card'), (5, 'Other Credit Card'), (7, 'American Express'), (8, 'Discover'), (9, 'Master Card'),
      (10, 'Visa'), (11, 'Electronic Cash'), (12, 'Electronic Check'), (13, 'Electronic Funds Transfer'), (14, 'Money Order'), (15, 'Pay Pal'), (16, 'Other')
    ) AS m(code, display_name)
    ON CONFLICT (company_id, code) DO NOTHING;
    INSERT INTO invoice_settings (company_id, ar_account_id)
    SELECT company, (SELECT a.id FROM accounts a WHERE a.company_id = company AND a.system_role = 'accounts_receivable')
    ON CONFLICT (company_id) DO NOTHING;
  END LOOP;
  PERFORM set_config('app.company_id', '', true);
END $$;
