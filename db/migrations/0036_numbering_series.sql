ALTER TABLE "document_sequences" DROP CONSTRAINT "document_sequences_company_id_kind_pk";--> statement-breakpoint
ALTER TABLE "document_sequences" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "document_sequences" ADD COLUMN "scope" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_sequences" ADD COLUMN "prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_sequences" ADD COLUMN "padding" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "deposits_number_idx" ON "deposits" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "document_sequences_kind_key" ON "document_sequences" USING btree ("company_id","kind","scope");--> statement-breakpoint
CREATE INDEX "customer_payments_number_idx" ON "customer_payments" USING btree ("company_id","number");--> statement-breakpoint
-- Checks numbered per bank account: the fallback counters (kind "check:<account id>") become
-- the "check" series scoped by the account, and the account's own next check number wins where
-- it was set (it was used before the counter); invoice settings' prefix becomes the invoice series'.
UPDATE "document_sequences" SET "scope" = split_part("kind", ':', 2)::integer, "kind" = 'check' WHERE "kind" LIKE 'check:%';--> statement-breakpoint
INSERT INTO "document_sequences" ("company_id", "kind", "scope", "next_value")
  SELECT "company_id", 'check', "id", "next_check_number" FROM "accounts" WHERE "next_check_number" IS NOT NULL
  ON CONFLICT ("company_id", "kind", "scope") DO UPDATE SET "next_value" = excluded."next_value";--> statement-breakpoint
INSERT INTO "document_sequences" ("company_id", "kind", "prefix")
  SELECT "company_id", 'sales_invoice', "number_prefix" FROM "invoice_settings" WHERE coalesce("number_prefix", '') <> ''
  ON CONFLICT ("company_id", "kind", "scope") DO UPDATE SET "prefix" = excluded."prefix";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "next_check_number";--> statement-breakpoint
ALTER TABLE "invoice_settings" DROP COLUMN "number_prefix";