-- Search indexes (company first, trigram on the column) for the collections added with layouts,
-- the job queue and messaging, and payables: a search reads only its company's matches.
SELECT ws_enable_search('ar_invoice_layouts', ARRAY['display_name']);--> statement-breakpoint
SELECT ws_enable_search('payable_documents', ARRAY['number', 'memo']);--> statement-breakpoint
SELECT ws_enable_search('queue_jobs', ARRAY['kind', 'last_error']);--> statement-breakpoint
SELECT ws_enable_search('email_templates', ARRAY['display_name', 'subject']);--> statement-breakpoint
SELECT ws_enable_search('email_signatures', ARRAY['display_name']);--> statement-breakpoint
SELECT ws_enable_search('emails', ARRAY['display_name', 'subject']);--> statement-breakpoint
SELECT ws_enable_search('sent_emails', ARRAY['to_email', 'subject']);--> statement-breakpoint
SELECT ws_enable_search('message_templates', ARRAY['display_name', 'subject']);--> statement-breakpoint
SELECT ws_enable_search('messages', ARRAY['display_name', 'body']);
