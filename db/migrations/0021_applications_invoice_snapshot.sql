DROP INDEX "receivable_applications_date_idx";--> statement-breakpoint
ALTER TABLE "receivable_applications" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "receivable_applications" ADD COLUMN "invoice_date" date;--> statement-breakpoint
ALTER TABLE "receivable_applications" ADD COLUMN "invoice_due_date" date;--> statement-breakpoint
-- Existing applications take their invoice's customer and dates (an invoice with money applied cannot change).
UPDATE "receivable_applications" a SET "customer_id" = d."customer_id", "invoice_date" = d."date", "invoice_due_date" = coalesce(d."due_date", d."date") FROM "sales_documents" d WHERE d."id" = a."invoice_id";--> statement-breakpoint
ALTER TABLE "receivable_applications" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "receivable_applications" ALTER COLUMN "invoice_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "receivable_applications" ALTER COLUMN "invoice_due_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "receivable_applications" ADD CONSTRAINT "receivable_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receivable_applications_date_idx" ON "receivable_applications" USING btree ("company_id","date","invoice_date","customer_id","invoice_due_date","amount");
