CREATE INDEX "journal_lines_entity_idx" ON "journal_lines" USING btree ("company_id","entity_type","entity_id","date");--> statement-breakpoint
CREATE INDEX "apply_credits_date_idx" ON "apply_credits" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "receivable_applications_date_idx" ON "receivable_applications" USING btree ("company_id","date");