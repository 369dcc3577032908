ALTER TABLE "check_lines" DROP CONSTRAINT "check_lines_account_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "check_lines" DROP CONSTRAINT "check_lines_classification_id_classifications_id_fk";--> statement-breakpoint
ALTER TABLE "deposit_lines" DROP CONSTRAINT "deposit_lines_account_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_account_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_classification_id_classifications_id_fk";--> statement-breakpoint
ALTER TABLE "invoice_builder_lines" DROP CONSTRAINT "invoice_builder_lines_item_id_sales_items_id_fk";--> statement-breakpoint
ALTER TABLE "invoice_builder_lines" DROP CONSTRAINT "invoice_builder_lines_account_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "invoice_builder_lines" DROP CONSTRAINT "invoice_builder_lines_tax_id_ar_taxes_id_fk";--> statement-breakpoint
ALTER TABLE "sales_document_lines" DROP CONSTRAINT "sales_document_lines_item_id_sales_items_id_fk";--> statement-breakpoint
ALTER TABLE "sales_document_lines" DROP CONSTRAINT "sales_document_lines_account_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "sales_document_lines" DROP CONSTRAINT "sales_document_lines_tax_id_ar_taxes_id_fk";--> statement-breakpoint
ALTER TABLE "payable_document_lines" DROP CONSTRAINT "payable_document_lines_account_id_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "payable_document_lines" DROP CONSTRAINT "payable_document_lines_classification_id_classifications_id_fk";--> statement-breakpoint
DROP INDEX "accounts_company_id_idx";--> statement-breakpoint
DROP INDEX "classifications_company_id_idx";--> statement-breakpoint
DROP INDEX "ar_taxes_company_id_idx";--> statement-breakpoint
DROP INDEX "sales_items_company_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_company_id_idx" ON "accounts" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "classifications_company_id_idx" ON "classifications" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ar_taxes_company_id_idx" ON "ar_taxes" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_items_company_id_idx" ON "sales_items" USING btree ("company_id","id");--> statement-breakpoint
-- Hand-written: lines written before the engine checked lines' references may name another
-- company's record, which the keys below would refuse. A reference that may be empty is emptied;
-- a line whose account (never empty) is another company's belongs to a draft (posting refused
-- it, so it never reached the ledger) and is deleted with it.
UPDATE "sales_document_lines" l SET "item_id" = NULL WHERE "item_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "sales_items" x WHERE x."id" = l."item_id" AND x."company_id" = l."company_id");--> statement-breakpoint
UPDATE "sales_document_lines" l SET "account_id" = NULL WHERE "account_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "accounts" x WHERE x."id" = l."account_id" AND x."company_id" = l."company_id");--> statement-breakpoint
UPDATE "sales_document_lines" l SET "tax_id" = NULL WHERE "tax_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "ar_taxes" x WHERE x."id" = l."tax_id" AND x."company_id" = l."company_id");--> statement-breakpoint
UPDATE "invoice_builder_lines" l SET "item_id" = NULL WHERE "item_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "sales_items" x WHERE x."id" = l."item_id" AND x."company_id" = l."company_id");--> statement-breakpoint
UPDATE "invoice_builder_lines" l SET "account_id" = NULL WHERE "account_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "accounts" x WHERE x."id" = l."account_id" AND x."company_id" = l."company_id");--> statement-breakpoint
UPDATE "invoice_builder_lines" l SET "tax_id" = NULL WHERE "tax_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "ar_taxes" x WHERE x."id" = l."tax_id" AND x."company_id" = l."company_id");--> statement-breakpoint
UPDATE "check_lines" l SET "classification_id" = NULL WHERE "classification_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "classifications" x WHERE x."id" = l."classification_id" AND x."company_id" = l."company_id");--> statement-breakpoint
UPDATE "payable_document_lines" l SET "classification_id" = NULL WHERE "classification_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "classifications" x WHERE x."id" = l."classification_id" AND x."company_id" = l."company_id");--> statement-breakpoint
UPDATE "journal_lines" l SET "classification_id" = NULL WHERE "classification_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "classifications" x WHERE x."id" = l."classification_id" AND x."company_id" = l."company_id");--> statement-breakpoint
DELETE FROM "check_lines" l WHERE NOT EXISTS (SELECT 1 FROM "accounts" x WHERE x."id" = l."account_id" AND x."company_id" = l."company_id");--> statement-breakpoint
DELETE FROM "deposit_lines" l WHERE NOT EXISTS (SELECT 1 FROM "accounts" x WHERE x."id" = l."account_id" AND x."company_id" = l."company_id");--> statement-breakpoint
DELETE FROM "payable_document_lines" l WHERE NOT EXISTS (SELECT 1 FROM "accounts" x WHERE x."id" = l."account_id" AND x."company_id" = l."company_id");--> statement-breakpoint
ALTER TABLE "check_lines" ADD CONSTRAINT "check_lines_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_lines" ADD CONSTRAINT "check_lines_classification_fk" FOREIGN KEY ("company_id","classification_id") REFERENCES "public"."classifications"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_lines" ADD CONSTRAINT "deposit_lines_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_classification_fk" FOREIGN KEY ("company_id","classification_id") REFERENCES "public"."classifications"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_builder_lines" ADD CONSTRAINT "invoice_builder_lines_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."sales_items"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_builder_lines" ADD CONSTRAINT "invoice_builder_lines_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_builder_lines" ADD CONSTRAINT "invoice_builder_lines_tax_fk" FOREIGN KEY ("company_id","tax_id") REFERENCES "public"."ar_taxes"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."sales_items"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_tax_fk" FOREIGN KEY ("company_id","tax_id") REFERENCES "public"."ar_taxes"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_document_lines" ADD CONSTRAINT "payable_document_lines_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_document_lines" ADD CONSTRAINT "payable_document_lines_classification_fk" FOREIGN KEY ("company_id","classification_id") REFERENCES "public"."classifications"("company_id","id") ON DELETE restrict ON UPDATE no action;
