-- Trigram indexes of the receivables' search fields (decisions.md "Search"): the sales documents',
-- and the payments', credits' and write-offs' (idempotent: a later migration of theirs may name them again).
SELECT ws_enable_search('sales_documents', ARRAY['number', 'memo', 'purchase_order_number']);--> statement-breakpoint
SELECT ws_enable_search('customer_payments', ARRAY['number', 'reference', 'memo', 'received_from']);--> statement-breakpoint
SELECT ws_enable_search('apply_credits', ARRAY['memo']);--> statement-breakpoint
SELECT ws_enable_search('write_offs', ARRAY['memo']);
